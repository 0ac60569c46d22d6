// The sign-in page's school sign-in: the button when the server offers it, and a refused sign-in said in words.
import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import arAuth from '../../../public/locales/ar/auth.json';
import { memoryRouter } from '../../test/router';
import { renderWithStore } from '../../test/render';
import { serve } from '../ebooks/testing';
import LoginPage from './LoginPage';

const showLogin = (url: string) => renderWithStore(memoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: [url] }).element);

afterEach(async () => {
  await i18n.changeLanguage('en');
  i18n.removeResourceBundle('ar', 'auth');
});

describe('school sign-in on the sign-in page', () => {
  it("offers 'Sign in with' the school's name, to the server's start with the page's redirect", async () => {
    serve((key) => (key === 'GET /auth/oidc' ? [200, { data: { enabled: true, name: 'Springfield School' } }] : undefined));
    showLogin('/login?redirect=%2Fadmin%2Fclasses');
    const link = await screen.findByRole('link', { name: 'Sign in with Springfield School' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start?redirect=%2Fadmin%2Fclasses');
  });

  it('offers nothing when the site has no school sign-in', async () => {
    const seen = serve((key) => (key === 'GET /auth/oidc' ? [200, { data: { enabled: false, name: '' } }] : undefined));
    showLogin('/login');
    await waitFor(() => expect(seen.some((call) => call.url === '/auth/oidc')).toBe(true));
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it('says why a school sign-in came back refused, in the reader’s language, and nothing for an unknown reason', async () => {
    serve(() => undefined);
    i18n.addResourceBundle('ar', 'auth', arAuth);
    await i18n.changeLanguage('ar');
    showLogin('/login?school_error=pupilAccount');
    expect((await screen.findByRole('alert')).textContent).toBe(arAuth.school.errors.pupilAccount);
  });

  it('shows no message for a reason it does not know', async () => {
    serve(() => undefined);
    showLogin('/login?school_error=%3Cscript%3E');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
