import * as Y from 'yjs';
import { firstElementProblem, PageSchema } from '@folio/shared';
import { pagesMapOf, readPage, readPageIds, touchedPages } from '@folio/shared/live';
import { pageBytes } from '../pages/format.ts';

/** Why a change was refused: `reason` is a short code the editor turns into its message (a close reason is short). */
export class LiveRefusal extends Error {
  constructor(readonly reason: 'invalid' | 'too-large' | 'too-many-pages') {
    super(reason);
  }
  /** The WebSocket close code: Hocuspocus closes the connection with it, and the editor knows it was refused. */
  readonly code = 4422;
}

const MAX_PAGES = 1000;
/** A probe no change has needed for this long is let go: it is a second copy of the book, rebuilt when next needed. */
const PROBE_IDLE_MS = 30_000;

/**
 * The server's check of each incoming change of a live document (decision 019), before it is applied and
 * acknowledged: the change is applied to a copy of the document (the probe), and every page it touched must still
 * pass the page schema and each element its type's, and the book must stay within `BOOK_MAX_MB`. The document
 * itself is only ever changed by changes that passed, so the stored document is always valid.
 *
 * The probe follows the document (what other instances and the server wrote is brought over before each check)
 * and keeps each page's size, so a check costs the change, not the book. It is a second copy of the book in memory,
 * kept only while changes come (PROBE_IDLE_MS) and let go when the book is closed.
 */
export class DocumentGuard {
  private probe: Y.Doc | null = null;
  private idle: ReturnType<typeof setTimeout> | undefined;
  private sizes = new Map<string, number>();
  private total = 0;

  constructor(private readonly document: Y.Doc, private readonly maxBytes: number) {}

  /**
   * Checks `update`; answers whether it brings anything new, and so must be kept. Throws LiveRefusal when it breaks a
   * rule.
   *
   * New is more than the pages it touched now: a change may come before one it follows (the changes a reconnecting
   * browser sends, or those of one person that came by two instances) and wait in Yjs's pending store, touching
   * nothing until the one before it comes. Such a change is kept all the same: left out of the database, every
   * later change of its author would wait for it for ever in the document loaded from there (Yjs applies one
   * author's changes in order), although the open document, which holds it, showed them all.
   */
  check(update: Uint8Array): boolean {
    const probe = this.probe ?? this.fresh();
    clearTimeout(this.idle);
    this.idle = setTimeout(() => this.release(), PROBE_IDLE_MS);
    this.idle.unref();
    Y.applyUpdate(probe, Y.encodeStateAsUpdate(this.document, Y.encodeStateVector(probe)));
    const known = { state: Y.encodeStateVector(probe), pending: probe.store.pendingStructs?.update, pendingDeletes: probe.store.pendingDs };
    // Applying an update may take more than one transaction: what each touched counts.
    const touched = { pages: new Set<string>(), order: false };
    const see = (transaction: Y.Transaction) => {
      const seen = touchedPages(transaction);
      for (const id of seen.pages) touched.pages.add(id);
      touched.order ||= seen.order;
    };
    probe.on('afterTransaction', see);
    try {
      Y.applyUpdate(probe, update);
    } finally {
      probe.off('afterTransaction', see);
    }
    try {
      this.accept(probe, touched.pages);
      if (touched.order && readPageIds(probe).length > MAX_PAGES) throw new LiveRefusal('too-many-pages');
    } catch (error) {
      // The probe (and its sizes) now hold what was refused: the next check starts from the document again.
      this.release();
      throw error;
    }
    return touched.pages.size > 0 || touched.order || !sameBytes(known.state, Y.encodeStateVector(probe))
      || known.pending !== probe.store.pendingStructs?.update || known.pendingDeletes !== probe.store.pendingDs;
  }

  /** Lets the probe go (the book is idle, or closed). */
  release() {
    clearTimeout(this.idle);
    this.probe?.destroy();
    this.probe = null;
  }

  private fresh(): Y.Doc {
    const probe = new Y.Doc();
    Y.applyUpdate(probe, Y.encodeStateAsUpdate(this.document));
    this.sizes.clear();
    this.total = 0;
    for (const [id, page] of pagesMapOf(probe)) this.resize(id, pageBytes(readPage(page)));
    this.probe = probe;
    return probe;
  }

  private resize(id: string, bytes: number) {
    this.total += bytes - (this.sizes.get(id) ?? 0);
    if (bytes === 0) this.sizes.delete(id);
    else this.sizes.set(id, bytes);
  }

  private accept(probe: Y.Doc, pages: Set<string>) {
    const map = pagesMapOf(probe);
    for (const id of pages) {
      const page = map.get(id);
      if (!page) {
        this.resize(id, 0);
        continue;
      }
      const read = readPage(page);
      if (!PageSchema.safeParse(read).success || firstElementProblem(read.elements)) throw new LiveRefusal('invalid');
      this.resize(id, pageBytes(read));
    }
    if (this.total > this.maxBytes) throw new LiveRefusal('too-large');
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);
