import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookGuard, type GrantedBook } from '../ebooks/guard.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CollaboratorAddSchema, CollaboratorListResponseSchema, CollaboratorParamsSchema, CollaboratorUpdateSchema, CollaboratorWrittenResponseSchema,
  IdParamsSchema, MessageResponseSchema, SHARING_MESSAGES, ShareablePupilListResponseSchema,
} from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { ebookPolicy } from '../ebooks/policy.ts';
import { personToAdd, pupilsToShareWith } from './people.ts';
import { presentCollaborator } from './presenter.ts';
import { addCollaborator, changeRole, collaboratorsOf, ownerOf, removeCollaborator } from './service.ts';


/**
 * Who a book is shared with, and as what (decision 019): `/api/admin/ebooks/{id}/collaborators`. Everyone the book
 * is shared with sees the list; its owner and admins change it (the policy's `share`); anyone it is shared with may
 * leave it. Open to pupils: a pupil shares their own book with classmates, and a teacher's book shared with pupils
 * shows them who else writes it.
 */
export async function sharingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['sharing'], security: [{ bearer: [] }] };
  const pupils = { pupils: true };

  const { guard, access } = bookGuard(app);
  /** Whether `request`'s user sees e-mail addresses in the answer (presenter.ts). */
  const showsEmails = (request: FastifyRequest) => ebookPolicy.may(request.user, 'share', access(request));
  /** Leaving is taking oneself off a book shared with one: seeing the book is enough. */
  const leaving = (request: FastifyRequest, book: GrantedBook | undefined) => (request.params as { userId?: string }).userId === request.user.id && book?.sharedAs != null;

  app.get('/:id/collaborators', {
    schema: { ...base, summary: 'List the people a book is shared with, and its owner (everyone it is shared with may)', params: IdParamsSchema, response: { 200: CollaboratorListResponseSchema, ...errorResponses(401, 403, 404, 422) } },
    ...guard(() => 'read_comments'),
    config: pupils,
  }, async (request) => {
    const book = access(request);
    const [rows, owner] = await Promise.all([collaboratorsOf(db, book.id), ownerOf(db, book.createdBy)]);
    const showEmail = showsEmails(request);
    return { data: rows.map((row) => presentCollaborator(row, showEmail)), owner };
  });

  app.get('/:id/collaborators/pupils', {
    schema: { ...base, summary: 'List the pupils the book may still be shared with by name: of a class its owner owns, co-teaches or is a pupil of', params: IdParamsSchema, response: { 200: ShareablePupilListResponseSchema, ...errorResponses(401, 403, 404, 422) } },
    ...guard(() => 'share'),
    config: pupils,
  }, async (request) => {
    const book = access(request);
    return { data: await pupilsToShareWith(db, book.id, book.createdBy) };
  });

  app.post('/:id/collaborators', {
    schema: {
      ...base,
      summary: 'Share a book with someone as editor, commenter or viewer: a Folio account by e-mail, or a pupil of a class its owner is in by id (404 unknown, 409 shared already, 422 the owner)',
      params: IdParamsSchema,
      body: CollaboratorAddSchema,
      response: { 201: CollaboratorWrittenResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
    },
    ...guard(() => 'share'),
    config: pupils,
  }, async (request, reply) => {
    const book = access(request);
    const person = await personToAdd(db, request.user, book.createdBy, request.body);
    const row = await addCollaborator(db, book, person, request.body.role, request.user.id);
    return reply.code(201).send({ message: SHARING_MESSAGES.added, data: presentCollaborator(row, showsEmails(request)) });
  });

  app.put('/:id/collaborators/:userId', {
    schema: { ...base, summary: "Change someone's role on a book", params: CollaboratorParamsSchema, body: CollaboratorUpdateSchema, response: { 200: CollaboratorWrittenResponseSchema, ...errorResponses(401, 403, 404, 422) } },
    ...guard(() => 'share'),
    config: pupils,
  }, async (request) => {
    const row = await changeRole(db, access(request).id, request.params.userId, request.body.role);
    return { message: SHARING_MESSAGES.saved, data: presentCollaborator(row, showsEmails(request)) };
  });

  app.delete('/:id/collaborators/:userId', {
    schema: { ...base, summary: 'Stop sharing a book with someone; anyone it is shared with may leave it', params: CollaboratorParamsSchema, response: { 200: MessageResponseSchema, ...errorResponses(401, 403, 404, 422) } },
    ...guard((request, book) => (leaving(request, book) ? 'view' : 'share')),
    config: pupils,
  }, async (request) => {
    const { userId } = request.params;
    await removeCollaborator(db, access(request).id, userId);
    return { message: userId === request.user.id ? SHARING_MESSAGES.left : SHARING_MESSAGES.removed };
  });
}
