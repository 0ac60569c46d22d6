import { ANNOTATION_LIMITS, type BookDrawings, type DrawingChange } from '@folio/shared';
import { diffBooks, mergeBook, splitKey } from './merge';

/** Where a book's drawings are kept: the server for a signed-in reader, this browser for a visitor. */
export interface DrawingBackend {
  load(): Promise<BookDrawings>;
  /** Answers the merged drawings of the pages the changes touched. */
  save(changes: DrawingChange[]): Promise<BookDrawings>;
}

/** The book's drawings in the app's store (the drawing slice). */
interface BookStore {
  read(): BookDrawings;
  write(drawings: BookDrawings): void;
  subscribe(listener: () => void): () => void;
}

type SyncStatus = 'loading' | 'saved' | 'pending' | 'saving' | 'retrying' | 'refused' | 'unavailable';

const DEBOUNCE_MS = 800;
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** A save stays well under the server's 1 MB body limit; more changes go in the next save. */
const SAVE_BUDGET_BYTES = 800_000;

/** The HTTP status of a failed call, when there is one. */
const statusOf = (error: unknown) => (error as { status?: number | null } | null)?.status ?? undefined;
/** These answers will not change by sending the same again. */
const refusedForGood = (status: number | undefined) => status === 413 || status === 422 || status === 400;
const bookUnavailable = (status: number | undefined) => status === 404 || status === 403 || status === 401;

/**
 * Keeps one book's drawings in step with where they are kept. It watches the store, notes which shapes
 * changed (by id), and after a quiet moment sends only those; the answer (the merged pages) replaces the
 * local pages, with the changes made meanwhile laid over it, so a stroke drawn in another tab appears and
 * none drawn here is lost. A failed save keeps its changes and is tried again later, ever more slowly.
 * While detached (the reader closed) it works from its last copy of the book, so retries stay correct.
 */
export class DrawingSync {
  private dirty = new Set<string>();
  private inFlight: string[] | null = null;
  private book: BookDrawings = {};
  private store: BookStore | null = null;
  private unsubscribe: (() => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryMs = 0;
  private loaded = false;
  private loading = false;
  /** Counts answered saves: a load that overlapped one may predate it and is fetched again. */
  private saves = 0;
  private status: SyncStatus = 'loading';
  private listeners = new Set<() => void>();

  constructor(private readonly backend: DrawingBackend) {}

  getStatus = () => this.status;
  subscribeStatus = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  /** Something is not yet where it is kept. */
  get hasPending() {
    return this.dirty.size > 0 || this.inFlight !== null;
  }

  attach(store: BookStore) {
    // Unsent changes made before a detach come back with the copy they were made on.
    if (this.hasPending) store.write(this.book);
    else this.book = store.read();
    this.store = store;
    this.unsubscribe = store.subscribe(() => this.onStoreChange());
    void this.reload();
  }

  /** Sends what is pending now and stops watching the store. */
  detach() {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.store = null;
    void this.flush();
  }

  /** Fetches the kept drawings and merges them with the local ones (unsent changes stay on top). */
  async reload() {
    if (this.loading || this.status === 'unavailable') return;
    this.loading = true;
    try {
      let remote: BookDrawings;
      let saves: number;
      do {
        saves = this.saves;
        remote = await this.backend.load();
      } while (saves !== this.saves);
      this.apply(mergeBook(this.book, remote, this.pendingKeys(true), true));
      this.loaded = true;
      this.retryMs = 0;
      this.setStatus(this.hasPending ? 'pending' : 'saved');
      if (this.dirty.size) this.schedule(0);
    } catch (error) {
      if (bookUnavailable(statusOf(error))) this.setStatus('unavailable');
      else this.retryLater(() => void this.reload());
    } finally {
      this.loading = false;
    }
  }

  /** Sends the pending changes now (the debounce and the retries call this too). */
  async flush(): Promise<void> {
    this.clearTimer();
    if (!this.loaded || this.inFlight || !this.dirty.size || this.status === 'unavailable') return;
    const batch = this.takeBatch();
    this.inFlight = batch.map((c) => c.key);
    this.setStatus('saving');
    try {
      const merged = await this.backend.save(batch.map((c) => c.change));
      this.inFlight = null;
      this.saves += 1;
      this.retryMs = 0;
      this.apply(mergeBook(this.book, merged, this.pendingKeys(false), false));
      this.setStatus(this.dirty.size ? 'pending' : 'saved');
    } catch (error) {
      const keys = this.inFlight ?? [];
      this.inFlight = null;
      const status = statusOf(error);
      if (refusedForGood(status)) {
        // Sending these again would be refused again; they stay on screen but are not kept.
        this.setStatus('refused');
      } else if (bookUnavailable(status)) {
        this.setStatus('unavailable');
        return;
      } else {
        for (const key of keys) this.dirty.add(key);
        this.retryLater(() => void this.flush());
        return;
      }
    }
    if (this.dirty.size) this.schedule(0);
  }

  private onStoreChange() {
    const next = this.store!.read();
    if (next === this.book) return;
    for (const key of diffBooks(this.book, next)) this.dirty.add(key);
    this.book = next;
    if (this.dirty.size && this.status !== 'unavailable') {
      if (this.status !== 'retrying') this.setStatus('pending');
      if (this.status !== 'retrying') this.schedule(DEBOUNCE_MS);
    }
  }

  /** The changes of the next save, taken out of the pending set, within the count and size budget. */
  private takeBatch() {
    const batch: { key: string; change: DrawingChange }[] = [];
    let bytes = 0;
    for (const key of this.dirty) {
      const change = this.changeFor(key);
      const size = change.attrs ? JSON.stringify(change.attrs).length + 100 : 100;
      if (batch.length && (batch.length >= ANNOTATION_LIMITS.changesPerSave || bytes + size > SAVE_BUDGET_BYTES)) break;
      batch.push({ key, change });
      bytes += size;
    }
    for (const { key } of batch) this.dirty.delete(key);
    return batch;
  }

  private changeFor(key: string): DrawingChange {
    const { pageId, id } = splitKey(key);
    const page = this.book[pageId] ?? [];
    const position = page.findIndex((s) => s.id === id);
    return position >= 0 ? { page_id: pageId, id, attrs: page[position]!.attrs, position } : { page_id: pageId, id, deleted: true, position: 0 };
  }

  private pendingKeys(withInFlight: boolean) {
    return withInFlight && this.inFlight ? [...this.dirty, ...this.inFlight] : [...this.dirty];
  }

  private apply(next: BookDrawings) {
    this.book = next;
    this.store?.write(next);
  }

  private retryLater(run: () => void) {
    this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs ? this.retryMs * 2 : RETRY_FIRST_MS);
    this.setStatus('retrying');
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      run();
    }, this.retryMs);
  }

  private schedule(ms: number) {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private setStatus(status: SyncStatus) {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
