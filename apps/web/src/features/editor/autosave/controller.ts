import type { BookPage, PagesSave } from '@folio/shared';
import { buildSave, rebase } from './changes';
import type { Draft } from './draftStore';
import { classifySaveError } from './failure';

type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'tooLarge' | 'signedOut' | 'error';

export interface AutosaveState {
  status: SaveStatus;
  /** The server version the next save builds on. */
  version: number;
  /** The server's version, when a save met a conflict. */
  theirVersion: number | null;
  /** Why the last save was refused ('error'). */
  message: string | null;
  /** The sizes the server gave when it refused the book as too large ('tooLarge'), when it gave them. */
  tooLarge: { bytes: number | null; maxBytes: number | null } | null;
  /** Whether the editor holds work the server does not have. */
  unsaved: boolean;
  lastSavedAt: number | null;
}

export interface AutosaveDeps {
  /** Sends a save; answers the new version, or throws the data layer's failure (a 409 carries the current version). */
  put(save: PagesSave): Promise<number>;
  writeDraft(draft: Draft): Promise<void>;
  clearDraft(): Promise<void>;
  isOnline(): boolean;
  now?: () => number;
  /** A new id for a save (sent as `save_id`; the same again when that save is retried). */
  newSaveId?: () => string;
  /** How long after the last change the save goes out. */
  saveDelayMs?: number;
  /** How long after the last change the browser copy is written. */
  draftDelayMs?: number;
  /** How long to wait before trying again after the server could not be reached. */
  retryMs?: number;
}

type Timer = ReturnType<typeof setTimeout> | undefined;

/** A save that went out and got no answer: it may have been written, so it is sent again as it was. */
interface Unanswered {
  save: PagesSave;
  sent: readonly BookPage[];
}

/**
 * Autosave without lost work. A moment after each change it sends the changed pages and
 * the page order against the version they were based on; meanwhile a copy goes to browser storage. One save
 * is in flight at a time; changes made during it go out in the next one. A conflict stops saving until the
 * person chooses; an unreachable server is retried, and the copy in the browser stays until a save lands.
 * A save whose answer never came is retried as it was, with its `save_id`: had it been written, the server
 * answers its version instead of a conflict with itself. A book refused as too large, or a save refused
 * because the sign-in has ended, keeps the browser copy and is tried again only after the next change.
 */
