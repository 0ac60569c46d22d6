import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { BookExportsResponseSchema, BookExportWrittenResponseSchema, EXPORT_FORMATS, EXPORT_MESSAGES, ExportInputSchema, ExportParamsSchema, IdParamsSchema, isLmsFormat, type BookExport } from '@folio/shared';
import { bookExports } from '../../db/schema.ts';
import { checkBeforeBody } from '../../lib/check-before-body.ts';
import { errorResponses, HttpError, notFound } from '../../lib/http-error.ts';
import { ebookPolicy } from '../ebooks/policy.ts';
import type { EbookRow } from '../ebooks/presenter.ts';
import { findEbook } from '../ebooks/query.ts';
import { exportFileName, sendExportFile } from './files-out.ts';
import { offlineReaderBuilt } from './export-scripts.ts';
import { pdfKeyOf } from '../reading/pdf.ts';
import { publicOriginOf } from '../seo/origin.ts';

type ExportRow = typeof bookExports.$inferSelect;

const present = (row: ExportRow, book: EbookRow): BookExport => ({
  id: row.id,
  format: row.format,
  status: row.status,
  progress: row.progress,
  error: row.error,
  size: row.size,
  file_name: exportFileName(book, row.format),
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
});

/**
 * A book's exports (docs/decisions/013-exports.md), for whoever may see its results: its owner and admins.
 * Asking starts a job and answers at once (202); the same format asked again while one is under way answers
 * that one.
 */
export async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['exports'], security: [{ bearer: [] }] };
  const errors = errorResponses(401, 403, 404, 422);
  const granted = new WeakMap<FastifyRequest, EbookRow>();
  const guard = checkBeforeBody(app.authenticate, async (request, id) => {
    const book = await findEbook(db, id);
    ebookPolicy.authorize(request.user, 'export', book);
    granted.set(request, book);
  });
  const access = (request: FastifyRequest) => granted.get(request)!;

  app.get('/:id/exports', {
    schema: { ...base, summary: "The book's latest export of each format, with its progress", params: IdParamsSchema, response: { 200: BookExportsResponseSchema, ...errors } },
    ...guard,
  }, async (request, reply) => {
    const book = access(request);
    reply.header('cache-control', 'private, no-store');
    const rows = await db.select().from(bookExports).where(eq(bookExports.ebookId, book.id)).orderBy(desc(bookExports.createdAt));
    const latest = EXPORT_FORMATS.map((format) => rows.find((row) => row.format === format)).filter((row): row is ExportRow => !!row);
    return { data: latest.map((row) => present(row, book)) };
  });

  app.post('/:id/exports', {
    schema: { ...base, summary: "Export the book as EPUB 3 (fixed-layout: epub; reflowable: epub-reflowable), PDF, an offline flipbook (a zip that opens from file://) or that flipbook as a SCORM 1.2, SCORM 2004 (4th edition) or cmi5 package for an LMS (scorm12, scorm2004, cmi5), a PDF book as its own PDF with its layer's links: made in the background; follow it with GET …/exports", params: IdParamsSchema, body: ExportInputSchema, response: { 202: BookExportWrittenResponseSchema, ...errors } },
    ...guard,
  }, async (request, reply) => {
    const book = access(request);
    const { format } = request.body;
    // A PDF book's PDF export is its own PDF with its layer's links (pdf-book.ts), its offline flipbook its PDF and
    // layer with pdf.js (offline.ts); an EPUB is made of pages.
    const pdfBook = book.bookType === 'pdf';
    if (pdfBook && (format === 'epub' || format === 'epub-reflowable')) throw new HttpError(422, EXPORT_MESSAGES.pdfBook);
    if (pdfBook ? !pdfKeyOf(book.pdfFile) : book.pageCount === 0) throw new HttpError(422, EXPORT_MESSAGES.noPages);
    if (format === 'pdf' && !pdfBook && !app.config.chromiumPath) throw new HttpError(422, EXPORT_MESSAGES.pdfUnavailable);
    if ((format === 'offline' || isLmsFormat(format)) && !offlineReaderBuilt(app.config.exportScriptsDir, { pdf: pdfBook })) throw new HttpError(422, EXPORT_MESSAGES.offlineUnavailable);
    const row = await db.transaction(async (tx) => {
      const [running] = await tx
        .select()
        .from(bookExports)
        .where(and(eq(bookExports.ebookId, book.id), eq(bookExports.format, format)))
        .orderBy(desc(bookExports.createdAt))
        .limit(1);
      if (running && (running.status === 'queued' || running.status === 'running')) return running;
      // An offline flipbook keeps the site it was asked at, to send its reading to while online (decision 020).
      // The site its reading reports to (decision 020): every format but the PDF, which runs no script.
      const siteUrl = format === 'pdf' ? null : publicOriginOf(app.config.publicUrl, request) ?? null;
      const [created] = await tx.insert(bookExports).values({ ebookId: book.id, format, requestedBy: request.user.id, siteUrl }).returning();
      await app.jobs.exportBook(tx, created!.id);
      return created!;
    });
    reply.code(202);
    return { message: EXPORT_MESSAGES.started, data: present(row, book) };
  });

  app.get('/:id/exports/:exportId/file', {
    schema: { ...base, summary: 'Download a finished export', params: ExportParamsSchema, response: errors },
    ...guard,
  }, async (request, reply) => {
    const book = access(request);
    const [row] = await db.select().from(bookExports).where(and(eq(bookExports.id, request.params.exportId), eq(bookExports.ebookId, book.id)));
    if (!row) throw notFound();
    if (row.status !== 'done' || !row.fileKey) throw new HttpError(422, EXPORT_MESSAGES.notReady);
    if (!(await sendExportFile(request, reply, app.storage, book, { ...row, fileKey: row.fileKey }))) throw notFound();
    return reply;
  });
}
