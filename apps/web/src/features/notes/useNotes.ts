import { readerStores } from '../../app/readerStores';
import { notesKey } from '../drawing/annotationStorage';
import { localNotes, serverNotes } from './notesBackends';
import { NotesStore } from './notesStore';

/** The book's notes of the signed-in reader (server) or the visitor (this browser), loaded on first use. */
const useNotesStore = readerStores((ebookId, local) => new NotesStore(local ? localNotes(ebookId) : serverNotes(ebookId)), (ebookId) => [notesKey(ebookId)]);
export const useNotes = (ebookId: string) => useNotesStore(ebookId);
