import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnnotationBookQuerySchema, DrawingsClearQuerySchema, DrawingsResponseSchema, DrawingsSaveSchema, DrawingsWrittenResponseSchema, MessageResponseSchema,
} from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { authorize, checkBookPages } from './policy.ts';
import { clearDrawings, loadDrawings, saveDrawings } from './drawing-service.ts';

const errors = errorResponses(401, 404, 413, 422);

/** A signed-in reader's own drawings on a book's pages, merged by shape id (see saveDrawings). */
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
    await authorize(db, request.user, ebook_id);
    return { data: await loadDrawings(db, { userId: request.user.id, ebookId: ebook_id }) };
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
    const { book } = await authorize(db, request.user, ebook_id);
    await checkBookPages(db, book, changes.map((c) => c.page_id));
    return { message: 'Drawings saved.', data: await saveDrawings(db, { userId: request.user.id, ebookId: ebook_id }, changes) };
  });

  app.delete('/', {
    schema: { ...base, summary: "Clear the user's drawings on a page, or in the whole book", querystring: DrawingsClearQuerySchema, response: { 200: MessageResponseSchema, ...errors } },
    ...auth,
  }, async (request) => {
    const { ebook_id, page_id } = request.query;
    await authorize(db, request.user, ebook_id);
    await clearDrawings(db, { userId: request.user.id, ebookId: ebook_id }, page_id);
    return { message: 'Drawings cleared.' };
  });
}
