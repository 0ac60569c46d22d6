import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { CONVERSION_MESSAGES, ConversionWrittenResponseSchema, IdParamsSchema, LatestConversionResponseSchema, type Conversion } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { bookConversions } from '../../db/schema.ts';
import { checkBeforeBody } from '../../lib/check-before-body.ts';
import { errorResponses, HttpError } from '../../lib/http-error.ts';
import { ebookPolicy } from '../ebooks/policy.ts';
import type { EbookRow } from '../ebooks/presenter.ts';
import { findEbook } from '../ebooks/query.ts';
import { pdfKeyOf } from '../reading/pdf.ts';
import { holdBookAllowance } from '../plans/service.ts';

type ConversionRow = typeof bookConversions.$inferSelect;

const present = (row: ConversionRow): Conversion => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  error: row.error,
  new_ebook_id: row.newEbookId,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/**
 * 'Make editable pages from this PDF' (issue 53): a PDF book's text and pictures made into a new e-book of the user's,
 * by a job (convert.ts), the PDF book kept as it is. The book's owner and admins may ask for it; the new book is a
 * draft of whoever asked. Asked again while one is under way, the answer is that one.
 */
export async function conversionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['conversions'], security: [{ bearer: [] }] };
  const errors = errorResponses(401, 403, 404, 422);
  const granted = new WeakMap<FastifyRequest, EbookRow>();
  const guard = checkBeforeBody(app.authenticate, async (request, id) => {
    const book = await findEbook(db, id);
    // The new book holds all of the PDF's words and pictures: its owner's and admins' to make, as an export is.
    ebookPolicy.authorize(request.user, 'export', book);
    granted.set(request, book);
  });
  const access = (request: FastifyRequest) => granted.get(request)!;
  /** The user's latest conversion of the book: each user follows their own (the new book is theirs). */
  const latestOf = async (on: Db, ebookId: string, userId: string) =>
    (await on.select().from(bookConversions).where(and(eq(bookConversions.ebookId, ebookId), eq(bookConversions.requestedBy, userId))).orderBy(desc(bookConversions.createdAt)).limit(1))[0];

  app.get('/:id/conversions/latest', {
    schema: { ...base, summary: "The user's latest conversion of a PDF book into editable pages, with its progress and, when done, the new book", params: IdParamsSchema, response: { 200: LatestConversionResponseSchema, ...errors } },
    ...guard,
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const row = await latestOf(db, access(request).id, request.user.id);
    return { data: row ? present(row) : null };
  });

  app.post('/:id/conversions', {
    schema: { ...base, summary: "Make a PDF book's text and pictures into a new e-book's pages (a draft of the user's; the PDF book is kept): made in the background; follow it with GET …/conversions/latest", params: IdParamsSchema, response: { 202: ConversionWrittenResponseSchema, ...errors } },
    ...guard,
  }, async (request, reply) => {
    const book = access(request);
    if (book.bookType !== 'pdf') throw new HttpError(422, CONVERSION_MESSAGES.notPdf);
    // Its page count is set once its processing is done (jobs/process-pdf.ts).
    if (!pdfKeyOf(book.pdfFile) || book.pdfPageCount === null) throw new HttpError(422, CONVERSION_MESSAGES.notProcessed);
    const row = await db.transaction(async (tx) => {
      const running = await latestOf(tx, book.id, request.user.id);
      if (running && (running.status === 'queued' || running.status === 'running')) return running;
      // The new book is the user's: refused now, when their plan allows no more, rather than when the job ends.
      await holdBookAllowance(tx, app.config, request.user);
      const [created] = await tx.insert(bookConversions).values({ ebookId: book.id, requestedBy: request.user.id }).returning();
      await app.jobs.convertPdf(tx, created!.id);
      return created!;
    });
    reply.code(202);
    return { message: CONVERSION_MESSAGES.started, data: present(row) };
  });
}
