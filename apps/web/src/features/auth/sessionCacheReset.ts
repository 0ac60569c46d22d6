import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { apiSlice } from '../../http/api';
import { login, logout } from './authSlice';

/**
 * Server data read in one session must not show in the next: a book read in full, an order list or a
 * dashboard belongs to the account that read it. Signing in or out empties the data cache.
 */
export const sessionCacheReset = createListenerMiddleware();

sessionCacheReset.startListening({
  matcher: isAnyOf(login, logout),
  effect: (_action, api) => {
    api.dispatch(apiSlice.util.resetApiState());
  },
});