export class AutosaveController {
  private saved: readonly BookPage[];
  private current: readonly BookPage[];
  private inFlight = false;
  private unanswered: Unanswered | null = null;
  private saveTimer: Timer;
  private draftTimer: Timer;
  private retryTimer: Timer;
  private disposed = false;
  private state: AutosaveState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly deps: AutosaveDeps,
    base: { pages: readonly BookPage[]; version: number },
  ) {
    this.saved = base.pages;
    this.current = base.pages;
    this.state = { status: 'saved', version: base.version, theirVersion: null, message: null, tooLarge: null, unsaved: false, lastSavedAt: null };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = () => this.state;

  /** The editor's pages now (called on every store change; unchanged pages cost nothing). */
  change(pages: readonly BookPage[]) {
    if (pages === this.current || this.disposed) return;
    this.current = pages;
    if (!this.hasUnsaved()) {
      this.clear('saveTimer', 'draftTimer');
      if (!this.inFlight && this.state.status !== 'conflict') this.set({ status: 'saved', unsaved: false });
      if (!this.inFlight) void this.deps.clearDraft();
      return;
    }
    this.scheduleDraft();
    if (this.state.status === 'conflict') return this.set({ unsaved: true });
    this.set({ unsaved: true, status: this.inFlight ? 'saving' : this.state.status === 'offline' ? 'offline' : 'pending' });
    this.scheduleSave();
  }

  /** Saves now (Ctrl+S, leaving the page, back online). Resolves when this attempt is over. */
  async flush(): Promise<void> {
    this.clear('saveTimer', 'retryTimer');
    if (this.disposed || this.inFlight || this.state.status === 'conflict') return;
    const attempt = this.unanswered ?? this.nextSave();
    if (!attempt) {
      this.set({ status: 'saved', unsaved: false });
      return;
    }
    if (!this.deps.isOnline()) {
      this.set({ status: 'offline' });
      return;
    }
    const { save, sent } = attempt;
    this.inFlight = true;
    this.set({ status: 'saving', message: null, tooLarge: null });
    try {
      const next = await this.deps.put(save);
      this.inFlight = false;
      this.unanswered = null;
      if (this.disposed) return;
      this.saved = sent;
      const unsaved = this.hasUnsaved();
      this.set({ version: next, status: unsaved ? 'pending' : 'saved', unsaved, theirVersion: null, lastSavedAt: (this.deps.now ?? Date.now)() });
      if (unsaved) this.scheduleSave();
      else {
        this.clear('draftTimer');
        await this.deps.clearDraft();
      }
    } catch (error) {
      this.inFlight = false;
      if (this.disposed) return;
      const failure = classifySaveError(error);
      // Only a save that got no answer may have been written; any answer says it was not.
      this.unanswered = failure.kind === 'offline' ? attempt : null;
      if (failure.kind === 'conflict') this.set({ status: 'conflict', theirVersion: failure.version });
      else if (failure.kind === 'offline') {
        this.set({ status: 'offline' });
        this.retryTimer = setTimeout(() => void this.flush(), this.deps.retryMs ?? 5000);
      } else if (failure.kind === 'tooLarge') this.set({ status: 'tooLarge', tooLarge: { bytes: failure.bytes, maxBytes: failure.maxBytes } });
      else if (failure.kind === 'signedOut') this.set({ status: 'signedOut' });
      else this.set({ status: 'error', message: failure.message });
    }
  }

  /** Back online: what waited goes out now. */
  online() {
    if (this.state.status === 'offline') void this.flush();
  }

  /**
   * 'Overwrite' after a conflict, chosen knowingly, given the server's pages and version: the next save
   * builds on theirs and sends every page that differs from it, so the server ends up with exactly what this
   * editor shows.
   */
  overwrite(theirs: readonly BookPage[], theirVersion: number): Promise<void> {
    if (this.state.status !== 'conflict') return Promise.resolve();
    this.saved = rebase(theirs, this.current);
    this.unanswered = null;
    this.set({ status: 'pending', version: theirVersion, theirVersion: null });
    return this.flush();
  }

  /** The editor now shows these pages, as saved at this version ('Reload theirs', a fresh load). */
  reset(pages: readonly BookPage[], version: number) {
    this.clear('saveTimer', 'draftTimer', 'retryTimer');
    this.saved = pages;
    this.current = pages;
    this.unanswered = null;
    this.set({ status: 'saved', version, theirVersion: null, message: null, tooLarge: null, unsaved: false });
    void this.deps.clearDraft();
  }

  dispose() {
    this.disposed = true;
    this.clear('saveTimer', 'draftTimer', 'retryTimer');
  }

  private hasUnsaved() {
    return this.unanswered !== null || buildSave(this.saved, this.current, this.state.version) !== null;
  }

  /** A new save of what changed since the last saved pages, with an id of its own; null when nothing changed. */
  private nextSave(): Unanswered | null {
    const save = buildSave(this.saved, this.current, this.state.version);
    return save && { save: { ...save, save_id: (this.deps.newSaveId ?? (() => crypto.randomUUID()))() }, sent: this.current };
  }

  private scheduleSave() {
    this.clear('saveTimer');
    this.saveTimer = setTimeout(() => void this.flush(), this.deps.saveDelayMs ?? 1000);
  }

  private scheduleDraft() {
    this.clear('draftTimer');
    this.draftTimer = setTimeout(() => {
      if (!this.hasUnsaved()) return;
      void this.deps.writeDraft({ pages: [...this.current], version: this.state.version, savedAt: (this.deps.now ?? Date.now)() });
    }, this.deps.draftDelayMs ?? 300);
  }

  private clear(...timers: ('saveTimer' | 'draftTimer' | 'retryTimer')[]) {
    for (const name of timers) {
      clearTimeout(this[name]);
      this[name] = undefined;
    }
  }

  private set(patch: Partial<AutosaveState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
