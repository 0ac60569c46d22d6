/** The API's address (VITE_API_BASE_URL, else `/api`): the client's base, and the early requests'. */
export const API_BASE: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

/** The Accept header of every call the client makes; an early request sends the same headers as the client would. */
export const ACCEPT_JSON = 'application/json, text/plain, */*';

/** How long an early answer waits to be taken: after that the client asks again (RTK Query keeps answers as long). */
export const EARLY_ANSWER_MS = 60_000;

/** Early requests by their address and headers. */
const sent = new Map<string, Promise<Response>>();

const keyOf = (address: string, headers: Record<string, string>) => JSON.stringify([address, Object.entries(headers).sort(([a], [b]) => a.localeCompare(b))]);

/**
 * Sends a GET before the app's code has loaded (from the page's entry, boot.ts), for the API client to take
 * instead of sending it again: a reader's or the editor's address needs its book and pages, which are known from the
 * address alone, while the app's code takes the longest to arrive and start. Whatever comes back is the
 * client's to read, as if it had sent the request itself.
 */
export function sendEarly(address: string, headers: Record<string, string>): Promise<Response> {
  const key = keyOf(address, headers);
  const response = fetch(address, { headers });
  // A request that fails is the taker's to see; until then nobody waits on it.
  response.catch(() => {});
  sent.set(key, response);
  setTimeout(() => {
    if (sent.get(key) === response) sent.delete(key);
  }, EARLY_ANSWER_MS);
  return response;
}

/** The session's token as the app reads it from its cookie (features/auth/authCookies.ts), or none. */
export function sessionToken(): string | undefined {
  const cookie = document.cookie.split('; ').find((pair) => pair.startsWith('token='));
  return cookie ? decodedParam(cookie.slice('token='.length)) || undefined : undefined;
}

/**
 * A request's full address as the client sends it (transport.ts), and as an early request is keyed: the base, the
 * path, and the query string of `params` without empty values.
 */
export function apiAddress(url: string, params: Record<string, unknown> = {}, base: string = API_BASE): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const search = query.toString();
  return `${base}${url}${search ? (url.includes('?') ? '&' : '?') + search : ''}`;
}

/**
 * Sends early a GET of the API (`path` under API_BASE, with `params` as the client would add them) with the
 * headers the client would send: its Accept, and the session's token when there is one. The answer is the
 * client's: a caller that reads it too reads a clone, at once (see sendEarly's callers).
 */
export function getEarly(path: string, params?: Record<string, unknown>): Promise<Response> {
  const token = sessionToken();
  return sendEarly(apiAddress(path, params), { Accept: ACCEPT_JSON, ...(token ? { Authorization: `Bearer ${token}` } : {}) });
}

/**
 * What an early answer says, for the page's entry to act on (its pictures, a PDF book's file), or undefined when it
 * failed. Read from a clone taken in the answer's first callback: registered before the client's, it leaves the
 * answer whole for the client, which reads it when it takes it.
 */
export function peekEarly<T>(answer: Promise<Response>): Promise<T | undefined> {
  return answer.then((response) => (response.ok ? (response.clone().json() as Promise<T>) : undefined));
}

/** A part of an address or a cookie's value, percent-decoded (as the router decodes its params); undefined when it is not valid percent-encoding. */
export function decodedParam(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The answer of an early GET to this address with these same headers (the same token, or none), once; undefined
 * when there is none, so that the client sends the request itself.
 */
export function takeEarly(address: string, headers: Record<string, string>): Promise<Response> | undefined {
  const key = keyOf(address, headers);
  const response = sent.get(key);
  sent.delete(key);
  return response;
}
