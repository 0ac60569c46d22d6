import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '@folio/shared';
import { i18n } from '../../app/i18n';
import { setNavigator } from '../../app/navigation';
import { routes } from '../../app/router';
import { createStore } from '../../app/store';
import { configureApiClient } from '../../http/client';
import { wireApiClient } from '../../app/wireApiClient';
import { ABILITIES } from '../../test/abilities';
import { memoryRouter } from '../../test/router';
import { login } from '../auth/authSlice';
import { book, serve } from '../ebooks/testing';

const OTHERS = book({ owner: { id: 'someone-else', name: 'Kenji Sato' } });

/** The app's own route table, API client and navigation, opened at `url` by a signed-in `role`. */
function openAs(role: Role, url: string) {
  const store = createStore();
  store.dispatch(login({ token: 't', user: { id: 'me', name: 'Me', email: `${role}@folio.test`, role, profile_picture: null, abilities: ABILITIES[role] } }));
  wireApiClient(store, i18n);
  const { history, element } = memoryRouter(routes, { initialEntries: [url] });
  // As createRouter does: the API client's 403 moves this history.
  setNavigator((to, opts) => (opts?.replace ? history.replace(to) : history.push(to)));
  render(<Provider store={store}>{element}</Provider>);
  return history;
}

describe("the create flow of a book one may not edit (spec §4 Auth: 'authenticated users with a disallowed role go to /unauthorized')", { timeout: 20_000 }, () => {
  afterEach(() => configureApiClient({ onUnauthorized: () => {}, onForbidden: () => {} }));

  it('sends an author, whose role does not open the create flow, to /unauthorized', async () => {
    serve(() => [403, { message: "You don't have permission to do this.", code: 'forbidden' }]);
    const history = openAs('author', `/editor/2/${OTHERS.id}`);
    await waitFor(() => expect(history.location.pathname).toBe('/unauthorized'));
    expect(await screen.findByText("You don't have permission to access this page.")).toBeTruthy();
  });

  it("sends a user opening someone else's book at any step to /unauthorized, as the API refuses it (403)", async () => {
    serve((key) => (key.startsWith('GET /admin/ebooks/') ? [403, { message: "You don't have permission to do this.", code: 'forbidden' }] : undefined));
    for (const step of [1, 2, 3]) {
      const history = openAs('user', `/editor/${step}/${OTHERS.id}`);
      await waitFor(() => expect(history.location.pathname).toBe('/unauthorized'));
      expect(await screen.findByText("You don't have permission to access this page.")).toBeTruthy();
      document.body.innerHTML = '';
    }
  });
});
