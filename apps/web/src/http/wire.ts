import type { i18n as I18n } from 'i18next';
import type { AppStore } from '../app/store';
import { currentLocation, loginPathFor, navigateTo } from '../app/navigation';
import { logout } from '../features/auth/authSlice';
import { configureApiClient, DATA_FETCHING_ERROR, REQUEST_FAILED, REQUEST_SUCCESSFUL } from './client';
import { serverText } from './serverText';

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

/** Connects the API client to the store, the router and the toasts (spec §7, §8, §4 Auth). */
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
  });
}
