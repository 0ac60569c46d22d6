import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { MESSAGES, PdfProcessingQuerySchema, PdfProcessingResponseSchema, type PdfProcessing } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks } from '../../db/schema.ts';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { ebookPolicy } from '../ebooks/policy.ts';
import { findUpload } from '../uploads/lookup.ts';

/**
 * A PDF book's processing, for the account that uploaded it, an admin, or whoever may edit a book that uses
 * it; undefined for anyone else and for any other address, so that nobody learns which files exist.
 */
async function processingOf(db: Db, user: Actor, url: string): Promise<PdfProcessing | undefined> {
  const pdf = await findUpload(db, url, { kind: 'pdf' });
  if (!pdf?.processing) return undefined;
  const allowed =
    user.role === 'admin' || pdf.ownerId === user.id || (await db.select().from(ebooks).where(eq(ebooks.pdfFile, url))).some((book) => ebookPolicy.may(user, 'update', book));
  if (!allowed) return undefined;
  return { status: pdf.processing, error: pdf.processingError && MESSAGES[pdf.processingError], page_count: pdf.pageCount };
}

/** GET /api/uploads/pdf-processing?url=…: what the PDF field shows while a PDF book's file is processed. */
export async function pdfProcessingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/pdf-processing', {
    schema: {
      tags: ['uploads'],
      summary: "A PDF book's processing: pending, processing, done (with its page count) or failed (with the reason)",
      security: [{ bearer: [] }],
      querystring: PdfProcessingQuerySchema,
      response: { 200: PdfProcessingResponseSchema, ...errorResponses(401, 404, 422) },
    },
    onRequest: app.authenticate,
  }, async (request) => {
    const processing = await processingOf(app.db, request.user, request.query.url);
    if (!processing) throw notFound('No PDF was uploaded at this address.');
    return { data: processing };
  });
}
