import { and, asc, count, eq } from 'drizzle-orm';
import { ANNOTATION_LIMITS, ANNOTATION_MESSAGES, type NoteCreateSchema, type NoteUpdateSchema, type ReaderNote } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readerNotes } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { presentNote } from './presenter.ts';

/** Every query here is scoped by the owner: another reader's note is simply not found. */
const own = (userId: string, id: string) => and(eq(readerNotes.id, id), eq(readerNotes.userId, userId));

export async function listNotes(db: Db, userId: string, ebookId: string): Promise<ReaderNote[]> {
  const rows = await db
    .select()
    .from(readerNotes)
    .where(and(eq(readerNotes.userId, userId), eq(readerNotes.ebookId, ebookId)))
    .orderBy(asc(readerNotes.createdAt), asc(readerNotes.id));
  return rows.map(presentNote);
}

export async function createNote(db: Db, userId: string, input: z.output<typeof NoteCreateSchema>): Promise<ReaderNote> {
  const [counted] = await db
    .select({ n: count() })
    .from(readerNotes)
    .where(and(eq(readerNotes.userId, userId), eq(readerNotes.ebookId, input.ebook_id)));
  if ((counted?.n ?? 0) >= ANNOTATION_LIMITS.notesPerBook) throw new HttpError(413, ANNOTATION_MESSAGES.tooManyNotes);
  const [row] = await db
    .insert(readerNotes)
    .values({ userId, ebookId: input.ebook_id, pageId: input.page_id, x: input.x, y: input.y, text: input.text, color: input.color })
    .returning();
  return presentNote(row!);
}

/** Where one of the user's notes is: its book and page (404 for anyone else's). */
export async function notePlace(db: Db, userId: string, id: string): Promise<{ ebookId: string; pageId: string }> {
  const [row] = await db.select({ ebookId: readerNotes.ebookId, pageId: readerNotes.pageId }).from(readerNotes).where(own(userId, id));
  if (!row) throw notFound(ANNOTATION_MESSAGES.noteNotFound);
  return row;
}

export async function updateNote(db: Db, userId: string, id: string, input: z.output<typeof NoteUpdateSchema>): Promise<ReaderNote> {
  const [row] = await db
    .update(readerNotes)
    .set({
      ...(input.page_id !== undefined && { pageId: input.page_id }),
      ...(input.x !== undefined && { x: input.x }),
      ...(input.y !== undefined && { y: input.y }),
      ...(input.text !== undefined && { text: input.text }),
      // null clears the colour (the pin shows the default one).
      ...(input.color !== undefined && { color: input.color }),
      updatedAt: new Date(),
    })
    .where(own(userId, id))
    .returning();
  if (!row) throw notFound(ANNOTATION_MESSAGES.noteNotFound);
  return presentNote(row);
}

export async function deleteNote(db: Db, userId: string, id: string) {
  const rows = await db.delete(readerNotes).where(own(userId, id)).returning({ id: readerNotes.id });
  if (!rows.length) throw notFound(ANNOTATION_MESSAGES.noteNotFound);
}
