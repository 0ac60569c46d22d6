import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBatch } from '@folio/shared';
import { EVENTS_URL, sendBatch, sendBatchTo } from './transport';

const batch: AnalyticsBatch = { session: 'tab-session-1234', events: [{ type: 'search', ebook_id: '5b7c2a9e-3c1d-4e8f-9a0b-1c2d3e4f5a6b', words: 'tide', at: '2026-03-02T09:00:00Z' }] };

afterEach(() => vi.unstubAllGlobals());

function stubNetwork(fetchResult: Promise<Response> = Promise.resolve(new Response(null, { status: 202 })), onLine = true) {
  const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
  const fetch = vi.fn((_url: string, _init: RequestInit) => fetchResult);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon, onLine });
  vi.stubGlobal('fetch', fetch);
  return { sendBeacon, fetch };
}

describe('sending a batch', () => {
  it("sends a visitor's by beacon, as JSON", async () => {
    const { sendBeacon, fetch } = stubNetwork();
    sendBatch(batch, null);
    expect(fetch).not.toHaveBeenCalled();
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/public/events');
    expect(EVENTS_URL).toBe(url);
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual(batch);
  });

  it("sends a signed-in reader's by a keepalive fetch with the token, which a beacon cannot carry", () => {
    const { sendBeacon, fetch } = stubNetwork();
    sendBatch(batch, 'reader-token');
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/public/events', {
      method: 'POST',
      keepalive: true,
      headers: { Authorization: 'Bearer reader-token', 'Content-Type': 'application/json' },
      body: JSON.stringify(batch),
    });
  });

  it("sends a visitor's by a keepalive fetch, once, where the browser refuses the beacon", () => {
    const { sendBeacon, fetch } = stubNetwork();
    sendBeacon.mockReturnValue(false);
    sendBatch(batch, null);
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/public/events', { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(batch) });
  });

  it('drops a batch that fails, without an error and without trying again', async () => {
    const { fetch } = stubNetwork(Promise.reject(new TypeError('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(() => sendBatch(batch, 'reader-token')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe("sending a batch from the offline flipbook to the site it was exported from", () => {
  const SITE_EVENTS = 'https://books.school.example/api/public/events';

  it('sends it by beacon to the absolute address, as text/plain (a type a page may send to another site without asking)', async () => {
    const { sendBeacon, fetch } = stubNetwork();
    sendBatchTo(SITE_EVENTS, batch);
    expect(fetch).not.toHaveBeenCalled();
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(SITE_EVENTS);
    expect(body.type).toBe('text/plain;charset=utf-8');
    expect(JSON.parse(await body.text())).toEqual(batch);
  });

  it('sends it once by a keepalive no-cors fetch, as text/plain, where the browser refuses the beacon', () => {
    const { sendBeacon, fetch } = stubNetwork();
    sendBeacon.mockReturnValue(false);
    sendBatchTo(SITE_EVENTS, batch);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(SITE_EVENTS, { method: 'POST', keepalive: true, mode: 'no-cors', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(batch) });
  });

  it('drops it while the browser is offline: nothing sent, nothing kept for later', () => {
    const { sendBeacon, fetch } = stubNetwork(undefined, false);
    sendBatchTo(SITE_EVENTS, batch);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });
});
