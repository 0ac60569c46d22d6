import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BookContentsResponseSchema, BookmarksResponseSchema, BookmarksUpdateSchema, BookmarksWrittenResponseSchema, HighlightCreateSchema, HighlightListResponseSchema, HighlightParamsSchema,
  HighlightUpdateSchema, HighlightWrittenResponseSchema, MessageResponseSchema, PublicEbookKeyParamsSchema, STUDY_MESSAGES,
} from '@folio/shared';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { authorize, checkBookPages, checkNoteInReach, checkPageOpen, openPageIds } from '../annotations/policy.ts';
import { NOT_FOUND } from '../ebooks/policy.ts';
import { readAccess } from '../reading/access.ts';
import { listBookmarks, saveBookmarks } from './bookmarks.ts';
import { bookContents } from './contents.ts';
import { createHighlight, deleteHighlight, highlightIn, listHighlights, updateHighlight } from './highlights.ts';

const errors = errorResponses(401, 403, 404, 422);
const highlightErrors = errorResponses(401, 403, 404, 409, 413, 422);

/**
 * A reader's study tools on a book they may open (issue 53), beside the reader's routes and by the same key (the
 * book's id or slug). Bookmarks and highlights are a signed-in reader's own and follow the rules of their notes
 * (annotations/policy.ts): a book they may not open is 404, a page past its preview 403, and what lies out of
 * their reach is left out of their lists and 404 to change. The contents are the book's, for whoever may open it.
 */
export async function studyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['study'];
  const own = { tags, security: [{ bearer: [] }] };
  const auth = { onRequest: app.authenticate };

  app.get('/:key/contents', {
    schema: {
      tags,
      summary: "The book's contents: its author's list (`source: author`), else its headings in reading order (`source: headings`); a PDF book's outline is read from the PDF by the reader",
      params: PublicEbookKeyParamsSchema,
      response: { 200: BookContentsResponseSchema, ...errorResponses(401, 404, 422) },
    },
    onRequest: app.authenticateOptional,
  }, async (request, reply) => {
    const found = await readAccess(db, request.user ?? null, request.params.key);
    if (!found) throw notFound(NOT_FOUND);
    // Not for a shared cache: a book that is not public opens to its owners alone.
    reply.header('cache-control', 'private, no-store');
    return { data: await bookContents(db, found.book) };
  });

  app.get('/:key/bookmarks', {
    schema: { ...own, summary: "The signed-in reader's bookmarks in the book, oldest first", params: PublicEbookKeyParamsSchema, response: { 200: BookmarksResponseSchema, ...errors } },
    ...auth,
  }, async (request, reply) => {
    const found = await authorize(db, request.user, request.params.key);
    reply.header('cache-control', 'private, no-store');
    return { data: await listBookmarks(db, request.user.id, found) };
  });

  app.put('/:key/bookmarks', {
    schema: {
      ...own,
      summary: "Replace the signed-in reader's bookmarks in the book with the list sent (a page once); a page kept keeps the time it was first marked",
      params: PublicEbookKeyParamsSchema,
      body: BookmarksUpdateSchema,
      response: { 200: BookmarksWrittenResponseSchema, ...errors },
    },
    ...auth,
  }, async (request) => {
    const found = await authorize(db, request.user, request.params.key);
    return { message: STUDY_MESSAGES.bookmarksSaved, data: await saveBookmarks(db, request.user.id, found, request.body) };
  });

  app.get('/:key/highlights', {
    schema: { ...own, summary: "The signed-in reader's highlights in the book, oldest first", params: PublicEbookKeyParamsSchema, response: { 200: HighlightListResponseSchema, ...errors } },
    ...auth,
  }, async (request, reply) => {
    const found = await authorize(db, request.user, request.params.key);
    const open = await openPageIds(db, found);
    const highlights = await listHighlights(db, request.user.id, found.book.id);
    reply.header('cache-control', 'private, no-store');
    return { data: open ? highlights.filter((h) => open.has(h.page_id)) : highlights };
  });

  app.post('/:key/highlights', {
    schema: {
      ...own,
      summary: 'Highlight words of a page, with a note if wanted (201); sent again with the same client id, the highlight already kept (200)',
      params: PublicEbookKeyParamsSchema,
      body: HighlightCreateSchema,
      response: { 200: HighlightWrittenResponseSchema, 201: HighlightWrittenResponseSchema, ...highlightErrors },
    },
    ...auth,
  }, async (request, reply) => {
    const found = await authorize(db, request.user, request.params.key);
    await checkBookPages(db, found.book, [request.body.page_id]);
    await checkPageOpen(db, found, request.body.page_id);
    const { data, created } = await createHighlight(db, request.user.id, found.book.id, request.body);
    return reply.code(created ? 201 : 200).send({ message: STUDY_MESSAGES.highlightSaved, data });
  });

  app.put('/:key/highlights/:highlightId', {
    schema: {
      ...own,
      summary: 'Change the colour or the note of one of the reader’s highlights, or where its words now are',
      params: HighlightParamsSchema,
      body: HighlightUpdateSchema,
      response: { 200: HighlightWrittenResponseSchema, ...errors },
    },
    ...auth,
  }, async (request) => {
    const { key, highlightId } = request.params;
    const found = await authorize(db, request.user, key);
    const highlight = await highlightIn(db, request.user.id, found.book.id, highlightId);
    await checkNoteInReach(db, found, highlight.pageId, STUDY_MESSAGES.highlightNotFound);
    return { message: STUDY_MESSAGES.highlightSaved, data: await updateHighlight(db, request.user.id, found.book.id, highlightId, request.body) };
  });

  app.delete('/:key/highlights/:highlightId', {
    schema: { ...own, summary: 'Delete one of the reader’s highlights', params: HighlightParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    ...auth,
  }, async (request) => {
    const { key, highlightId } = request.params;
    const found = await authorize(db, request.user, key);
    const highlight = await highlightIn(db, request.user.id, found.book.id, highlightId);
    await checkNoteInReach(db, found, highlight.pageId, STUDY_MESSAGES.highlightNotFound);
    await deleteHighlight(db, request.user.id, found.book.id, highlightId);
    return { message: STUDY_MESSAGES.highlightDeleted };
  });
}
