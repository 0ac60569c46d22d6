import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { memoryRouter } from '../../test/router';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import { api } from '../../http/client';
import { ABILITIES } from '../../test/abilities';
import LoginPage from './LoginPage';

function renderLogin(url: string) {
  const store = createStore();
  const router = memoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      {router.element}
    </Provider>,
  );
  return { store, router };
}

describe('the login screen', () => {
  it('shows the field messages under the fields and sends nothing when empty', async () => {
    let sent = 0;
    // The page asks whether to offer school sign-in (a GET); the form's sign-in is the post that must not go.
    api.transport = async (config) => {
      if (config.method === 'post') sent++;
      return { data: {}, status: 200 };
    };
    renderLogin('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('signs in and goes to the redirect target', async () => {
    const signedIn = { token: 't', message: 'Signed in successfully.', user: { id: '1', name: 'A', email: 'admin@folio.test', role: 'admin', profile_picture: null } };
    api.transport = async (config) => ({
      data: config.url === '/auth/me/abilities' ? { data: ABILITIES.admin } : signedIn,
      status: 200,
    });
    const { store, router } = renderLogin('/login?redirect=%2Fadmin%2Forders');
    await userEvent.type(screen.getByLabelText('Email'), 'admin@folio.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/admin/orders'));
    expect(store.getState().auth.user?.role).toBe('admin');
    expect(store.getState().auth.user?.abilities).toEqual(ABILITIES.admin);
  });
});
