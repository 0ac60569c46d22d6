import type { AxiosError} from 'axios';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { loadFontsForText } from '../app/fonts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * false: no toast for this call (spec §8 "unless notifications are disabled"); 'success': only the
     * success toast, because the screen words the failure itself (e.g. 'Error submitting form').
     */
    notify?: boolean | 'success';
    /** true: a 401/403 answer is the caller's business (sign-in forms), not a redirect. */
    skipAuthRedirect?: boolean;
  }
}

/** What the client needs from the app; set once at start (and by tests), so that this file imports no store. */
interface ApiClientHooks {
  getToken: () => string | null | undefined;
  onUnauthorized: () => void;
  onForbidden: () => void;
  toastSuccess: (message: string) => void;
  toastError: (message: string) => void;
  /** Translates the client's own fallback texts. */
  translate: (text: string) => string;
  /** Says a server message (its words, and its code and values when sent) in the reader's language. */
  translateServer: (message: string, code?: string, params?: Record<string, string | number>) => string;
}

export const REQUEST_SUCCESSFUL = 'Request successful!';
export const REQUEST_FAILED = 'Request failed. Please try again.';
export const DATA_FETCHING_ERROR = 'Data fetching error';

let hooks: ApiClientHooks = {
  getToken: () => null,
  onUnauthorized: () => {},
  onForbidden: () => {},
  toastSuccess: () => {},
  toastError: () => {},
  translate: (t) => t,
  translateServer: (message) => message,
};

export function configureApiClient(next: Partial<ApiClientHooks>) {
  hooks = { ...hooks, ...next };
}

/** The message of an answer, in the reader's language (a 4xx answer carries its code and values beside the words). */
const serverMessage = (data: unknown): string | undefined => {
  const { message, code, params } = (data ?? {}) as { message?: unknown; code?: unknown; params?: unknown };
  if (typeof message !== 'string' || !message) return undefined;
  return hooks.translateServer(message, typeof code === 'string' ? code : undefined, params && typeof params === 'object' ? (params as Record<string, string | number>) : undefined);
};

const isRead = (config?: InternalAxiosRequestConfig) => (config?.method ?? 'get').toLowerCase() === 'get';

/**
 * The one API client (spec §7, §8): base `/api` (VITE_API_BASE_URL), Bearer token when signed in, no
 * time-out; toasts for every non-GET call; 401 signs out and goes to login, 403 to the unauthorized page.
 */
export const api: AxiosInstance = axios.create({ baseURL: import.meta.env.VITE_API_BASE_URL ?? '/api', timeout: 0 });

api.interceptors.request.use((config) => {
  const token = hooks.getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(
  (response) => {
    // Content in another script than the interface's brings its fonts (app/fonts.ts); the raw text is
    // searched, so nothing is serialised again.
    const textual = [undefined, 'json', 'text'].includes(response.config.responseType);
    const raw = textual ? (response.request as XMLHttpRequest | undefined)?.responseText : undefined;
    if (typeof raw === 'string') loadFontsForText(raw);
    if (!isRead(response.config) && response.config.notify !== false) {
      hooks.toastSuccess(serverMessage(response.data) ?? hooks.translate(REQUEST_SUCCESSFUL));
    }
    return response;
  },
  (error: AxiosError) => {
    const config = error.config;
    const status = error.response?.status;
    if (!isRead(config) && config?.notify !== false && config?.notify !== 'success') {
      hooks.toastError(serverMessage(error.response?.data) ?? hooks.translate(REQUEST_FAILED));
    }
    if (!config?.skipAuthRedirect) {
      if (status === 401) hooks.onUnauthorized();
      else if (status === 403) hooks.onForbidden();
    }
    return Promise.reject(error);
  },
);

/**
 * A failed call as the data layer keeps it (RTK Query stores errors in the state, so they must be plain data):
 * the HTTP status (null when no answer came), the answer's body, and what to show (spec §8).
 */
export interface ApiError {
  status: number | null;
  data: unknown;
  message: string;
}

const isApiError = (error: unknown): error is ApiError =>
  typeof error === 'object' && error !== null && 'status' in error && 'data' in error && 'message' in error;

/** The status and body of a failed call's answer, whether it failed through the client or the data layer. */
const answerOf = (error: unknown): { status: number | null; data: unknown } | undefined => {
  if (axios.isAxiosError(error)) return { status: error.response?.status ?? null, data: error.response?.data };
  return isApiError(error) ? error : undefined;
};

/** The HTTP status of a failed call, or null when no answer came. */
export const errorStatus = (error: unknown): number | null => answerOf(error)?.status ?? null;

/** The message of a failed call, as the server sent it, or the given fallback. */
export const errorMessage = (error: unknown, fallback: string): string => serverMessage(answerOf(error)?.data) || fallback;

/** Field errors of a 422 answer (`{ errors: { field: [text] } }`). */
export const fieldErrors = (error: unknown): Record<string, string[]> => {
  const answer = answerOf(error);
  if (answer?.status !== 422) return {};
  const errors = (answer.data as { errors?: Record<string, string[]> } | undefined)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
};

/** A failure of the client as plain data; a read says the server's message or 'Data fetching error' (spec §8). */
export const toApiError = (error: unknown, method = 'get'): ApiError => ({
  status: errorStatus(error),
  data: answerOf(error)?.data ?? null,
  message: errorMessage(error, hooks.translate(method.toLowerCase() === 'get' ? DATA_FETCHING_ERROR : REQUEST_FAILED)),
});
