import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from './client';
import { sendByFetch } from './transport';
import { EARLY_ANSWER_MS, sendEarly } from './earlyAnswers';

const ACCEPT = { Accept: 'application/json, text/plain, */*' };
const SIGNED_IN = { ...ACCEPT, Authorization: 'Bearer t1' };
const get = (url: string, headers: Record<string, string>, params?: Record<string, unknown>): SentRequest => ({ method: 'get', url, headers, params });

/** The network: each call answers what it was asked for, numbered, so that a test sees which answer it got. */
let calls: string[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string) => {
      calls.push(address);
      return new Response(JSON.stringify({ call: calls.length, address }), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("requests sent by the page's entry, before the app's code", () => {
  it("are the answer of the client's own request to the same address with the same headers, once", async () => {
    sendEarly('/api/public/ebooks/b1/pages?from=0&count=2', SIGNED_IN);
    expect(calls).toEqual(['/api/public/ebooks/b1/pages?from=0&count=2']);
    const answer = await sendByFetch(get('/public/ebooks/b1/pages', SIGNED_IN, { from: 0, count: 2 }), '/api');
    expect(answer.data).toEqual({ call: 1, address: '/api/public/ebooks/b1/pages?from=0&count=2' });
    expect(calls).toHaveLength(1);
    // Taken: the same request again goes to the server.
    expect((await sendByFetch(get('/public/ebooks/b1/pages', SIGNED_IN, { from: 0, count: 2 }), '/api')).data).toMatchObject({ call: 2 });
  });

  it('are not taken by a request with another token or none, another address, or another method', async () => {
    sendEarly('/api/public/ebooks/b1/read', SIGNED_IN);
    expect((await sendByFetch(get('/public/ebooks/b1/read', ACCEPT), '/api')).data).toMatchObject({ call: 2 });
    expect((await sendByFetch(get('/public/ebooks/b1/read', { ...ACCEPT, Authorization: 'Bearer t2' }), '/api')).data).toMatchObject({ call: 3 });
    expect((await sendByFetch(get('/public/ebooks/b2/read', SIGNED_IN), '/api')).data).toMatchObject({ call: 4 });
    expect((await sendByFetch({ ...get('/public/ebooks/b1/read', SIGNED_IN), method: 'post' }, '/api')).data).toMatchObject({ call: 5 });
    // Still there for the request it was made for.
    expect((await sendByFetch(get('/public/ebooks/b1/read', SIGNED_IN), '/api')).data).toMatchObject({ call: 1 });
  });

  it('are dropped when no request took them in time, so that a later visit to the book asks the server again', async () => {
    vi.useFakeTimers();
    sendEarly('/api/public/ebooks/b1/read', ACCEPT);
    vi.advanceTimersByTime(EARLY_ANSWER_MS);
    vi.useRealTimers();
    expect((await sendByFetch(get('/public/ebooks/b1/read', ACCEPT), '/api')).data).toMatchObject({ call: 2 });
  });
});
