import { beforeEach, describe, expect, it } from 'vitest';
import type { ReaderNote } from '@folio/shared';
import { loadLocalNotes } from '../drawing/annotationStorage';
import { localNotes, type NotesBackend } from './notesBackends';
import { NotesStore } from './notesStore';

const BOOK = 'b1';

describe('NotesStore with the browser backend (visitors)', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds, edits, moves and deletes notes, kept in the browser per book', async () => {
    const store = new NotesStore(localNotes(BOOK));
    await store.load();
    expect(store.getSnapshot()).toEqual({ status: 'ready', notes: [] });
    const note = await store.add({ page_id: 'p1', x: 10, y: 20, text: ' First ', color: null });
    expect(note).toMatchObject({ ebook_id: BOOK, page_id: 'p1', x: 10, y: 20, text: 'First', color: null });
    await store.edit(note.id, { x: 30, y: 40, text: 'Changed', color: '#BFDBFE' });
    expect(loadLocalNotes(BOOK)).toEqual([expect.objectContaining({ id: note.id, x: 30, y: 40, text: 'Changed', color: '#BFDBFE' })]);
    expect(loadLocalNotes('other')).toEqual([]);

    // A second tab reads what the first wrote.
    const other = new NotesStore(localNotes(BOOK));
    await other.load();
    expect(other.getSnapshot().notes.map((n) => n.text)).toEqual(['Changed']);

    await store.remove(note.id);
    expect(store.getSnapshot().notes).toEqual([]);
    expect(loadLocalNotes(BOOK)).toEqual([]);
  });
});

describe('NotesStore with a failing backend', () => {
  const saved: ReaderNote = { id: 'n1', ebook_id: BOOK, page_id: 'p1', x: 1, y: 1, text: 'Kept', color: null, created_at: '', updated_at: '' };
  const failing = (status?: number): NotesBackend => ({
    list: async () => [saved],
    create: async () => Promise.reject(new Error('offline')),
    update: async () => Promise.reject(Object.assign(new Error('refused'), { status })),
    remove: async () => Promise.reject(Object.assign(new Error('refused'), { status })),
  });

  it('shows a move at once and puts the note back when the save fails', async () => {
    const store = new NotesStore(failing(500));
    await store.load();
    const pending = store.edit('n1', { x: 50, y: 60 });
    expect(store.getSnapshot().notes[0]).toMatchObject({ x: 50, y: 60 });
    await expect(pending).rejects.toThrow();
    expect(store.getSnapshot().notes[0]).toMatchObject({ x: 1, y: 1 });
  });

  it('keeps the list unchanged when adding fails, and treats deleting a note already gone as done', async () => {
    const store = new NotesStore(failing(404));
    await store.load();
    await expect(store.add({ page_id: 'p1', x: 0, y: 0, text: 'New', color: null })).rejects.toThrow();
    expect(store.getSnapshot().notes).toEqual([saved]);
    await store.remove('n1');
    expect(store.getSnapshot().notes).toEqual([]);
  });

  it('reports a load failure, and a book it may not keep notes for as unavailable', async () => {
    const broken = new NotesStore({ ...failing(), list: async () => Promise.reject(new Error('offline')) });
    await broken.load();
    expect(broken.getSnapshot().status).toBe('error');
    const gone = new NotesStore({ ...failing(), list: async () => Promise.reject(Object.assign(new Error('x'), { status: 404 })) });
    await gone.load();
    expect(gone.getSnapshot().status).toBe('unavailable');
  });
});
