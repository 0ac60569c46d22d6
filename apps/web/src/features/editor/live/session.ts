import * as Y from 'yjs';
import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import { LIVE_FORMAT } from '@folio/shared/live';

/** Where the live editing channel is (the API's /api/live, on the page's own host). */
const liveUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;

/** What the top bar says of the live document (features/editor/live/LiveStatus.tsx). */
export type LiveConnection =
  /** Opening: the browser's copy and the server's are being brought together. */
  | 'connecting'
  /** Every change of this person's is with the server. */
  | 'saved'
  /** Changes are on their way. */
  | 'saving'
  /** The server cannot be reached: changes are kept in this browser and go when it is back. */
  | 'offline'
  /** The connection was lost and is being made again. */
  | 'reconnecting'
  /** The server refused the last change (it broke the book's rules): the document went back to the server's. */
  | 'refused';

export interface LiveEvents {
  /** The document holds the book (the server's, or this browser's copy of it while offline). */
  ready(readOnly: boolean): void;
  connection(state: LiveConnection, reason?: string): void;
  /** Sign-in to the book was refused (no longer shared, signed out): the editor cannot go on live. */
  denied(reason: string): void;
}

const lineageKey = (ebookId: string) => `folio-live-lineage:${ebookId}`;
const copyName = (ebookId: string, lineage: string) => `folio-live:${ebookId}:${lineage}`;

/**
 * One open live document of a book (decision 019): the Yjs document, this browser's copy of it (IndexedDB, so that
 * work done offline, or while the server restarts, is kept and merged when the connection returns), and the
 * connection to the server (Hocuspocus's provider, which reconnects by itself).
 *
 * The browser's copy is kept under the lineage of the server's document: when the server's document was made anew
 * (it says so when a browser offers a copy of another lineage), the old copy is dropped rather than merged into an
 * unrelated document, which would double every page.
 */
export class LiveSession {
  readonly doc = new Y.Doc();
  readonly provider: HocuspocusProvider;
  private copy: IndexeddbPersistence | null = null;
  private readOnly = true;
  private announced = false;
  private stopped = false;
  /** A change was refused: the top bar says so until this person's next command (or the connection is lost). */
  private refused = false;

  constructor(private readonly ebookId: string, token: string, private readonly events: LiveEvents) {
    const lineage = localStorage.getItem(lineageKey(ebookId));
    if (lineage) this.keepCopy(lineage);
    this.doc.on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.local) this.refused = false;
    });
    window.addEventListener('offline', this.wentOffline);
    window.addEventListener('online', this.cameOnline);
    this.provider = new HocuspocusProvider({
      url: `${liveUrl()}?format=${LIVE_FORMAT}${lineage ? `&lineage=${encodeURIComponent(lineage)}` : ''}`,
      name: `ebook:${ebookId}`,
      document: this.doc,
      token,
      onAuthenticated: ({ scope }) => void (this.readOnly = scope !== 'read-write'),
      onAuthenticationFailed: ({ reason }) => this.refusedSignIn(reason),
      onStateless: ({ payload }) => this.told(payload),
      onSynced: () => this.announce(),
      onStatus: ({ status }) => this.status(status),
      onUnsyncedChanges: ({ number }) => this.provider?.configuration.websocketProvider.status === WebSocketStatus.Connected && this.tell(number > 0 ? 'saving' : 'saved'),
      onClose: ({ event }) => {
        // The server refused a change (modules/live/guard.ts) and took it back in its document: this browser connects
        // again and gets the taking back, so that its copy shows what is saved.
        if (event.reason === 'invalid' || event.reason === 'too-large' || event.reason === 'too-many-pages') {
          this.refused = true;
          events.connection('refused', event.reason);
          this.connectAgain();
        }
      },
    });
  }

  /** Tells the top bar of the connection, unless it is saying that a change was refused. */
  private tell(connection: LiveConnection) {
    if (this.refused && connection !== 'offline') return;
    this.refused = false;
    this.events.connection(connection);
  }

  /** Closes the socket and opens it again once it is closed (the server closed this book's channel on it). */
  private connectAgain() {
    const socket = this.provider.configuration.websocketProvider;
    const again = () => {
      socket.off('disconnect', again);
      if (!this.stopped) void socket.connect();
    };
    socket.on('disconnect', again);
    socket.disconnect();
  }

  /**
   * A browser that says it is offline gets no more from a connection that looks open (a socket can outlive the
   * network for a while): the session lets it go, says offline, and connects again when the browser is back online.
   */
  private wentOffline = () => {
    void this.provider.disconnect();
    this.tell('offline');
  };
  private cameOnline = () => void this.provider.connect();

  get isReadOnly() {
    return this.readOnly;
  }

  /** Opens this browser's copy of the document of `lineage`; a copy that holds the book shows at once (offline). */
  private keepCopy(lineage: string) {
    this.copy = new IndexeddbPersistence(copyName(this.ebookId, lineage), this.doc);
    void this.copy.whenSynced.then(() => {
      if (!this.stopped && this.doc.getArray('order').length > 0 && this.provider.configuration.websocketProvider.status !== WebSocketStatus.Connected) {
        this.readOnly = false;
        this.announce();
      }
    });
  }

  private told(payload: string) {
    let lineage: unknown;
    try {
      lineage = (JSON.parse(payload) as { lineage?: unknown }).lineage;
    } catch {
      return;
    }
    if (typeof lineage !== 'string' || this.copy) return;
    localStorage.setItem(lineageKey(this.ebookId), lineage);
    this.keepCopy(lineage);
  }

  private refusedSignIn(reason: string) {
    if (reason === 'lineage') {
      // The server's document is not the one this browser kept a copy of: drop the copy and open again.
      const lineage = localStorage.getItem(lineageKey(this.ebookId));
      localStorage.removeItem(lineageKey(this.ebookId));
      void this.copy?.clearData();
      if (lineage) indexedDB.deleteDatabase(copyName(this.ebookId, lineage));
    }
    this.events.denied(reason);
  }

  private status(status: WebSocketStatus) {
    if (status === WebSocketStatus.Connected) return;
    this.tell(navigator.onLine === false ? 'offline' : this.announced ? 'reconnecting' : 'connecting');
  }

  private announce() {
    if (!this.announced) {
      this.announced = true;
      this.events.ready(this.readOnly);
    }
    if (this.provider.configuration.websocketProvider.status === WebSocketStatus.Connected) this.tell(this.provider.hasUnsyncedChanges ? 'saving' : 'saved');
  }

  stop() {
    this.stopped = true;
    window.removeEventListener('offline', this.wentOffline);
    window.removeEventListener('online', this.cameOnline);
    this.provider.destroy();
    void this.copy?.destroy();
    this.doc.destroy();
  }
}
