import Cookies from 'js-cookie';
import { AUTH_COOKIE_DAYS } from '@folio/shared';
import type { SessionUser } from './authSlice';

const TOKEN_COOKIE = 'token';
const USER_COOKIE = 'user';

/**
 * Spec §9: 7 days, path /, secure, SameSite lax, shared across the configured domain. Browsers refuse
 * Secure cookies on plain HTTP except on localhost, so a plain-HTTP deployment on another host would lose
 * its sign-in at every reload: there, and only there, the flag is dropped.
 */
export function cookieAttributes(): Cookies.CookieAttributes {
  const { protocol, hostname } = window.location;
  const localhost = hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
  return {
    expires: AUTH_COOKIE_DAYS,
    path: '/',
    secure: protocol === 'https:' || localhost,
    sameSite: 'lax',
    ...(import.meta.env.VITE_COOKIE_DOMAIN ? { domain: import.meta.env.VITE_COOKIE_DOMAIN } : {}),
  };
}

export function writeAuthCookies(token: string, user: SessionUser) {
  Cookies.set(TOKEN_COOKIE, token, cookieAttributes());
  writeUserCookie(user);
}

export function writeUserCookie(user: SessionUser) {
  Cookies.set(USER_COOKIE, JSON.stringify(user), cookieAttributes());
}

export function clearAuthCookies() {
  const { path, domain } = cookieAttributes();
  Cookies.remove(TOKEN_COOKIE, { path, domain });
  Cookies.remove(USER_COOKIE, { path, domain });
}

export function readAuthCookies(): { token?: string; user?: string } {
  return { token: Cookies.get(TOKEN_COOKIE), user: Cookies.get(USER_COOKIE) };
}
