import { createElement, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { api, configureApiClient, type SentRequest, type Transport } from '../../http/client';
import { pageRangeFetcher, useReading } from './useReading';

const answer = (status: number, data: unknown): Transport => async () => ({ status, data });
/** Refuses the session's token, and answers a visitor's request (one without a token) through `visitor`. */
const refusingTheSession = (visitor: Transport): Transport => async (config: SentRequest, base) =>
  config.headers.Authorization ? { status: 401, data: { message: 'Please sign in to continue.' } } : visitor(config, base);
const range = { from: 2, pages: [], next: null, readable: 4 };
const saved = api.transport;

afterEach(() => {
  configureApiClient({ getToken: () => null });
  api.transport = saved;
});

describe('fetching pages by range', () => {
  it('asks for the range with the session, and answers the range', async () => {
    configureApiClient({ getToken: () => 'token' });
    const adapter = vi.fn(answer(200, { data: range }));
    api.transport = adapter;
    expect(await pageRangeFetcher(createStore().dispatch, 'b 1', false)(2, 6)).toEqual(range);
    const config = adapter.mock.calls[0]![0];
    expect(config.url).toBe('/public/ebooks/b%201/pages');
    expect(config.params).toEqual({ from: 2, count: 6 });
    expect(config.headers.Authorization).toBe('Bearer token');
  });

  it('reads on as a visitor when the session is refused, as the book was opened', async () => {
    configureApiClient({ getToken: () => 'token' });
    const visitor = vi.fn(answer(200, { data: range }));
    api.transport = refusingTheSession(visitor);
    expect(await pageRangeFetcher(createStore().dispatch, 'b1', false)(2, 6)).toEqual(range);
    expect(visitor.mock.calls[0]![0].headers.Authorization).toBeUndefined();
  });
});

describe('opening a book', () => {
  const opened = { book: { id: 'b1', title: 'Tides' }, page_ids: ['p1'], preview: false };
  const open = (id: string) => {
    const store = createStore();
    return renderHook(() => useReading(id), { wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store, children }) });
  };

  it('opens it with the session, and as a visitor when the session is refused, without leaving for the sign-in page', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getToken: () => 'token', onUnauthorized });
    const signedIn = vi.fn(answer(200, { data: opened }));
    api.transport = signedIn;
    const { result } = open('b1');
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', reading: opened, anonymous: false }));
    expect(signedIn.mock.calls[0]![0].url).toBe('/public/ebooks/b1/read');

    const visitor = vi.fn(answer(200, { data: opened }));
    api.transport = refusingTheSession(visitor);
    const refused = open('b1');
    await waitFor(() => expect(refused.result.current).toEqual({ status: 'ready', reading: opened, anonymous: true }));
    expect(visitor.mock.calls[0]![0].headers.Authorization).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('says a book it may not open is not available, and any other failure is a failure', async () => {
    api.transport = answer(404, { message: 'eBook not found.' });
    const missing = open('b1');
    await waitFor(() => expect(missing.result.current).toEqual({ status: 'missing' }));
    api.transport = answer(500, null);
    const failed = open('b1');
    await waitFor(() => expect(failed.result.current).toEqual({ status: 'error' }));
  });
});
