// The shapes of a call to the server as the client and its transports see them: apart from both, so that a
// transport (transport.ts, a test's) and the client that calls it need not import each other.
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a call may say besides its address and body. */
export interface CallOptions {
  /** The query string; undefined and null values are left out. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /**
   * false: no toast for this call (spec §8 "unless notifications are disabled"); 'success': only the
   * success toast, because the screen words the failure itself (e.g. 'Error submitting form').
   */
  notify?: boolean | 'success';
  /** true: a 401/403 answer is the caller's business (sign-in forms), not a redirect. */
  skipAuthRedirect?: boolean;
  /** true: sent as a visitor's, without the session's token (a token the server refused). */
  withoutToken?: boolean;
  /** 'blob': a successful answer is a file, kept as it came. */
  responseType?: 'json' | 'blob';
  /** Called as the body goes up (uploads): bytes sent so far, and of how many (0 when unknown). */
  onUploadProgress?: (loaded: number, total: number) => void;
}

export interface CallRequest extends CallOptions {
  url: string;
  method?: Method;
  /** A JSON body, or a form or file sent as it is. */
  data?: unknown;
}

/** A request as it leaves the client: the body serialised, the headers complete. */
export interface SentRequest extends Omit<CallOptions, 'headers'> {
  method: Method;
  /** The path under the client's base (`/admin/ebooks`), without the query string. */
  url: string;
  headers: Record<string, string>;
  /** JSON text, or the form or file as given. */
  data?: string | FormData | Blob;
}

/** What came back: the status and the body (JSON parsed, else text; a Blob when asked and successful). */
export interface Answer<T = unknown> {
  status: number;
  data: T;
  /** The body's text as it came, when it was text. */
  text?: string;
}

/** Sends a request and answers whatever came back; throws only when nothing came (the network). */
export type Transport = (request: SentRequest, baseURL: string) => Promise<Answer>;
