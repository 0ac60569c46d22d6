import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { clearAuthCookies, writeAuthCookies, writeUserCookie } from './authCookies';
import { login, logout, updateUser, type AuthState } from './authSlice';

/** Keeps the `token` and `user` cookies in step with the auth slice (spec §4 Auth). */
export const authCookieSync = createListenerMiddleware();

authCookieSync.startListening({
  matcher: isAnyOf(login, logout, updateUser),
  effect: (action, api) => {
    const { auth } = api.getState() as { auth: AuthState };
    if (logout.match(action)) clearAuthCookies();
    else if (login.match(action) && auth.token && auth.user) writeAuthCookies(auth.token, auth.user);
    else if (updateUser.match(action) && auth.user) writeUserCookie(auth.user);
  },
});
