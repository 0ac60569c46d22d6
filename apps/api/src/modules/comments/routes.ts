import type { FastifyInstance } from 'fastify';
import { bookGuard } from '../ebooks/guard.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMMENT_MESSAGES, CommentCreateSchema, CommentListQuerySchema, CommentListResponseSchema, CommentParamsSchema, CommentUpdateSchema, CommentWrittenResponseSchema,
  IdParamsSchema, MessageResponseSchema,
} from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { addComment, changeComment, deleteComment, findComment, listThreads } from './threads.ts';

const errors = errorResponses(401, 403, 404, 422);

/**
 * Comment threads on a book's pages and elements (decision 019): `/api/admin/ebooks/{id}/comments`. Everyone the
 * book is shared with reads them; its owner, editors and commenters write them. Pupils comment on the books they
 * may open (decision 018: `pupils: true`, the e-book policy decides which).
 */
export async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['comments'], security: [{ bearer: [] }] };
  const config = { pupils: true };

  const { guard, access } = bookGuard(app);

  app.get('/:id/comments', {
    schema: { ...base, summary: "A book's comment threads with their replies, open ones first; `state` open, resolved or all, and one page's with `page_id`", params: IdParamsSchema, querystring: CommentListQuerySchema, response: { 200: CommentListResponseSchema, ...errors } },
    ...guard('read_comments'),
    config,
  }, async (request) => listThreads(db, request.user, access(request), request.query));

  app.post('/:id/comments', {
    schema: { ...base, summary: 'Comment on a page or one of its elements, or reply to a thread (`parent_id`); mentions name people the book is shared with', params: IdParamsSchema, body: CommentCreateSchema, response: { 201: CommentWrittenResponseSchema, ...errors } },
    ...guard('comment'),
    config,
  }, async (request, reply) => {
    const data = await addComment(db, app.jobs, request.user, access(request), request.body);
    return reply.code(201).send({ message: COMMENT_MESSAGES.added, data });
  });

  app.put('/:id/comments/:commentId', {
    schema: { ...base, summary: "Edit a comment (its author), or resolve or reopen its thread (anyone who may comment)", params: CommentParamsSchema, body: CommentUpdateSchema, response: { 200: CommentWrittenResponseSchema, ...errors } },
    ...guard('comment'),
    config,
  }, async (request) => {
    const book = access(request);
    return changeComment(db, request.user, book, await findComment(db, book.id, request.params.commentId), request.body);
  });

  app.delete('/:id/comments/:commentId', {
    schema: { ...base, summary: "Delete a comment (its author, or the book's owner and admins); a thread's first comment takes its replies with it", params: CommentParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    // An author who may no longer comment may still take their words back.
    ...guard('read_comments'),
    config,
  }, async (request) => {
    const book = access(request);
    await deleteComment(db, request.user, book, await findComment(db, book.id, request.params.commentId));
    return { message: COMMENT_MESSAGES.deleted };
  });
}
