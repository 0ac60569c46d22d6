import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookReadingResponseSchema, BookSearchQuerySchema, BookSearchResponseSchema, ContentLanguageQuerySchema, ErrorResponseSchema, PageRangeQuerySchema, PageRangeResponseSchema, previewPageCount, PublicEbookKeyParamsSchema,
  READING_POSITION_MESSAGES, ReadingPositionResponseSchema, ReadingPositionUpdateSchema, ReadingPositionWrittenResponseSchema,
} from '@folio/shared';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';
import { NOT_FOUND } from '../ebooks/policy.ts';
import { readAccess } from './access.ts';
import { pdfKeyOf, previewPdf } from './pdf.ts';
import { readPageRange } from './pages.ts';
import { readingPositionOf, saveReadingPosition } from './position.ts';
import { searchBook } from './search.ts';
import { firstPageOf, presentReading, totalPagesOf } from './presenter.ts';

const errors = errorResponses(401, 404);
const NO_PDF = 'This book has no PDF file.';
/** The PDF's bytes (a stream from the storage or a buffer): Fastify sends them as they are, without serialising. */
const PdfBodySchema = z.any().describe('application/pdf');
const PictureBodySchema = z.any().describe('image/webp');
const NO_FIRST_PAGE = 'This book has no drawing of its first page.';

/**
 * What a reader may open of a book: all of it, or the preview of a paid book (architecture.md §4; reading/access.ts).
 * Public routes; a bearer token, when sent, must be valid and lets buyers, owners and admins read in full.
 */
export async function readingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reading'];

  app.get('/:key/read', {
    schema: {
      tags,
      summary: 'Open a book to read: the book (its title in the language asked for, where translated) and the ids of the pages this reader may open (all, or the preview of a paid book)',
      params: PublicEbookKeyParamsSchema,
      querystring: ContentLanguageQuerySchema,
      response: { 200: BookReadingResponseSchema, ...errorResponses(401, 404, 422) },
    },
    onRequest: app.authenticateOptional,
  }, async (request) => {
    const found = await readAccess(app.db, request.user ?? null, request.params.key);
    if (!found) throw notFound(NOT_FOUND);
    return { data: await presentReading(app.db, found, request.query.lng) };
  });

  app.get('/:key/pages', {
    schema: {
      tags,
      summary: 'The content of consecutive pages (at most 12, and fewer when the answer reaches its size limit: `next` says where to go on); a preview reader gets 403 past the preview',
      params: PublicEbookKeyParamsSchema,
      querystring: PageRangeQuerySchema,
      response: { 200: PageRangeResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
    onRequest: app.authenticateOptional,
  }, async (request, reply) => {
    const found = await readAccess(app.db, request.user ?? null, request.params.key);
    if (!found) throw notFound(NOT_FOUND);
    // The answer depends on who asks: no shared cache may keep a buyer's pages for another reader.
    reply.header('cache-control', 'private, no-store');
    return { data: await readPageRange(app.db, found, request.query, app.config.readAnswerMaxBytes) };
  });

  app.get('/:key/search', {
    schema: {
      tags,
      summary: 'Search the words of the pages this reader may open (all, or the preview): the pages that hold them, in order, each with the sentence around the first match; a PDF book is searched in the reader',
      params: PublicEbookKeyParamsSchema,
      querystring: BookSearchQuerySchema,
      response: { 200: BookSearchResponseSchema, ...errorResponses(401, 404, 422) },
    },
    onRequest: app.authenticateOptional,
  }, async (request, reply) => {
    const found = await readAccess(app.db, request.user ?? null, request.params.key);
    if (!found) throw notFound(NOT_FOUND);
    reply.header('cache-control', 'private, no-store');
    return { data: await searchBook(app.db, found, request.query.q) };
  });

  app.get('/:key/pdf', {
    schema: {
      tags,
      summary: "A PDF book's file: whole (with byte ranges, 206), or only the preview pages",
      params: PublicEbookKeyParamsSchema,
      produces: ['application/pdf'],
      response: { 200: PdfBodySchema, 206: PdfBodySchema, ...errors, 416: ErrorResponseSchema },
    },
    onRequest: app.authenticateOptional,
  }, async (request, reply) => {
    const found = await readAccess(app.db, request.user ?? null, request.params.key);
    if (!found) throw notFound(NOT_FOUND);
    const { book, access } = found;
    const key = book.bookType === 'pdf' ? pdfKeyOf(book.pdfFile) : null;
    if (!key) throw notFound(NO_PDF);
    const headers = {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${book.slug}${access === 'preview' ? '-preview' : ''}.pdf"`,
      // The answer depends on who asks: no shared cache may keep one reader's full copy for another.
      'cache-control': 'private, no-store',
      'x-read-access': access,
    };
    if (access === 'full') {
      if (!(await sendStoredFile(request, reply, app.storage, key, headers))) throw notFound(NO_PDF);
      return reply;
    }
    const preview = await previewPdf(app.storage, key, `${book.id}:${book.pdfFile}`, previewPageCount(totalPagesOf(book)));
    if (!preview) throw notFound(NO_PDF);
    return reply.headers(headers).send(preview);
  });

  app.get('/:key/first-page', {
    schema: {
      tags,
      summary: "A PDF book's first page, drawn when its file was processed (WebP), for a book anyone may open: what a reader shows while its PDF renderer starts",
      params: PublicEbookKeyParamsSchema,
      produces: ['image/webp'],
      response: { 200: PictureBodySchema, ...errorResponses(404) },
    },
  }, async (request, reply) => {
    // As a visitor reads it: an image is fetched without the reader's token, and page 1 is in every preview.
    const found = await readAccess(app.db, null, request.params.key);
    const picture = found && (await firstPageOf(app.db, found.book));
    if (!picture) throw notFound(NO_FIRST_PAGE);
    const headers = {
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      // The address stays with the book while its file may change: kept a little, not for good.
      'cache-control': 'public, max-age=300',
    };
    if (!(await sendStoredFile(request, reply, app.storage, picture.key, headers))) throw notFound(NO_FIRST_PAGE);
    return reply;
  });

  // Where a signed-in reader left the book: only a reader who may open it (a preview included) has a position in it.
  const positionSchema = { tags, security: [{ bearer: [] }], params: PublicEbookKeyParamsSchema };
  app.get('/:key/reading-position', {
    schema: { ...positionSchema, summary: "The signed-in reader's remembered page in the book (null before the first save), and whether they have notes in it", response: { 200: ReadingPositionResponseSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    const found = await readAccess(app.db, request.user, request.params.key);
    if (!found) throw notFound(NOT_FOUND);
    reply.header('cache-control', 'private, no-store');
    return { data: await readingPositionOf(app.db, request.user.id, found) };
  });

  app.put('/:key/reading-position', {
    schema: { ...positionSchema, summary: "Remember the signed-in reader's page in the book (from 1; 422 past the book's last page)", body: ReadingPositionUpdateSchema, response: { 200: ReadingPositionWrittenResponseSchema, ...errorResponses(401, 404, 422) } },
    onRequest: app.authenticate,
  }, async (request) => {
    const found = await readAccess(app.db, request.user, request.params.key);
    if (!found) throw notFound(NOT_FOUND);
    return { message: READING_POSITION_MESSAGES.saved, data: await saveReadingPosition(app.db, request.user.id, found, request.body.page) };
  });
}
