import {
  BookmarkSchema, HighlightSchema, StoredBookmarkSchema,
  type BookmarksResponse, type Highlight, type HighlightCreate, type HighlightListResponse, type HighlightUpdate, type HighlightWrittenResponse, type StoredBookmark,
} from '@folio/shared';
import { api } from '../../http/client';
import { readStored, writeStored } from '../drawing/annotationStorage';

/** A bookmark as the reader sets it: the page, and their name for it ('' shows the page's number). */
export type BookmarkInput = { page_id: string; label: string };
/** A new highlight, with the id the reader gave it (a retry is the same highlight). */
export type HighlightInput = HighlightCreate & { id: string };

/** Where a book's bookmarks and highlights are kept: the server for a signed-in reader, this browser for a visitor. */
export interface StudyBackend {
  bookmarks(): Promise<StoredBookmark[]>;
  /** The whole list, as the reader now has it; answers the list kept. */
  saveBookmarks(list: BookmarkInput[]): Promise<StoredBookmark[]>;
  highlights(): Promise<Highlight[]>;
  create(input: HighlightInput): Promise<Highlight>;
  update(id: string, patch: HighlightUpdate): Promise<Highlight>;
  remove(id: string): Promise<void>;
}

/** /api/public/ebooks/{id}/bookmarks and …/highlights. The panel words its own failures, so the client shows no toasts. */
export const serverStudy = (ebookId: string): StudyBackend => {
  const base = `/public/ebooks/${encodeURIComponent(ebookId)}`;
  return {
    bookmarks: async () => (await api.get<BookmarksResponse>(`${base}/bookmarks`)).data.data,
    saveBookmarks: async (bookmarks) => (await api.put<BookmarksResponse>(`${base}/bookmarks`, { bookmarks }, { notify: false })).data.data,
    highlights: async () => (await api.get<HighlightListResponse>(`${base}/highlights`)).data.data,
    create: async (input) => (await api.post<HighlightWrittenResponse>(`${base}/highlights`, input, { notify: false })).data.data,
    update: async (id, patch) => (await api.put<HighlightWrittenResponse>(`${base}/highlights/${id}`, patch, { notify: false })).data.data,
    remove: async (id) => void (await api.delete(`${base}/highlights/${id}`, { notify: false })),
  };
};

export const bookmarksKey = (ebookId: string) => `folio:bookmarks:${ebookId}`;
export const highlightsKey = (ebookId: string) => `folio:highlights:${ebookId}`;

/** What a key holds, each item checked: a damaged one is left out, a damaged list reads as empty. */
function loadList<T>(key: string, check: (item: unknown) => T | null): T[] {
  const stored = readStored(key);
  return Array.isArray(stored) ? stored.flatMap((item) => check(item) ?? []) : [];
}

export const loadLocalBookmarks = (ebookId: string) => loadList(bookmarksKey(ebookId), (b) => StoredBookmarkSchema.safeParse(b).data ?? null);
export const loadLocalHighlights = (ebookId: string) =>
  loadList(highlightsKey(ebookId), (h) => {
    const ok = HighlightSchema.safeParse(h);
    return ok.success && ok.data.ebook_id === ebookId ? ok.data : null;
  });

const STORAGE_REFUSED = 'The browser refused to store it.';
const notFound = () => Object.assign(new Error('Highlight not found.'), { status: 404 });

/** A visitor's bookmarks and highlights in this browser; read fresh on every change, so that two tabs do not overwrite each other. */
export const localStudy = (ebookId: string): StudyBackend => {
  const save = (key: string, value: unknown) => {
    if (!writeStored(key, value)) throw new Error(STORAGE_REFUSED);
  };
  return {
    bookmarks: async () => loadLocalBookmarks(ebookId),
    saveBookmarks: async (list) => {
      const kept = new Map(loadLocalBookmarks(ebookId).map((b) => [b.page_id, b.created_at]));
      const now = new Date().toISOString();
      const bookmarks = list.map((b) => {
        const { page_id, label } = BookmarkSchema.parse(b);
        return { page_id, label, created_at: kept.get(page_id) ?? now };
      });
      save(bookmarksKey(ebookId), bookmarks);
      return bookmarks;
    },
    highlights: async () => loadLocalHighlights(ebookId),
    create: async (input) => {
      const now = new Date().toISOString();
      const highlight: Highlight = { id: input.id, ebook_id: ebookId, page_id: input.page_id, color: input.color, note: input.note?.trim() || null, quote: { prefix: '', suffix: '', ...input.quote }, position: input.position, created_at: now, updated_at: now };
      save(highlightsKey(ebookId), [...loadLocalHighlights(ebookId).filter((h) => h.id !== input.id), highlight]);
      return highlight;
    },
    update: async (id, patch) => {
      const list = loadLocalHighlights(ebookId);
      const found = list.find((h) => h.id === id);
      if (!found) throw notFound();
      const note = patch.note === undefined ? found.note : patch.note?.trim() || null;
      const highlight: Highlight = { ...found, ...patch, quote: patch.quote ? { prefix: '', suffix: '', ...patch.quote } : found.quote, note, updated_at: new Date().toISOString() };
      save(highlightsKey(ebookId), list.map((h) => (h.id === id ? highlight : h)));
      return highlight;
    },
    remove: async (id) => save(highlightsKey(ebookId), loadLocalHighlights(ebookId).filter((h) => h.id !== id)),
  };
};
