import type { ReaderNote } from '@folio/shared';
import type { readerNotes } from '../../db/schema.ts';

type NoteRow = typeof readerNotes.$inferSelect;

/** The fields of a note the API shows (never the owner's id). */
export const presentNote = (row: NoteRow): ReaderNote => ({
  id: row.id,
  ebook_id: row.ebookId,
  page_id: row.pageId,
  x: Number(row.x),
  y: Number(row.y),
  text: row.text,
  color: row.color,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
