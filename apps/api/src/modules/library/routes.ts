import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { BookHoldingSchema, BuyerDownloadParamsSchema, dataOf, EXPORT_MESSAGES, IdParamsSchema, LibraryListResponseSchema, LibraryQuerySchema, type BookHolding } from '@folio/shared';
import { ebooks } from '../../db/schema.ts';
import { errorResponses, forbidden, notFound } from '../../lib/http-error.ts';
import { finishedExportsOf, sendExportFile } from '../exports/files-out.ts';
import { holdingsOf } from './purchases.ts';
import { listLibrary } from './service.ts';

/** The books the signed-in customer has bought (paid orders): "My library". */
export async function myLibraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['orders'], security: [{ bearer: [] }] };
  app.get('/', {
    schema: {
      ...base,
      summary: 'List the books I bought, latest first',
      querystring: LibraryQuerySchema,
      response: { 200: LibraryListResponseSchema, ...errorResponses(401, 422) },
    },
    onRequest: app.authenticate,
  }, async (request) => listLibrary(app.db, request.user.id, request.query));

  app.get('/:id/downloads/:format', {
    schema: {
      ...base,
      summary: "Download a book I bought as EPUB or PDF: its latest export, when its owner allows buyers to download it",
      params: BuyerDownloadParamsSchema,
      response: errorResponses(401, 403, 404, 422),
    },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    const { id, format } = request.params;
    if ((await holdingsOf(app.db, request.user.id, [id])).get(id)?.kind !== 'owned') throw forbidden();
    const [book] = await app.db.select({ slug: ebooks.slug, buyerDownloads: ebooks.buyerDownloads }).from(ebooks).where(eq(ebooks.id, id));
    if (!book?.buyerDownloads) throw forbidden(EXPORT_MESSAGES.downloadsOff);
    const latest = (await finishedExportsOf(app.db, [id])).find((row) => row.format === format);
    if (!latest?.fileKey || !(await sendExportFile(request, reply, app.storage, book, { ...latest, fileKey: latest.fileKey }))) throw notFound(EXPORT_MESSAGES.noDownload);
    return reply;
  });

  app.get('/:id/holding', {
    schema: {
      ...base,
      summary: 'Whether I own a book, or have an order for it that awaits its payment',
      description: 'Any book id may be asked about; an unknown one is simply not held (`none`).',
      params: IdParamsSchema,
      response: { 200: dataOf(BookHoldingSchema), ...errorResponses(401, 422) },
    },
    onRequest: app.authenticate,
  }, async (request): Promise<{ data: BookHolding }> => {
    const held = (await holdingsOf(app.db, request.user.id, [request.params.id])).get(request.params.id);
    if (!held) return { data: { holding: 'none', order: null } };
    if (held.kind === 'owned') return { data: { holding: 'owned', order: null } };
    return { data: { holding: 'awaiting_payment', order: { id: held.orderId, tracking_number: held.trackingNumber } } };
  });
}
