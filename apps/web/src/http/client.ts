import { sendByFetch } from './transport';
import { ACCEPT_JSON, API_BASE } from './earlyAnswers';
import type { Answer, CallOptions, CallRequest, SentRequest, Transport } from './wire';

// Callers and tests name a request and a transport through the client; the transport itself reads them from wire.ts.
export type { SentRequest, Transport } from './wire';

/**
 * A call that got an answer outside 2xx, or none (`status` null): its status, body and the request. It has the
 * shape of the data layer's `ApiError`, so the helpers below read both alike.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number | null,
    readonly data: unknown,
    readonly request: SentRequest,
  ) {
    super(status === null ? `${request.method.toUpperCase()} ${request.url}: no answer` : `${request.method.toUpperCase()} ${request.url}: ${status}`);
    this.name = 'HttpError';
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
  /** Sees the text of every successful answer (content in another script than the interface's brings its fonts). */
  answered: (text: string) => void;
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
  answered: () => {},
};

export function configureApiClient(next: Partial<ApiClientHooks>) {
  hooks = { ...hooks, ...next };
}

/** The signed-in user's token, for the few requests made outside the client (a keepalive fetch of reading analytics). */
export const currentToken = (): string | null => hooks.getToken() ?? null;

/** The message of an answer, in the reader's language (a 4xx answer carries its code and values beside the words). */
const serverMessage = (data: unknown): string | undefined => {
  const { message, code, params } = (data ?? {}) as { message?: unknown; code?: unknown; params?: unknown };
  if (typeof message !== 'string' || !message) return undefined;
  return hooks.translateServer(message, typeof code === 'string' ? code : undefined, params && typeof params === 'object' ? (params as Record<string, string | number>) : undefined);
};

/**
 * Whether a 403 refuses something in particular, in words of its own (a plan's limit on a new book), rather than
 * saying the user may not be here: the generic refusal (`forbidden`) or none at all.
 */
const refusesInWords = (data: unknown) => {
  const code = (data as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== 'forbidden';
};

const isBinary = (data: unknown): data is FormData | Blob => (typeof FormData !== 'undefined' && data instanceof FormData) || (typeof Blob !== 'undefined' && data instanceof Blob);

/** The request as it leaves: the token as a Bearer header, a JSON body serialised with its content type. */
function prepare({ url, method = 'get', data, headers, ...options }: CallRequest): SentRequest {
  const sent: SentRequest = { ...options, url, method, headers: { Accept: ACCEPT_JSON, ...headers } };
  const token = options.withoutToken ? null : hooks.getToken();
  if (token) sent.headers.Authorization = `Bearer ${token}`;
  if (isBinary(data)) sent.data = data;
  else if (data !== undefined) {
    sent.data = JSON.stringify(data);
    sent.headers['Content-Type'] ??= 'application/json';
  }
  return sent;
}

/**
 * One call through the client's rules (spec §7, §8): toasts for every non-GET call, 401 signs out and goes to
 * login, 403 to the unauthorized page; an answer outside 2xx, or none, is thrown as an HttpError.
 */
async function call<T>(client: ApiClient, request: CallRequest): Promise<Answer<T>> {
  const sent = prepare(request);
  const write = sent.method !== 'get';
  let answer: Answer;
  try {
    answer = await client.transport(sent, client.baseURL);
  } catch {
    answer = { status: 0, data: null };
  }
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok) {
    // The raw text is handed on, so nothing is serialised again.
    if (answer.text) hooks.answered(answer.text);
    if (write && sent.notify !== false) hooks.toastSuccess(serverMessage(answer.data) ?? hooks.translate(REQUEST_SUCCESSFUL));
    return answer as Answer<T>;
  }
  if (write && sent.notify !== false && sent.notify !== 'success') hooks.toastError(serverMessage(answer.data) ?? hooks.translate(REQUEST_FAILED));
  if (!sent.skipAuthRedirect) {
    if (answer.status === 401) hooks.onUnauthorized();
    // A 403 that refuses in words of its own (a plan's limit on a new book) is said in the toast, on the page the
    // user is on. The generic one says the user may not be where they are.
    else if (answer.status === 403 && !refusesInWords(answer.data)) hooks.onForbidden();
  }
  throw new HttpError(answer.status || null, answer.data, sent);
}

export interface ApiClient {
  /** The API's address: `/api`, or VITE_API_BASE_URL. */
  baseURL: string;
  /** How requests travel: fetch, or XMLHttpRequest for uploads that report progress. Tests put their own. */
  transport: Transport;
  request<T = unknown>(request: CallRequest): Promise<Answer<T>>;
  get<T = unknown>(url: string, options?: CallOptions): Promise<Answer<T>>;
  delete<T = unknown>(url: string, options?: CallOptions): Promise<Answer<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: CallOptions): Promise<Answer<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: CallOptions): Promise<Answer<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: CallOptions): Promise<Answer<T>>;
}

/**
 * The one API client (spec §7, §8): base `/api` (VITE_API_BASE_URL), Bearer token when signed in, no
 * time-out. Written on fetch rather than a library (decision record 014): it is what every public page loads first.
 */
export const api: ApiClient = {
  baseURL: API_BASE,
  transport: sendByFetch,
  request: (request) => call(api, request),
  get: (url, options) => call(api, { ...options, url, method: 'get' }),
  delete: (url, options) => call(api, { ...options, url, method: 'delete' }),
  post: (url, data, options) => call(api, { ...options, url, method: 'post', data }),
  put: (url, data, options) => call(api, { ...options, url, method: 'put', data }),
  patch: (url, data, options) => call(api, { ...options, url, method: 'patch', data }),
};

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
const answerOf = (error: unknown): { status: number | null; data: unknown } | undefined => (error instanceof HttpError || isApiError(error) ? error : undefined);

/** The HTTP status of a failed call, or null when no answer came. */
export const errorStatus = (error: unknown): number | null => answerOf(error)?.status ?? null;

/** The body of a failed call's answer, whether it failed through the client or the data layer. */
export const errorBody = (error: unknown): unknown => answerOf(error)?.data;

/** The message of a failed call, as the server sent it, or the given fallback. */
export const errorMessage = (error: unknown, fallback: string): string => serverMessage(errorBody(error)) || fallback;

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
  data: errorBody(error) ?? null,
  message: errorMessage(error, hooks.translate(method.toLowerCase() === 'get' ? DATA_FETCHING_ERROR : REQUEST_FAILED)),
});
