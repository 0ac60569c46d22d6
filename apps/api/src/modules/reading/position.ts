import { and, eq, sql } from 'drizzle-orm';
import { READING_POSITION_MESSAGES, type ReadingPosition } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { readerNotes, readingPositions } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';
import type { ReadAccess } from './access.ts';
import { totalPagesOf } from './presenter.ts';

/** Whether the reader has at least one note in the book (index reader_notes_owner_idx, one row at most). */
async function hasNotes(db: Db, userId: string, ebookId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(readerNotes)
    .where(and(eq(readerNotes.userId, userId), eq(readerNotes.ebookId, ebookId)))
    .limit(1);
  return !!row;
}

/** The reader's remembered page in the book (null before the first save) and whether they have notes in it. */
export async function readingPositionOf(db: Db, userId: string, found: ReadAccess): Promise<ReadingPosition> {
  const ebookId = found.book.id;
  const [[row], notes] = await Promise.all([
    db
      .select({ page: readingPositions.page, updatedAt: readingPositions.updatedAt })
      .from(readingPositions)
      .where(and(eq(readingPositions.userId, userId), eq(readingPositions.ebookId, ebookId)))
      .limit(1),
    hasNotes(db, userId, ebookId),
  ]);
  return { ebook_id: ebookId, page: row?.page ?? null, updated_at: row?.updatedAt.toISOString() ?? null, has_notes: notes };
}

/**
 * Remembers the reader's page in the book (one row per reader and book, written over). A page past the end of
 * the book is refused (422); a preview reader may be on any page the book has, the end card after the
 * preview included, as the position says where they were, not what they may open.
 */
export async function saveReadingPosition(db: Db, userId: string, found: ReadAccess, page: number): Promise<ReadingPosition> {
  const { book } = found;
  if (page > Math.max(1, totalPagesOf(book))) throw validationFailed({ page: [READING_POSITION_MESSAGES.notAPage] });
  const now = new Date();
  await db
    .insert(readingPositions)
    .values({ userId, ebookId: book.id, page, updatedAt: now })
    .onConflictDoUpdate({ target: [readingPositions.userId, readingPositions.ebookId], set: { page, updatedAt: now } });
  return { ebook_id: book.id, page, updated_at: now.toISOString(), has_notes: await hasNotes(db, userId, book.id) };
}
