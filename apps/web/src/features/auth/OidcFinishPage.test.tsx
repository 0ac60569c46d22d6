// /login/school: the callback's one-time code becomes the session, stored as a sign-in stores it, or a clear refusal.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OIDC_MESSAGES, type User } from '@folio/shared';
import { memoryRouter } from '../../test/router';
import { renderWithStore } from '../../test/render';
import { ABILITIES } from '../../test/abilities';
import { serve } from '../ebooks/testing';
import { clearAuthCookies } from './authCookies';
import OidcFinishPage from './OidcFinishPage';

const CODE = 'one-time-code-0123456789';
const pupil: User = { id: '5e1c0000-0000-4000-8000-0000000000a1', name: 'Bart', email: null, role: 'student', is_active: true, profile_picture: null, mobile: null, bio: null, address: null, created_at: '2026-12-01T10:00:00.000Z' };

/** /login/school with `hash`, the address bar holding it too, as after the callback's redirect. */
function showFinish(hash: string) {
  window.history.replaceState(null, '', `/login/school${hash}`);
  const router = memoryRouter(
    [
      { path: '/login/school', element: <OidcFinishPage /> },
      { path: '/login', element: <p>sign-in page</p> },
      { path: '*', element: <p>somewhere else</p> },
    ],
    { initialEntries: [`/login/school${hash}`] },
  );
  const { store } = renderWithStore(router.element);
  return { router, store };
}

afterEach(() => clearAuthCookies());

describe('finishing a school sign-in', () => {
  it('trades the code once for the session, stores it as the sign-in form does, and goes where it was asked to', async () => {
    const seen = serve((key) => {
      if (key === 'POST /auth/oidc/session') return [200, { token: 'school-token', user: pupil, message: OIDC_MESSAGES.signedIn }];
      if (key === 'GET /auth/me/abilities') return [200, { data: ABILITIES.user }];
      return undefined;
    });
    const { router, store } = showFinish(`#code=${CODE}&to=%2Fclassroom`);
    expect(screen.getByText('Signing you in…')).toBeTruthy();
    await waitFor(() => expect(router.history.location.pathname).toBe('/classroom'));
    expect(router.history.action).toBe('REPLACE');
    // The spent code is out of the address bar, and was sent once.
    expect(window.location.hash).toBe('');
    expect(seen.filter((call) => call.url === '/auth/oidc/session').map((call) => JSON.parse(call.data as string))).toEqual([{ code: CODE }]);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, token: 'school-token', user: { id: pupil.id, abilities: ABILITIES.user } });
    expect(document.cookie).toContain('token=school-token');
  });

  it('never goes to another site', async () => {
    serve((key) => {
      if (key === 'POST /auth/oidc/session') return [200, { token: 'school-token', user: { ...pupil, role: 'user' }, message: OIDC_MESSAGES.signedIn }];
      if (key === 'GET /auth/me/abilities') return [200, { data: ABILITIES.user }];
      return undefined;
    });
    const { router } = showFinish(`#code=${CODE}&to=${encodeURIComponent('//evil.example/')}`);
    await waitFor(() => expect(router.history.location.pathname).toBe('/admin'));
  });

  it('says a used or missing code has expired, with the way back to sign in', async () => {
    serve((key) => (key === 'POST /auth/oidc/session' ? [410, { message: OIDC_MESSAGES.handoffExpired }] : undefined));
    const { store } = showFinish(`#code=${CODE}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in has expired or was used already. Please sign in again.');
    expect(screen.getByRole('heading', { name: 'Sign-in did not finish' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(store.getState().auth.isAuthenticated).toBe(false);

    showFinish('');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});
