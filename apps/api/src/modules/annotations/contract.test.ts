import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrawingsResponseSchema, DrawingsWrittenResponseSchema, MessageResponseSchema, NoteListResponseSchema, NoteWrittenResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { annotationApi, booksByAccess, pageIdsOf, rect, stroke } from './fixtures.ts';

/** Every answer of the note and drawing routes against its schema in @folio/shared. */
describe('annotations contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let api: ReturnType<typeof annotationApi>;
  let books: Awaited<ReturnType<typeof booksByAccess>>;
  let page: string;
  let reader: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = annotationApi(t);
    books = await booksByAccess(t);
    [page] = (await pageIdsOf(t, books.open)) as [string];
    reader = (await registerUser(t)).token;
  });
  afterAll(async () => { await t.close(); });

  it('the notes, and their refusals', async () => {
    const note = { ebook_id: books.open, page_id: page, x: 10, y: 20, text: 'Contract' };
    const created = conforms(await api.addNote(reader, note), 201, NoteWrittenResponseSchema);
    conforms(await api.notes(reader, books.open), 200, NoteListResponseSchema);
    conforms(await api.editNote(reader, created.data.id, { text: 'Edited', color: '#FFCC00' }), 200, NoteWrittenResponseSchema);
    refuses(await api.notes(null, books.open), 401);
    refuses(await api.notes(reader, books.hidden), 404);
    refuses(await api.addNote(reader, { ...note, text: '' }), 422);
    refuses(await api.editNote(reader, created.data.id, {}), 422);
    conforms(await api.deleteNote(reader, created.data.id), 200, MessageResponseSchema);
    refuses(await api.deleteNote(reader, created.data.id), 404);
  });

  it('the drawings, and their refusals', async () => {
    const changes = [{ page_id: page, id: 'contract-stroke', attrs: stroke(), position: 0 }, { page_id: page, id: 'contract-rect', attrs: rect(), position: 1 }];
    conforms(await api.saveDrawings(reader, { ebook_id: books.open, changes }), 200, DrawingsWrittenResponseSchema);
    const drawn = conforms(await api.drawings(reader, books.open), 200, DrawingsResponseSchema);
    expect(drawn.data[page]).toHaveLength(2);
    refuses(await api.drawings(null, books.open), 401);
    refuses(await api.drawings(reader, books.hidden), 404);
    refuses(await api.saveDrawings(reader, { ebook_id: books.open, changes: [] }), 422);
    conforms(await api.clearDrawings(reader, `ebook_id=${books.open}&page_id=${page}`), 200, MessageResponseSchema);
    refuses(await api.clearDrawings(reader, 'ebook_id=nope'), 422);
  });

  it('documents each status', async () => {
    const statuses = await documentedStatuses(t);
    const refusals = ['401', '404', '413', '422'];
    for (const method of ['get', 'post']) expect(statuses('/api/me/notes', method)).toEqual(expect.arrayContaining(refusals));
    for (const method of ['put', 'delete']) expect(statuses('/api/me/notes/{id}', method)).toEqual(expect.arrayContaining(['200', ...refusals]));
    expect(statuses('/api/me/notes', 'post')).toContain('201');
    for (const method of ['get', 'put', 'delete']) expect(statuses('/api/me/drawings', method)).toEqual(expect.arrayContaining(['200', ...refusals]));
  });
});
