import type { DrawingChange, DrawingsResponse, DrawingsWrittenResponse } from '@folio/shared';
import { api } from '../../http/client';
import { loadLocalDrawings, saveLocalDrawings } from './annotationStorage';
import type { DrawingBackend } from './drawingSync';
import { applyChanges } from './merge';

/** A signed-in reader's drawings on the server (GET and PUT /api/me/drawings). Failures are shown by the sync status, not toasts. */
export const serverDrawings = (ebookId: string): DrawingBackend => ({
  load: async () => (await api.get<DrawingsResponse>('/me/drawings', { params: { ebook_id: ebookId } })).data.data,
  save: async (changes: DrawingChange[]) =>
    (await api.put<DrawingsWrittenResponse>('/me/drawings', { ebook_id: ebookId, changes }, { notify: false })).data.data,
});

/** A visitor's drawings in this browser, merged by the same rules as on the server. */
export const localDrawings = (ebookId: string): DrawingBackend => ({
  load: async () => loadLocalDrawings(ebookId).pages,
  save: async (changes: DrawingChange[]) => {
    const next = applyChanges(loadLocalDrawings(ebookId), changes);
    if (!saveLocalDrawings(ebookId, next)) throw new Error('The browser refused to store the drawings.');
    return Object.fromEntries([...new Set(changes.map((c) => c.page_id))].map((pageId) => [pageId, next.pages[pageId] ?? []]));
  },
});
