import { store } from './app/store';
import { renderApp } from './app/renderApp';
import { createRouter } from './app/router';
import { i18n, initI18n } from './app/i18n';
import { api } from './http/client';
import { wireApiClient } from './http/wire';
import { updateUser } from './features/auth/authSlice';
import type { MeResponse } from '@folio/shared';

void initI18n();
wireApiClient(store, i18n);
const router = createRouter();

// The cookies may hold an older copy of the user (a changed name or role, and so abilities): refresh it once
// per visit. A 401 here signs the visitor out through the client's own handling. The abilities' check (zod)
// loads only for a signed-in visitor.
if (store.getState().auth.isAuthenticated) {
  Promise.all([api.get<MeResponse>('/auth/me'), import('./features/auth/session').then(({ fetchAbilities }) => fetchAbilities())])
    .then(([{ data }, abilities]) => store.dispatch(updateUser({ ...data.data, abilities })))
    .catch(() => {});
}

renderApp(router);
