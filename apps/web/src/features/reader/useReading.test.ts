import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient } from '../../http/client';
import { pageRangeFetcher } from './useReading';

const answer = (status: number, data: unknown): AxiosAdapter => async (config: InternalAxiosRequestConfig) => {
  const response = { data, status, statusText: String(status), headers: {}, config };
  if (status >= 400) throw new AxiosError('failed', String(status), config, {}, response);
  return response;
};
const range = { from: 2, pages: [], next: null, readable: 4 };
const saved = { api: api.defaults.adapter, plain: axios.defaults.adapter };

afterEach(() => {
  configureApiClient({ getToken: () => null });
  api.defaults.adapter = saved.api;
  axios.defaults.adapter = saved.plain;
});

describe('fetching pages by range', () => {
  it('asks for the range with the session, and answers the range', async () => {
    configureApiClient({ getToken: () => 'token' });
    const adapter = vi.fn(answer(200, { data: range }));
    api.defaults.adapter = adapter;
    expect(await pageRangeFetcher('b 1', false)(2, 6)).toEqual(range);
    const config = adapter.mock.calls[0]![0];
    expect(config.url).toBe('/public/ebooks/b%201/pages');
    expect(config.params).toEqual({ from: 2, count: 6 });
    expect(config.headers.Authorization).toBe('Bearer token');
  });

  it('reads on as a visitor when the session is refused, as the book was opened', async () => {
    api.defaults.adapter = answer(401, { message: 'Please sign in to continue.' });
    const visitor = vi.fn(answer(200, { data: range }));
    axios.defaults.adapter = visitor;
    expect(await pageRangeFetcher('b1', false)(2, 6)).toEqual(range);
    expect(visitor.mock.calls[0]![0].headers.Authorization).toBeUndefined();
  });
});
