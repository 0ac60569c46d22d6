import { PAGE_RANGE_MAX_COUNT, type BookPage } from '@folio/shared';

/** One request for pages: `count` consecutive pages from index `from`. */
interface PageRun {
  from: number;
  count: number;
}

/** Asks the server for pages (GET .../pages): it may answer fewer than asked (its byte limit), never none but at the end. */
export type FetchPageRange = (from: number, count: number) => Promise<{ pages: BookPage[] }>;

export type PageContentStatus = 'loaded' | 'loading' | 'failed' | 'idle';

/**
 * The requests for a set of wanted pages: consecutive indexes go in one request, no request longer than the
 * server's cap (PAGE_RANGE_MAX_COUNT).
 */
export function runsToFetch(indexes: Iterable<number>, maxCount = PAGE_RANGE_MAX_COUNT): PageRun[] {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  const runs: PageRun[] = [];
  for (const index of sorted) {
    const last = runs.at(-1);
    if (last && last.from + last.count === index && last.count < maxCount) last.count += 1;
    else runs.push({ from: index, count: 1 });
  }
  return runs;
}

/** Pages kept once read: enough for every page the reader mounts (a spread and its neighbours, the gallery's thumbnails) and then some. */
const MAX_CACHED_PAGES = 60;

/**
 * The content of the open book's pages, fetched by range as the reader needs them (the book itself only
 * says how many pages it has and their ids). Pages asked for in one go (the pages one render mounts) leave
 * together, a run of consecutive pages per request; a range cut short by the server's byte limit goes on
 * where it stopped. Fetched pages are kept, the least recently wanted dropped past MAX_CACHED_PAGES; a page
 * that failed is asked for again the next time it is wanted.
 */
export class PageContentCache {
  /** Loaded pages by index, least recently wanted first. */
  private readonly loaded = new Map<number, BookPage>();
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly failed = new Set<number>();
  private readonly queued = new Set<number>();
  private scheduled: Promise<void> | null = null;
  private version = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly fetchRange: FetchPageRange,
    /** How many pages the reader may open; no index at or past it is ever asked for. */
    readonly pageCount: number,
    private readonly maxCached = MAX_CACHED_PAGES,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Changes whenever a page arrives, fails or is dropped (for useSyncExternalStore). */
  getSnapshot = () => this.version;

  page(index: number): BookPage | undefined {
    return this.loaded.get(index);
  }

  status(index: number): PageContentStatus {
    if (this.loaded.has(index)) return 'loaded';
    if (this.inFlight.has(index) || this.queued.has(index)) return 'loading';
    return this.failed.has(index) ? 'failed' : 'idle';
  }

  /**
   * Asks for these pages: the ones not loaded nor on their way leave with the others asked for in the same
   * task. Resolves when every one of them has arrived or failed; never rejects.
   */
  want(indexes: readonly number[]): Promise<void> {
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= this.pageCount) continue;
      const page = this.loaded.get(index);
      if (page) {
        // Wanted again: the last to be dropped.
        this.loaded.delete(index);
        this.loaded.set(index, page);
      } else if (!this.inFlight.has(index)) {
        this.queued.add(index);
      }
    }
    if (this.queued.size && !this.scheduled) {
      this.scheduled = Promise.resolve().then(() => this.send());
      this.emit();
    }
    const sent = this.scheduled ?? Promise.resolve();
    return sent.then(() => Promise.all(indexes.map((i) => this.inFlight.get(i))).then(() => undefined));
  }

  /**
   * Takes a request for `count` pages from `from` that left before the cache existed (the first view's pages,
   * asked for as soon as the book answered: opening.ts): those pages are on their way, not asked for again.
   */
  prime(from: number, count: number, answer: Promise<{ pages: BookPage[] }>) {
    const run = { from, count: Math.min(count, this.pageCount - from) };
    if (run.count <= 0) return;
    const done = this.fetchRun(run, answer);
    for (let i = run.from; i < run.from + run.count; i += 1) this.inFlight.set(i, done);
  }

  /** These pages, once loaded (read-aloud needs their text); rejects when one of them could not be. */
  async load(indexes: readonly number[]): Promise<BookPage[]> {
    await this.want(indexes);
    return indexes.map((index) => {
      const page = this.loaded.get(index);
      if (!page) throw new Error(`Page ${index + 1} could not be loaded`);
      return page;
    });
  }

  private send() {
    this.scheduled = null;
    for (const run of runsToFetch(this.queued)) {
      const done = this.fetchRun(run);
      for (let i = run.from; i < run.from + run.count; i += 1) {
        this.failed.delete(i);
        this.inFlight.set(i, done);
      }
    }
    this.queued.clear();
  }

  /** Fetches a run (its first answer may be one already on its way) and goes on where a short answer stopped. */
  private async fetchRun({ from, count }: PageRun, first?: Promise<{ pages: BookPage[] }>) {
    const end = from + count;
    let at = from;
    let answer = first;
    try {
      while (at < end) {
        const { pages } = await (answer ?? this.fetchRange(at, end - at));
        answer = undefined;
        const arrived = pages.slice(0, end - at);
        if (!arrived.length) break;
        for (const page of arrived) {
          this.inFlight.delete(at);
          this.loaded.set(at, page);
          at += 1;
        }
        this.evict();
        this.emit();
      }
    } catch {
      // What did not arrive is marked failed below and asked for again when next wanted.
    }
    for (let i = at; i < end; i += 1) {
      this.inFlight.delete(i);
      this.failed.add(i);
    }
    if (at < end) this.emit();
  }

  private evict() {
    for (const index of this.loaded.keys()) {
      if (this.loaded.size <= this.maxCached) break;
      this.loaded.delete(index);
    }
  }

  private emit() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
