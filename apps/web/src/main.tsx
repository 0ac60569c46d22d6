import { store } from './app/store';
import { renderApp } from './app/renderApp';
import { createRouter } from './app/router';
import { i18n, initI18n } from './app/i18n';
import { api } from './http/client';
import { wireApiClient } from './app/wireApiClient';
import { updateUser } from './features/auth/authSlice';
import { nextTask } from './app/nextTask';
import type { MeResponse } from '@folio/shared';

/**
 * The app renders once its first screen can: the screen's code and texts, and the app's own texts, have arrived.
 * Rendered before, the screen would suspend, its boundary would show a spinner, and React shows what replaces a
 * spinner no sooner than 300 ms after it appeared (FALLBACK_THROTTLE_MS): a reader whose book and code arrive
 * together drew its first spread 300 ms late. The page shows its own spinner meanwhile (index.html). Should a
 * request hang, the app renders after FIRST_SCREEN_WAIT_MS all the same, and the screens show their own waiting.
 */
const FIRST_SCREEN_WAIT_MS = 4000;

function startApp() {
  const texts = initI18n();
  wireApiClient(store, i18n);
  const { app, opening } = createRouter();

  // The cookies may hold an older copy of the user (a changed name or role, and so abilities): refresh it once
  // per visit. A 401 here signs the visitor out through the client's own handling. The abilities' check (zod)
  // loads only for a signed-in visitor.
  if (store.getState().auth.isAuthenticated) {
    Promise.all([api.get<MeResponse>('/auth/me'), import('./features/auth/session').then(({ fetchAbilities }) => fetchAbilities())])
      .then(([{ data }, abilities]) => store.dispatch(updateUser({ ...data.data, abilities })))
      .catch(() => {});
  }

  void Promise.race([Promise.all([texts, opening]), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(() => renderApp(app));
}

// The app's code has just been evaluated, a long task on a phone: its setup (the router, which asks for the first
// screen's code, and the texts) runs in the next task, so that the browser has its turn between the two (at a
// phone's 4× slower CPU, one task of 100–150 ms, of which the setup was about 55).
void nextTask().then(startApp);
