import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnnotationBookQuerySchema, DrawingsClearQuerySchema, DrawingsResponseSchema, DrawingsSaveSchema, DrawingsWrittenResponseSchema, MessageResponseSchema,
} from '@folio/shared';
import { errorResponses, forbidden } from '../../lib/http-error.ts';
import { BEYOND_PREVIEW } from '../reading/pages.ts';
import { authorize, checkBookPages, openPageIds } from './policy.ts';
import { clearDrawings, loadDrawings, saveDrawings } from './drawing-service.ts';

const errors = errorResponses(401, 403, 404, 413, 422);

/**
 * A signed-in reader's own drawings on a book's pages, merged by shape id (see saveDrawings). Like notes, they
 * reach as far as the reader may read: a preview's reader draws on the preview's pages only, and a reader who
 * lost pages (a refund, a free book made paid) neither sees nor clears what they drew there, which is kept
 * until the pages open to them again.
 */
export async function drawingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['annotations'], security: [{ bearer: [] }] };
  const auth = { onRequest: app.authenticate };

  app.get('/', {
    schema: { ...base, summary: "The user's drawings in a book, by page", querystring: AnnotationBookQuerySchema, response: { 200: DrawingsResponseSchema, ...errors } },
    ...auth,
  }, async (request) => {
    const { ebook_id } = request.query;
    const open = await openPageIds(db, await authorize(db, request.user, ebook_id));
    return { data: await loadDrawings(db, { userId: request.user.id, ebookId: ebook_id }, open && [...open]) };
  });

  app.put('/', {
    schema: {
      ...base,
      summary: 'Save changed shapes (by shape id); answers the merged drawings of the pages touched',
      body: DrawingsSaveSchema,
      response: { 200: DrawingsWrittenResponseSchema, ...errors },
    },
    ...auth,
  }, async (request) => {
    const { ebook_id, changes } = request.body;
    const found = await authorize(db, request.user, ebook_id);
    const pageIds = changes.map((c) => c.page_id);
    await checkBookPages(db, found.book, pageIds);
    const open = await openPageIds(db, found);
    if (open && pageIds.some((id) => !open.has(id))) throw forbidden(BEYOND_PREVIEW);
    return { message: 'Drawings saved.', data: await saveDrawings(db, { userId: request.user.id, ebookId: ebook_id }, changes) };
  });

  app.delete('/', {
    schema: { ...base, summary: "Clear the user's drawings on a page, or in the whole book", querystring: DrawingsClearQuerySchema, response: { 200: MessageResponseSchema, ...errors } },
    ...auth,
  }, async (request) => {
    const { ebook_id, page_id } = request.query;
    const open = await openPageIds(db, await authorize(db, request.user, ebook_id));
    if (page_id && open && !open.has(page_id)) throw forbidden(BEYOND_PREVIEW);
    await clearDrawings(db, { userId: request.user.id, ebookId: ebook_id }, page_id ? [page_id] : open && [...open]);
    return { message: 'Drawings cleared.' };
  });
}
