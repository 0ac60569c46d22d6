// zod's functional build, as the shared schemas it uses: the full build would be on the reader's first path.
import * as z from 'zod/mini';
import { NoteSchema, ShapeAttrsSchema, type ReaderNote } from '@folio/shared';
import type { StoredDrawings } from './merge';

/**
 * A visitor's notes and drawings stay in this browser (architecture.md §4: visitors local only), one entry per
 * book. Whatever is stored is checked on the way out: a damaged or foreign entry reads as empty, a damaged
 * shape or note is left out, and a full storage never breaks the reader.
 */
export const drawingsKey = (ebookId: string) => `folio:drawings:${ebookId}`;
export const notesKey = (ebookId: string) => `folio:notes:${ebookId}`;

const StoredDrawingsSchema = z.object({
  pages: z.record(z.string(), z.array(z.unknown())),
  deleted: z._default(z.record(z.string(), z.array(z.string())), {}),
});
const ShapeSchema = z.object({ id: z.string().check(z.minLength(1)), attrs: ShapeAttrsSchema });

/** What is stored under `key`, parsed; null when nothing is, or it is not JSON (the study tools keep theirs the same way). */
export function readStored(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Answers false when the browser refused (storage full or disabled). */
export function writeStored(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function loadLocalDrawings(ebookId: string): StoredDrawings {
  const stored = readStored(drawingsKey(ebookId));
  // Nothing stored (most visitors): no schema to run while the book opens.
  if (stored === null) return { pages: {}, deleted: {} };
  const parsed = StoredDrawingsSchema.safeParse(stored);
  if (!parsed.success) return { pages: {}, deleted: {} };
  const pages: StoredDrawings['pages'] = {};
  for (const [pageId, shapes] of Object.entries(parsed.data.pages)) {
    const valid = shapes.flatMap((shape) => {
      const ok = ShapeSchema.safeParse(shape);
      return ok.success ? [ok.data] : [];
    });
    if (valid.length) pages[pageId] = valid;
  }
  return { pages, deleted: parsed.data.deleted };
}

export const saveLocalDrawings = (ebookId: string, drawings: StoredDrawings) => writeStored(drawingsKey(ebookId), drawings);

export function loadLocalNotes(ebookId: string): ReaderNote[] {
  const stored = readStored(notesKey(ebookId));
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((note) => {
    const ok = NoteSchema.safeParse(note);
    return ok.success && ok.data.ebook_id === ebookId ? [ok.data] : [];
  });
}

export const saveLocalNotes = (ebookId: string, notes: ReaderNote[]) => writeStored(notesKey(ebookId), notes);
