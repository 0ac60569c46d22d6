import type { NoteCreate, NoteListResponse, NoteWrittenResponse, ReaderNote } from '@folio/shared';
import { api } from '../../http/client';
import { loadLocalNotes, saveLocalNotes } from '../drawing/annotationStorage';

export type NoteInput = Omit<NoteCreate, 'ebook_id'>;
export type NotePatch = Partial<NoteInput>;

/** Where a book's notes are kept: the server for a signed-in reader, this browser for a visitor. */
export interface NotesBackend {
  list(): Promise<ReaderNote[]>;
  create(input: NoteInput): Promise<ReaderNote>;
  update(id: string, patch: NotePatch): Promise<ReaderNote>;
  remove(id: string): Promise<void>;
}

/** /api/me/notes. The screens word their own failures, so the client shows no toasts for these calls. */
export const serverNotes = (ebookId: string): NotesBackend => ({
  list: async () => (await api.get<NoteListResponse>('/me/notes', { params: { ebook_id: ebookId } })).data.data,
  create: async (input) => (await api.post<NoteWrittenResponse>('/me/notes', { ...input, ebook_id: ebookId }, { notify: false })).data.data,
  update: async (id, patch) => (await api.put<NoteWrittenResponse>(`/me/notes/${id}`, patch, { notify: false })).data.data,
  remove: async (id) => void (await api.delete(`/me/notes/${id}`, { notify: false })),
});

const STORAGE_REFUSED = 'The browser refused to store the note.';

/** A visitor's notes in this browser; read fresh on every change, so that two tabs do not overwrite each other. */
export const localNotes = (ebookId: string): NotesBackend => {
  const write = (notes: ReaderNote[]) => {
    if (!saveLocalNotes(ebookId, notes)) throw new Error(STORAGE_REFUSED);
  };
  return {
    list: async () => loadLocalNotes(ebookId),
    create: async (input) => {
      const now = new Date().toISOString();
      const note: ReaderNote = { id: crypto.randomUUID(), ebook_id: ebookId, page_id: input.page_id, x: input.x, y: input.y, text: input.text.trim(), color: input.color ?? null, created_at: now, updated_at: now };
      write([...loadLocalNotes(ebookId), note]);
      return note;
    },
    update: async (id, patch) => {
      const notes = loadLocalNotes(ebookId);
      const found = notes.find((n) => n.id === id);
      if (!found) throw Object.assign(new Error('Note not found.'), { response: { status: 404 } });
      const note: ReaderNote = { ...found, ...patch, text: (patch.text ?? found.text).trim(), color: patch.color === undefined ? found.color : patch.color, updated_at: new Date().toISOString() };
      write(notes.map((n) => (n.id === id ? note : n)));
      return note;
    },
    remove: async (id) => write(loadLocalNotes(ebookId).filter((n) => n.id !== id)),
  };
};
