import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsBatchSchema, type AnalyticsBatch } from '@folio/shared';
import { ReadingTracker } from './tracker';

const BOOK = '5b7c2a9e-3c1d-4e8f-9a0b-1c2d3e4f5a6b';

/** A tracker whose batches are kept, checked against the contract as they leave. */
function tracked(session: string | null = 'tab-session-1234') {
  const sent: AnalyticsBatch[] = [];
  const tracker = new ReadingTracker({ ebookId: BOOK, session, send: (batch) => sent.push(AnalyticsBatchSchema.parse(batch)) });
  const events = () => sent.flatMap((batch) => batch.events);
  const pages = () => events().filter((event) => event.type === 'page');
  return { tracker, sent, events, pages };
}

/** Time passing with the reader active (an input every 10 s, well within the idle time). */
function readFor(tracker: ReadingTracker, seconds: number) {
  for (let left = seconds; left > 0; left -= 10) {
    vi.advanceTimersByTime(Math.min(10, left) * 1000);
    tracker.input();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the time on a page', () => {
  it('counts a visit of at least a second, from when the page came into view', () => {
    const { tracker, pages } = tracked();
    tracker.showPages([1]);
    vi.advanceTimersByTime(900);
    tracker.showPages([2]);
    readFor(tracker, 3);
    tracker.showPages([3]);
    tracker.hide();
    expect(pages()).toEqual([{ type: 'page', ebook_id: BOOK, page: 2, seconds: 3, at: '2026-03-02T09:00:00.900Z' }]);
  });

  it('counts every page of a spread', () => {
    const { tracker, pages } = tracked();
    tracker.showPages([2, 3]);
    readFor(tracker, 20);
    tracker.showPages([4, 5]);
    tracker.hide();
    expect(pages().map(({ page, seconds }) => [page, seconds])).toEqual([[2, 20], [3, 20]]);
  });

  it('caps what one visit adds, however long the page stays open', () => {
    const { tracker, pages } = tracked();
    tracker.showPages([1]);
    readFor(tracker, 1000);
    tracker.hide();
    expect(pages()[0]).toMatchObject({ page: 1, seconds: 300 });
  });

  it('stops the clock once the reader is idle, and starts it again at the next input', () => {
    const { tracker, pages } = tracked();
    tracker.showPages([1]);
    vi.advanceTimersByTime(10 * 60_000);
    tracker.input();
    readFor(tracker, 5);
    tracker.hide();
    // 60 s until the reader counted as idle, nothing for the minutes after, 5 s once back.
    expect(pages()[0]).toMatchObject({ page: 1, seconds: 65 });
  });

  it('stops the clock while the tab is hidden: the visit closes, and the page starts a new one when shown again', () => {
    const { tracker, pages } = tracked();
    tracker.showPages([1]);
    readFor(tracker, 4);
    tracker.hide();
    vi.advanceTimersByTime(30 * 60_000);
    tracker.show();
    readFor(tracker, 2);
    tracker.stop();
    expect(pages().map(({ page, seconds }) => [page, seconds])).toEqual([[1, 4], [1, 2]]);
  });

  it('opens no visit for pages shown while the tab is hidden, until it is shown', () => {
    const { tracker, pages } = tracked();
    tracker.hide();
    tracker.showPages([7]);
    vi.advanceTimersByTime(20_000);
    tracker.show();
    readFor(tracker, 3);
    tracker.stop();
    expect(pages().map(({ page, seconds }) => [page, seconds])).toEqual([[7, 3]]);
  });
});

describe('sending', () => {
  it('waits at most a few seconds, and sends in batches of at most 100 events', () => {
    const { tracker, sent } = tracked();
    for (let i = 0; i < 250; i++) tracker.record({ type: 'tap', page: 1, x: 0.5, y: 0.5 });
    vi.advanceTimersByTime(4_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map((batch) => batch.events.length)).toEqual([100, 100, 50]);
    expect(sent.every((batch) => batch.session === 'tab-session-1234')).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(3);
  });

  it('sends at once when the tab hides, with the visits of the pages in view closed first', () => {
    const { tracker, sent } = tracked();
    tracker.showPages([3]);
    tracker.record({ type: 'flashcard', page: 3 });
    readFor(tracker, 2);
    const reported = vi.fn(() => tracker.record({ type: 'media', page: 3, kind: 'audio', target: '/uploads/a.mp3', progress: 0.5 }));
    tracker.onLeave(reported);
    tracker.hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.events.map((event) => event.type)).toEqual(['flashcard', 'media', 'page']);
  });

  it('sends what is left when the book closes, and nothing after', () => {
    const { tracker, sent } = tracked();
    tracker.view('share');
    tracker.stop();
    tracker.record({ type: 'zoom', page: 1, level: 2 });
    tracker.showPages([1]);
    vi.advanceTimersByTime(60_000);
    expect(sent).toEqual([{ session: 'tab-session-1234', events: [{ type: 'view', ebook_id: BOOK, source: 'share', at: '2026-03-02T09:00:00.000Z' }] }]);
  });
});

describe('a reader who asked not to be tracked', () => {
  it('is counted by an anonymous view only: no session id, no pages, nothing done', () => {
    const { tracker, sent } = tracked(null);
    tracker.view('embed', 'school.example');
    tracker.showPages([1]);
    readFor(tracker, 30);
    tracker.record({ type: 'search', words: 'tide' });
    tracker.hide();
    expect(sent).toEqual([{ events: [{ type: 'view', ebook_id: BOOK, source: 'embed', site: 'school.example', at: '2026-03-02T09:00:00.000Z' }] }]);
  });
});
