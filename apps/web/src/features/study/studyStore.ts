import type { Highlight, HighlightUpdate, StoredBookmark } from '@folio/shared';
import type { BookmarkInput, HighlightInput, StudyBackend } from './studyBackends';
import type { TextAnchor } from './anchor';

export interface StudySnapshot {
  status: 'loading' | 'ready' | 'error' | 'unavailable';
  bookmarks: StoredBookmark[];
  highlights: Highlight[];
  /** Highlights whose words were looked for on their page, as it is drawn now, and are no longer there. */
  lost: ReadonlySet<string>;
}

const statusOf = (error: unknown) => (error as { status?: number | null } | null)?.status ?? undefined;

/**
 * One book's bookmarks and highlights for one reader, shared by the toolbar, the pages and the panel. Every change
 * shows at once and goes back when the server (or the browser's storage) refuses it; the caller says so.
 */
export class StudyStore {
  private snapshot: StudySnapshot = { status: 'loading', bookmarks: [], highlights: [], lost: new Set() };
  private listeners = new Set<() => void>();
  private loading: Promise<void> | null = null;

  constructor(private readonly backend: StudyBackend) {}

  getSnapshot = () => this.snapshot;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  load(): Promise<void> {
    this.loading ??= Promise.all([this.backend.bookmarks(), this.backend.highlights()])
      .then(([bookmarks, highlights]) => this.set({ ...this.snapshot, status: 'ready', bookmarks, highlights }))
      .catch((error: unknown) => this.set({ ...this.snapshot, status: statusOf(error) === 404 ? 'unavailable' : 'error' }))
      .finally(() => (this.loading = null));
    return this.loading;
  }

  /** Replaces the list of bookmarks (the API keeps it whole). */
  async setBookmarks(list: BookmarkInput[]): Promise<void> {
    const before = this.snapshot.bookmarks;
    const kept = new Map(before.map((b) => [b.page_id, b.created_at]));
    this.set({ ...this.snapshot, bookmarks: list.map((b) => ({ ...b, created_at: kept.get(b.page_id) ?? new Date().toISOString() })) });
    try {
      const bookmarks = await this.backend.saveBookmarks(list);
      this.set({ ...this.snapshot, bookmarks });
    } catch (error) {
      this.set({ ...this.snapshot, bookmarks: before });
      throw error;
    }
  }

  toggleBookmark(pageId: string): Promise<void> {
    const list = this.snapshot.bookmarks.map(({ page_id, label }) => ({ page_id, label }));
    return this.setBookmarks(list.some((b) => b.page_id === pageId) ? list.filter((b) => b.page_id !== pageId) : [...list, { page_id: pageId, label: '' }]);
  }

  renameBookmark(pageId: string, label: string): Promise<void> {
    return this.setBookmarks(this.snapshot.bookmarks.map((b) => ({ page_id: b.page_id, label: b.page_id === pageId ? label.trim() : b.label })));
  }

  async addHighlight(input: HighlightInput): Promise<Highlight> {
    const now = new Date().toISOString();
    const shown: Highlight = { id: input.id, ebook_id: '', page_id: input.page_id, color: input.color, note: input.note?.trim() || null, quote: { prefix: '', suffix: '', ...input.quote }, position: input.position, created_at: now, updated_at: now };
    this.set({ ...this.snapshot, highlights: [...this.snapshot.highlights, shown] });
    try {
      const saved = await this.backend.create(input);
      this.replace(input.id, saved);
      return saved;
    } catch (error) {
      this.set({ ...this.snapshot, highlights: this.snapshot.highlights.filter((h) => h.id !== input.id) });
      throw error;
    }
  }

  async editHighlight(id: string, patch: HighlightUpdate): Promise<Highlight> {
    const before = this.snapshot.highlights.find((h) => h.id === id);
    if (before) {
      this.replace(id, {
        ...before,
        ...(patch.color ? { color: patch.color } : {}),
        ...(patch.note !== undefined ? { note: patch.note?.trim() || null } : {}),
        ...(patch.quote ? { quote: { prefix: '', suffix: '', ...patch.quote } } : {}),
        ...(patch.position ? { position: patch.position } : {}),
      });
    }
    try {
      const saved = await this.backend.update(id, patch);
      this.replace(id, saved);
      return saved;
    } catch (error) {
      if (statusOf(error) === 404) this.set({ ...this.snapshot, highlights: this.snapshot.highlights.filter((h) => h.id !== id) });
      else if (before) this.replace(id, before);
      throw error;
    }
  }

  async removeHighlight(id: string): Promise<void> {
    try {
      await this.backend.remove(id);
    } catch (error) {
      // Already gone (another tab or device) is what was asked for.
      if (statusOf(error) !== 404) throw error;
    }
    this.set({ ...this.snapshot, highlights: this.snapshot.highlights.filter((h) => h.id !== id) });
  }

  /**
   * Keeps where the words of these highlights now are, found again after the book's text changed around them: so that
   * the next change is measured from here, and the list's words are the page's. In the background: a highlight that
   * cannot be written now is found again the next time it is drawn.
   */
  followWords(moved: readonly { id: string; anchor: TextAnchor }[]) {
    for (const { id, anchor } of moved) void this.editHighlight(id, { quote: anchor.quote, position: anchor.position }).catch(() => undefined);
  }

  /** What the pages drawn found of their highlights (id: found or not); those not on a page drawn stay as they were. */
  markFound(found: ReadonlyMap<string, boolean>) {
    const lost = new Set(this.snapshot.lost);
    for (const [id, here] of found) {
      if (here) lost.delete(id);
      else lost.add(id);
    }
    if (lost.size !== this.snapshot.lost.size || [...lost].some((id) => !this.snapshot.lost.has(id))) this.set({ ...this.snapshot, lost });
  }

  private replace(id: string, highlight: Highlight) {
    this.set({ ...this.snapshot, highlights: this.snapshot.highlights.map((h) => (h.id === id ? highlight : h)) });
  }

  private set(snapshot: StudySnapshot) {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
