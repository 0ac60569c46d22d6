import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBatch } from '@folio/shared';
import { startReading } from './main';

const BOOK = '5b7c2a9e-3c1d-4e8f-9a0b-1c2d3e4f5a6b';
const EVENTS = 'https://books.example.com/api/public/events';

/** A page's `<script src="epub-reading.js">` as the EPUB export writes it. */
function pageScript(page: number) {
  const script = document.createElement('script');
  script.setAttribute('data-book', BOOK);
  script.setAttribute('data-page', String(page));
  script.setAttribute('data-events', EVENTS);
  return script;
}

/** The batches sent by beacon to the site's events route, read back. */
async function sent(sendBeacon: ReturnType<typeof vi.fn>): Promise<AnalyticsBatch[]> {
  return Promise.all(sendBeacon.mock.calls.filter(([url]) => url === EVENTS).map(async ([, body]) => JSON.parse(await (body as Blob).text()) as AnalyticsBatch));
}

describe("an exported EPUB's reading script", () => {
  let sendBeacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    sessionStorage.clear();
    sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon, onLine: true, doNotTrack: null });
  });
  afterEach(() => {
    window.dispatchEvent(new Event('pagehide'));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("sends the book's view (from an export) and the time on its page to the site it was exported from, as the page is left", async () => {
    startReading(pageScript(2));
    expect(document.body.getAttribute('data-book-page')).toBe('2');
    vi.advanceTimersByTime(3_000);
    window.dispatchEvent(new Event('pagehide'));
    const events = (await sent(sendBeacon)).flatMap((batch) => batch.events);
    expect(events).toEqual([
      expect.objectContaining({ type: 'view', source: 'offline', ebook_id: BOOK }),
      expect.objectContaining({ type: 'page', page: 2, seconds: 3, ebook_id: BOOK }),
    ]);
    // As text: the one type a beacon carries to another site without asking it first.
    expect((sendBeacon.mock.calls[0]![1] as Blob).type).toMatch(/^text\/plain;charset=utf-8$/i);
    expect((await sent(sendBeacon))[0]!.session).toMatch(/^[A-Za-z0-9_-]{16,32}$/);
  });

  it("counts the book's view once for the pages read one after another, not once per page", async () => {
    startReading(pageScript(1));
    window.dispatchEvent(new Event('pagehide'));
    startReading(pageScript(2));
    window.dispatchEvent(new Event('pagehide'));
    const views = (await sent(sendBeacon)).flatMap((batch) => batch.events).filter((event) => event.type === 'view');
    expect(views).toHaveLength(1);
  });

  it('sends nothing but an anonymous view for a reader who asked not to be tracked', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon, onLine: true, doNotTrack: '1' });
    startReading(pageScript(1));
    vi.advanceTimersByTime(5_000);
    window.dispatchEvent(new Event('pagehide'));
    const batches = await sent(sendBeacon);
    expect(batches.flatMap((batch) => batch.events).map((event) => event.type)).toEqual(['view']);
    expect(batches[0]!.session).toBeUndefined();
  });

  it('does nothing in a page whose script says no book or site', () => {
    const script = pageScript(1);
    script.removeAttribute('data-events');
    startReading(script);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
