import { and, asc, count, eq } from 'drizzle-orm';
import { STUDY_LIMITS, STUDY_MESSAGES, type Highlight, type HighlightCreateSchema, type HighlightUpdateSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readerHighlights } from '../../db/schema.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { presentHighlight } from './presenter.ts';

type HighlightRow = typeof readerHighlights.$inferSelect;

/** Every query here is scoped by the owner and the book: another reader's highlight is simply not found. */
const own = (userId: string, ebookId: string, id: string) =>
  and(eq(readerHighlights.id, id), eq(readerHighlights.userId, userId), eq(readerHighlights.ebookId, ebookId));

export async function listHighlights(db: Db, userId: string, ebookId: string): Promise<Highlight[]> {
  const rows = await db
    .select()
    .from(readerHighlights)
    .where(and(eq(readerHighlights.userId, userId), eq(readerHighlights.ebookId, ebookId)))
    .orderBy(asc(readerHighlights.createdAt), asc(readerHighlights.id));
  return rows.map(presentHighlight);
}

/** One of the user's highlights in the book (404 for anyone else's, or one of another book). */
export async function highlightIn(db: Db, userId: string, ebookId: string, id: string): Promise<HighlightRow> {
  const [row] = await db.select().from(readerHighlights).where(own(userId, ebookId, id));
  if (!row) throw notFound(STUDY_MESSAGES.highlightNotFound);
  return row;
}

/**
 * The highlight the client's id already names, when it is this reader's in this book (a retry: `created` is false);
 * 409 when the id is another highlight's; undefined when it is free.
 */
async function madeBefore(db: Db, userId: string, ebookId: string, id: string): Promise<{ data: Highlight; created: false } | undefined> {
  const [row] = await db.select().from(readerHighlights).where(eq(readerHighlights.id, id));
  if (!row) return undefined;
  if (row.userId !== userId || row.ebookId !== ebookId) throw conflict(STUDY_MESSAGES.highlightIdTaken);
  return { data: presentHighlight(row), created: false };
}

/**
 * Keeps a new highlight, under the client's id when it gives one: the same highlight sent twice (a retry whose
 * answer was lost, an offline one sent again) is kept once and answered as it is.
 */
export async function createHighlight(db: Db, userId: string, ebookId: string, input: z.output<typeof HighlightCreateSchema>): Promise<{ data: Highlight; created: boolean }> {
  const retried = input.id && (await madeBefore(db, userId, ebookId, input.id));
  if (retried) return retried;
  const [counted] = await db.select({ n: count() }).from(readerHighlights).where(and(eq(readerHighlights.userId, userId), eq(readerHighlights.ebookId, ebookId)));
  if ((counted?.n ?? 0) >= STUDY_LIMITS.highlightsPerBook) throw new HttpError(413, STUDY_MESSAGES.tooManyHighlights);
  const [row] = await db
    .insert(readerHighlights)
    .values({
      ...(input.id && { id: input.id }),
      userId,
      ebookId,
      pageId: input.page_id,
      color: input.color,
      note: input.note,
      quoteExact: input.quote.exact,
      quotePrefix: input.quote.prefix,
      quoteSuffix: input.quote.suffix,
      positionStart: input.position.start,
      positionEnd: input.position.end,
    })
    .onConflictDoNothing({ target: readerHighlights.id })
    .returning();
  if (row) return { data: presentHighlight(row), created: true };
  // The same id was kept in between, by a retry that overtook this one.
  return (await madeBefore(db, userId, ebookId, input.id!))!;
}

export async function updateHighlight(db: Db, userId: string, ebookId: string, id: string, input: z.output<typeof HighlightUpdateSchema>): Promise<Highlight> {
  const { color, note, quote, position } = input;
  const [row] = await db
    .update(readerHighlights)
    .set({
      ...(color !== undefined && { color }),
      // null clears the note.
      ...(note !== undefined && { note }),
      ...(quote !== undefined && { quoteExact: quote.exact, quotePrefix: quote.prefix, quoteSuffix: quote.suffix }),
      ...(position !== undefined && { positionStart: position.start, positionEnd: position.end }),
      updatedAt: new Date(),
    })
    .where(own(userId, ebookId, id))
    .returning();
  if (!row) throw notFound(STUDY_MESSAGES.highlightNotFound);
  return presentHighlight(row);
}

export async function deleteHighlight(db: Db, userId: string, ebookId: string, id: string) {
  const rows = await db.delete(readerHighlights).where(own(userId, ebookId, id)).returning({ id: readerHighlights.id });
  if (!rows.length) throw notFound(STUDY_MESSAGES.highlightNotFound);
}
