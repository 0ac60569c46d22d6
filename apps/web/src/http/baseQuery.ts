import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { api, toApiError, type ApiError } from './client';

/** One call of an API slice endpoint, made through the one API client (spec §7). */
export interface ClientRequest {
  url: string;
  method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The JSON body of a write. */
  body?: unknown;
  /** The query string. Empty values are left out: a cleared filter is no filter. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The client's toast option (spec §8): false for none, 'success' when the screen words the failure itself. */
  notify?: boolean | 'success';
  /**
   * false: a 401 or 403 is this call's own business, neither a sign-out nor a trip to another page. A call the
   * user did not make (the editor's background autosave) must not take them away from unsaved work.
   */
  redirectOnAuthError?: boolean;
}

const withoutEmpty = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/**
 * The API slice's base query: the API client does the work (Bearer header, toasts, 401 and 403 handling), and
 * its failures become plain data, as RTK Query keeps errors in the store.
 */
export const clientBaseQuery: BaseQueryFn<ClientRequest | string, unknown, ApiError> = async (request) => {
  const { url, method = 'get', body, params, headers, notify, redirectOnAuthError = true } = typeof request === 'string' ? { url: request } : request;
  try {
    const response = await api.request({ url, method, data: body, params: params && withoutEmpty(params), headers, notify, skipAuthRedirect: !redirectOnAuthError });
    return { data: response.data };
  } catch (error) {
    return { error: toApiError(error, method) };
  }
};
