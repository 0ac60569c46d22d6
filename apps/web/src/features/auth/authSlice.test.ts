import { configureStore } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { authReducer, initFromCookies, login, logout, updateUser, type SessionUser } from './authSlice';
import { authCookieSync } from './authCookieSync';
import { cookieAttributes, readAuthCookies } from './authCookies';
import { ABILITIES } from '../../test/abilities';

const user: SessionUser = { id: 'u1', name: 'Lena Park', email: 'user@folio.test', role: 'user', profile_picture: null, abilities: ABILITIES.user };

const makeStore = () =>
  configureStore({ reducer: { auth: authReducer }, middleware: (d) => d().prepend(authCookieSync.middleware) });

describe('auth slice and cookies (spec §4 Auth)', () => {
  beforeEach(() => {
    Cookies.remove('token', { path: '/' });
    Cookies.remove('user', { path: '/' });
  });

  it('login stores token and user and writes both cookies', () => {
    const store = makeStore();
    store.dispatch(login({ token: 'tok', user }));
    expect(store.getState().auth).toEqual({ isAuthenticated: true, token: 'tok', user });
    expect(Cookies.get('token')).toBe('tok');
    expect(JSON.parse(Cookies.get('user')!)).toEqual(user);
  });

  it('logout clears the state and both cookies', () => {
    const store = makeStore();
    store.dispatch(login({ token: 'tok', user }));
    store.dispatch(logout());
    expect(store.getState().auth).toEqual({ isAuthenticated: false, token: null, user: null });
    expect(readAuthCookies()).toEqual({ token: undefined, user: undefined });
  });

  it('update-user rewrites the user cookie and keeps the token', () => {
    const store = makeStore();
    store.dispatch(login({ token: 'tok', user }));
    store.dispatch(updateUser({ ...user, name: 'Lena Kim' }));
    expect(JSON.parse(Cookies.get('user')!).name).toBe('Lena Kim');
    expect(Cookies.get('token')).toBe('tok');
    expect(store.getState().auth.user?.name).toBe('Lena Kim');
  });

  it('keeps only the session fields of a user (a cookie holds 4 KB at most)', () => {
    const store = makeStore();
    store.dispatch(login({ token: 'tok', user: { ...user, bio: 'x'.repeat(5000) } as SessionUser }));
    expect(store.getState().auth.user).toEqual(user);
  });

  it.each([
    ['both cookies', { token: 'tok', user: JSON.stringify(user) }, true],
    ['only the token cookie', { token: 'tok' }, false],
    ['only the user cookie', { user: JSON.stringify(user) }, false],
    ['no cookies', {}, false],
    ['an unreadable user cookie', { token: 'tok', user: '{not json' }, false],
    ['a user cookie without a known role', { token: 'tok', user: JSON.stringify({ ...user, role: 'root' }) }, false],
    ['a user cookie without abilities (an older release)', { token: 'tok', user: JSON.stringify({ ...user, abilities: undefined }) }, false],
  ])('init-from-cookies with %s: authenticated is %s', (_name, cookies, expected) => {
    const state = authReducer(undefined, initFromCookies(cookies));
    expect(state.isAuthenticated).toBe(expected);
    expect(state.token).toBe(expected ? 'tok' : null);
  });

  it('keeps the abilities of the account when an answer without them updates it, and drops them for another account', () => {
    const store = makeStore();
    store.dispatch(login({ token: 'tok', user }));
    const { abilities: _kept, ...profile } = user;
    store.dispatch(updateUser({ ...profile, name: 'Lena Kim' }));
    expect(store.getState().auth.user?.abilities).toEqual(ABILITIES.user);
    expect(JSON.parse(Cookies.get('user')!).abilities).toEqual(ABILITIES.user);
    store.dispatch(login({ token: 'other', user: { ...profile, id: 'u2' } }));
    expect(store.getState().auth.user?.abilities.pages.dashboard).toBe(false);
    // Until the API says otherwise, the orders list is taken to hold the account's own purchases alone.
    expect(store.getState().auth.user?.abilities.orders).toEqual({ view: false, update_status: false, mark_payment: false, scope: 'own' });
  });

  it('writes cookies for 7 days on path / with Secure and SameSite lax (spec §9)', () => {
    const attrs = cookieAttributes();
    expect(attrs).toMatchObject({ expires: 7, path: '/', secure: true, sameSite: 'lax' });
  });
});
