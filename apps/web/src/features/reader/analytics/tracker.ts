import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_FLUSH_SECONDS,
  PAGE_READ_SECONDS,
  PAGE_SECONDS_CAP,
  READER_IDLE_SECONDS,
  type AnalyticsBatch,
  type AnalyticsEventInput,
  type AnalyticsSource,
} from '@folio/shared';

/** An event as the reader notes it: the tracker adds the book and the time. */
type Untimed<E> = E extends unknown ? Omit<E, 'ebook_id' | 'at'> : never;
export type ReadingEvent = Untimed<AnalyticsEventInput>;
type Interaction = Exclude<ReadingEvent, { type: 'view' | 'page' }>;

export interface TrackerOptions {
  ebookId: string;
  /** The tab's random id; null when the reader asked not to be tracked (DNT, GPC): then only the view is sent. */
  session: string | null;
  /** Sends one batch; a batch that fails is lost (transport.ts). */
  send: (batch: AnalyticsBatch) => void;
  /** The clock, in milliseconds (Date.now: what test timers drive). */
  now?: () => number;
}

interface Visit {
  /** When the page came into view. */
  since: number;
  /** Seconds counted so far (only while the tab is shown and the reader is not idle). */
  seconds: number;
}

/**
 * What one reader does in one book, gathered and sent in batches (POST /api/public/events). Independent of React:
 * the reader tells it which pages are shown, what was done, when the reader acted, and when the tab hid.
 *
 * Every page in view keeps a clock that runs while the tab is shown and the reader is not idle (no input for
 * READER_IDLE_SECONDS); a page leaving the view, or the tab hiding, closes its visit, which counts once it
 * reached PAGE_READ_SECONDS. Events wait at most ANALYTICS_FLUSH_SECONDS, and leave at once when the tab hides.
 */
export class ReadingTracker {
  private readonly now: () => number;
  private queue: AnalyticsEventInput[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private shown: number[] = [];
  private visits = new Map<number, Visit>();
  /** When the clocks last started; null while they stand. */
  private running: number | null = null;
  private hidden = false;
  private idle = false;
  private lastInput: number;
  private stopped = false;
  private readonly leaving: (() => void)[] = [];

  constructor(private readonly options: TrackerOptions) {
    this.now = options.now ?? Date.now;
    this.lastInput = this.now();
  }

  /** Not tracked (DNT, GPC): nothing but the view is sent. */
  get private(): boolean {
    return this.options.session === null;
  }

  /** The view of the book (the caller decides whether one is due: tabMemory.ts). */
  view(source: AnalyticsSource, site?: string) {
    this.push({ type: 'view', source, ...(site ? { site } : {}) });
  }

  /** Something the reader did in the book. */
  record(event: Interaction) {
    if (!this.private) this.push(event);
  }

  /** The pages in view now, counted from 1 (both pages of a spread). */
  showPages(pages: number[]) {
    if (this.private || this.stopped) return;
    this.shown = pages;
    if (this.hidden) return;
    this.change(() => {
      for (const page of [...this.visits.keys()]) if (!pages.includes(page)) this.close(page);
      this.openShown();
    });
  }

  /** The reader pressed a key, moved the pointer, scrolled or touched: the clocks run again if they stood. */
  input() {
    if (this.private || this.stopped) return;
    this.lastInput = this.now();
    if (this.idle) this.change(() => (this.idle = false));
    this.watchIdle();
  }

  /** The tab was hidden (or left): the visits close and everything gathered leaves now. */
  hide() {
    if (this.stopped) return;
    for (const leave of this.leaving) leave();
    if (!this.hidden) {
      this.change(() => {
        this.hidden = true;
        for (const page of [...this.visits.keys()]) this.close(page);
      });
    }
    this.flush();
  }

  /** The tab is shown again: the pages in view start new visits. */
  show() {
    if (!this.hidden || this.stopped) return;
    this.change(() => {
      this.hidden = false;
      this.openShown();
    });
    this.input();
  }

  /** Runs `report` before the visits close as the tab hides or the book closes (players still playing report then). */
  onLeave(report: () => void) {
    this.leaving.push(report);
  }

  /** Sends what waits, in batches of at most ANALYTICS_BATCH_MAX. */
  flush() {
    if (this.flushTimer !== null) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const { session, send } = this.options;
    while (this.queue.length > 0) send({ ...(session ? { session } : {}), events: this.queue.splice(0, ANALYTICS_BATCH_MAX) });
  }

  /** The book is closed: like hiding the tab, and nothing more is gathered. */
  stop() {
    this.hide();
    this.stopped = true;
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private push(event: ReadingEvent, at = this.now()) {
    if (this.stopped) return;
    this.queue.push({ ...event, ebook_id: this.options.ebookId, at: new Date(at).toISOString() } as AnalyticsEventInput);
    this.flushTimer ??= setTimeout(() => this.flush(), ANALYTICS_FLUSH_SECONDS * 1000);
  }

  /** Adds the time run so far to every open visit, applies `update`, and restarts the clocks if they may run. */
  private change(update: () => void) {
    const now = this.now();
    if (this.running !== null) for (const visit of this.visits.values()) visit.seconds += (now - this.running) / 1000;
    update();
    this.running = this.hidden || this.idle ? null : now;
    if (this.running !== null) this.watchIdle();
  }

  private openShown() {
    const now = this.now();
    for (const page of this.shown) if (!this.visits.has(page)) this.visits.set(page, { since: now, seconds: 0 });
  }

  private close(page: number) {
    const visit = this.visits.get(page);
    this.visits.delete(page);
    if (!visit || visit.seconds < PAGE_READ_SECONDS) return;
    this.push({ type: 'page', page, seconds: Math.min(PAGE_SECONDS_CAP, Math.round(visit.seconds * 10) / 10) }, visit.since);
  }

  /** One timer at a time, not one per input: it checks when the idle time would end, and looks again if input came since. */
  private watchIdle() {
    if (this.idleTimer !== null || this.stopped) return;
    const wait = this.lastInput + READER_IDLE_SECONDS * 1000 - this.now();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.now() - this.lastInput >= READER_IDLE_SECONDS * 1000) {
        if (!this.idle) this.change(() => (this.idle = true));
      } else this.watchIdle();
    }, Math.max(0, wait));
  }
}
