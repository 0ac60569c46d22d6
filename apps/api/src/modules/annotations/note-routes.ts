import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnnotationBookQuerySchema, IdParamsSchema, MessageResponseSchema, NoteCreateSchema, NoteListResponseSchema, NoteUpdateSchema, NoteWrittenResponseSchema,
} from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { authorize, checkBookPages } from './policy.ts';
import { createNote, deleteNote, listNotes, noteBookId, updateNote } from './note-service.ts';

const errors = errorResponses(401, 404, 413, 422);

/** A signed-in reader's own notes on a book's pages (DESIGN.md §4: own only; visitors keep theirs in the browser). */
export async function noteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['annotations'], security: [{ bearer: [] }] };
  const auth = { onRequest: app.authenticate };

  app.get('/', {
    schema: { ...base, summary: "List the user's notes in a book", querystring: AnnotationBookQuerySchema, response: { 200: NoteListResponseSchema, ...errors } },
    ...auth,
  }, async (request) => {
    await authorize(db, request.user, 'notes', 'list', request.query.ebook_id);
    return { data: await listNotes(db, request.user.id, request.query.ebook_id) };
  });

  app.post('/', {
    schema: { ...base, summary: 'Add a note to a page', body: NoteCreateSchema, response: { 201: NoteWrittenResponseSchema, ...errors } },
    ...auth,
  }, async (request, reply) => {
    const book = await authorize(db, request.user, 'notes', 'create', request.body.ebook_id);
    await checkBookPages(db, book, [request.body.page_id]);
    const data = await createNote(db, request.user.id, request.body);
    return reply.code(201).send({ message: 'Note saved.', data });
  });

  app.put('/:id', {
    schema: { ...base, summary: 'Edit or move one of the user’s notes', params: IdParamsSchema, body: NoteUpdateSchema, response: { 200: NoteWrittenResponseSchema, ...errors } },
    ...auth,
  }, async (request) => {
    const { page_id } = request.body;
    const book = await authorize(db, request.user, 'notes', page_id === undefined ? 'update' : 'move', () => noteBookId(db, request.user.id, request.params.id));
    if (book) await checkBookPages(db, book, [page_id!]);
    return { message: 'Note saved.', data: await updateNote(db, request.user.id, request.params.id, request.body) };
  });

  app.delete('/:id', {
    schema: { ...base, summary: 'Delete one of the user’s notes', params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    ...auth,
  }, async (request) => {
    await authorize(db, request.user, 'notes', 'delete', () => noteBookId(db, request.user.id, request.params.id));
    await deleteNote(db, request.user.id, request.params.id);
    return { message: 'Note deleted.' };
  });
}
