import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnnotationBookQuerySchema, IdParamsSchema, MessageResponseSchema, NoteCreateSchema, NoteListResponseSchema, NoteUpdateSchema, NoteWrittenResponseSchema,
} from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { authorize, checkBookPages, checkNoteInReach, checkPageOpen, openPageIds } from './policy.ts';
import { createNote, deleteNote, listNotes, notePlace, updateNote } from './note-service.ts';

const errors = errorResponses(401, 403, 404, 413, 422);

/** A signed-in reader's own notes on a book's pages (architecture.md §4: own only; visitors keep theirs in the browser). */
export async function noteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['annotations'], security: [{ bearer: [] }] };
  const auth = { onRequest: app.authenticate };

  app.get('/', {
    schema: { ...base, summary: "List the user's notes in a book", querystring: AnnotationBookQuerySchema, response: { 200: NoteListResponseSchema, ...errors } },
    ...auth,
  }, async (request) => {
    const open = await openPageIds(db, await authorize(db, request.user, request.query.ebook_id));
    const notes = await listNotes(db, request.user.id, request.query.ebook_id);
    return { data: open ? notes.filter((note) => open.has(note.page_id)) : notes };
  });

  app.post('/', {
    schema: { ...base, summary: 'Add a note to a page', body: NoteCreateSchema, response: { 201: NoteWrittenResponseSchema, ...errors } },
    ...auth,
  }, async (request, reply) => {
    const found = await authorize(db, request.user, request.body.ebook_id);
    await checkBookPages(db, found.book, [request.body.page_id]);
    await checkPageOpen(db, found, request.body.page_id);
    const data = await createNote(db, request.user.id, request.body);
    return reply.code(201).send({ message: 'Note saved.', data });
  });

  app.put('/:id', {
    schema: { ...base, summary: 'Edit or move one of the user’s notes', params: IdParamsSchema, body: NoteUpdateSchema, response: { 200: NoteWrittenResponseSchema, ...errors } },
    ...auth,
  }, async (request) => {
    const { page_id } = request.body;
    const note = await notePlace(db, request.user.id, request.params.id);
    const found = await authorize(db, request.user, note.ebookId);
    await checkNoteInReach(db, found, note.pageId);
    // A note moves only to another page of its own book, one the reader may open.
    if (page_id !== undefined) {
      await checkBookPages(db, found.book, [page_id]);
      await checkPageOpen(db, found, page_id);
    }
    return { message: 'Note saved.', data: await updateNote(db, request.user.id, request.params.id, request.body) };
  });

  app.delete('/:id', {
    schema: { ...base, summary: 'Delete one of the user’s notes', params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    ...auth,
  }, async (request) => {
    const note = await notePlace(db, request.user.id, request.params.id);
    await checkNoteInReach(db, await authorize(db, request.user, note.ebookId), note.pageId);
    await deleteNote(db, request.user.id, request.params.id);
    return { message: 'Note deleted.' };
  });
}
