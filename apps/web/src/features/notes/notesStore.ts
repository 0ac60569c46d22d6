import type { ReaderNote } from '@folio/shared';
import type { NoteInput, NotePatch, NotesBackend } from './notesBackends';

interface NotesSnapshot {
  status: 'loading' | 'ready' | 'error' | 'unavailable';
  notes: ReaderNote[];
}

const statusOf = (error: unknown) => (error as { status?: number | null } | null)?.status ?? undefined;

/**
 * One book's notes for one reader, shared by the page layers and the panel. Creating waits for the answer
 * (the editor keeps the text when it fails); moving and editing show at once and go back when refused.
 */
export class NotesStore {
  private snapshot: NotesSnapshot = { status: 'loading', notes: [] };
  private listeners = new Set<() => void>();
  private loading: Promise<void> | null = null;

  constructor(private readonly backend: NotesBackend) {}

  getSnapshot = () => this.snapshot;
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  load(): Promise<void> {
    this.loading ??= this.backend
      .list()
      .then((notes) => this.set({ status: 'ready', notes }))
      .catch((error: unknown) => this.set({ ...this.snapshot, status: statusOf(error) === 404 ? 'unavailable' : 'error' }))
      .finally(() => (this.loading = null));
    return this.loading;
  }

  async add(input: NoteInput): Promise<ReaderNote> {
    const note = await this.backend.create(input);
    this.set({ ...this.snapshot, notes: [...this.snapshot.notes.filter((n) => n.id !== note.id), note] });
    return note;
  }

  async edit(id: string, patch: NotePatch): Promise<ReaderNote> {
    const before = this.snapshot.notes.find((n) => n.id === id);
    if (before) this.replace(id, { ...before, ...patch, color: patch.color === undefined ? before.color : patch.color });
    try {
      const saved = await this.backend.update(id, patch);
      this.replace(id, saved);
      return saved;
    } catch (error) {
      if (statusOf(error) === 404) this.set({ ...this.snapshot, notes: this.snapshot.notes.filter((n) => n.id !== id) });
      else if (before) this.replace(id, before);
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    try {
      await this.backend.remove(id);
    } catch (error) {
      // Already gone (another tab or device) is what was asked for.
      if (statusOf(error) !== 404) throw error;
    }
    this.set({ ...this.snapshot, notes: this.snapshot.notes.filter((n) => n.id !== id) });
  }

  private replace(id: string, note: ReaderNote) {
    this.set({ ...this.snapshot, notes: this.snapshot.notes.map((n) => (n.id === id ? note : n)) });
  }

  private set(snapshot: NotesSnapshot) {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
