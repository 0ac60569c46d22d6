import type { i18n as I18n } from 'i18next';
import type { AppStore } from './store';
import { loadFontsForText } from './fonts';
import { currentLocation, loginPathFor, navigateTo } from './navigation';
import { logout } from '../features/auth/authSlice';
import { configureApiClient, DATA_FETCHING_ERROR, REQUEST_FAILED, REQUEST_SUCCESSFUL } from '../http/client';
import { serverText } from '../http/serverText';

const FALLBACK_KEYS: Record<string, string> = {
  [REQUEST_SUCCESSFUL]: 'api.requestSuccessful',
  [REQUEST_FAILED]: 'api.requestFailed',
  [DATA_FETCHING_ERROR]: 'api.dataFetchingError',
};

/**
 * The toasts' code loads with the first toast (components/Toasts.tsx): it is not part of a page's first load. The
 * same message again refreshes its toast rather than stacking another (components/showToast.ts).
 */
const toastOf = (kind: 'success' | 'error') => (message: string) => void import('../components/showToast').then(({ showToast }) => showToast(kind, message));

/**
 * Connects the API client to the store, the router, the toasts and the fonts (spec §7, §8, §4 Auth). It lives in
 * app/, where the app is put together: the http layer knows nothing of the features and the app around it.
 */
export function wireApiClient(store: AppStore, i18n: I18n) {
  configureApiClient({
    getToken: () => store.getState().auth.token,
    onUnauthorized: () => {
      const here = currentLocation();
      store.dispatch(logout());
      if (!here.startsWith('/login')) navigateTo(loginPathFor(here), { replace: true });
    },
    onForbidden: () => navigateTo('/unauthorized'),
    toastSuccess: toastOf('success'),
    toastError: toastOf('error'),
    translate: (text) => (FALLBACK_KEYS[text] ? i18n.t(FALLBACK_KEYS[text]) : text),
    translateServer: (message, code, params) => serverText(i18n, message, code, params),
    // Content in another script than the interface's brings its fonts (app/fonts.ts).
    answered: loadFontsForText,
  });
}
