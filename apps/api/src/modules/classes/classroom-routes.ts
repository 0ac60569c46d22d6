import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLASS_MESSAGES, ClassBookSchema, ClassroomBookCreateSchema, ClassroomBookWrittenResponseSchema, ClassroomResponseSchema, writtenOf } from '@folio/shared';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { routePolicy } from './policy.ts';
import { classOfPupil, classroomOf, startClassBook } from './classroom.ts';
import { findClassBook, handIn, isWrittenBy } from './pupil-books.ts';

const EbookParams = z.object({ ebookId: z.uuid({ error: 'Not a valid id' }) });

/** A pupil's classroom (docs/decisions/018-classrooms.md): routes for pupils only. */
export async function classroomRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const ctx = { db, storage: app.storage, bookMaxBytes: app.config.bookMaxBytes, plans: app.config.plans };
  const base = { tags: ['classroom'], security: [{ bearer: [] }] };
  const pupilsOnly = { onRequest: [app.authenticate, routePolicy.refuseRolesThatNever('classroom')], config: { pupils: true } };

  app.get('/', {
    schema: { ...base, summary: "A pupil's class: its library, the class books approved into it, and the pupil's own books", response: { 200: ClassroomResponseSchema, ...errorResponses(401, 403) } },
    ...pupilsOnly,
  }, async (request) => ({ data: await classroomOf(db, request.user) }));

  app.post('/books', {
    schema: { ...base, summary: 'A pupil starts a book in their class, blank or from a template given to the class', body: ClassroomBookCreateSchema, response: { 201: ClassroomBookWrittenResponseSchema, ...errorResponses(401, 403, 422) } },
    ...pupilsOnly,
  }, async (request, reply) => reply.code(201).send({ message: CLASS_MESSAGES.bookStarted, data: await startClassBook(ctx, request.user, request.body) }));

  app.post('/books/:ebookId/hand-in', {
    schema: { ...base, summary: 'A pupil hands their book in to their teacher', params: EbookParams, response: { 200: writtenOf(ClassBookSchema), ...errorResponses(401, 403, 404, 409, 422) } },
    ...pupilsOnly,
  }, async (request) => {
    const c = await classOfPupil(db, request.user);
    if (!(await isWrittenBy(db, request.params.ebookId, request.user.id))) throw notFound(CLASS_MESSAGES.bookNotInClass);
    return { message: CLASS_MESSAGES.handedIn, data: await handIn(db, await findClassBook(db, c.id, request.params.ebookId)) };
  });
}
