import * as Y from 'yjs';
import { firstElementProblem, PageSchema } from '@folio/shared';
import { pageOrderOf, pagesMapOf, readPage, readPageIds, touchedPages } from '@folio/shared/live';
import { pageBytes } from '../pages/format.ts';

/** Why a change was refused: `reason` is a short code the editor turns into its message (a close reason is short). */
export class LiveRefusal extends Error {
  constructor(readonly reason: 'invalid' | 'too-large' | 'too-many-pages') {
    super(reason);
  }
  /** The WebSocket close code: Hocuspocus closes the connection with it, and the editor knows it was refused. */
  readonly code = 4422;
}

/** What a check of one incoming change did to the document. */
export interface Checked {
  /**
   * What the database must keep before anyone is told: the change itself when it passed and brought something new,
   * or, when it was refused, what it left in the document (its parts, taken back; nothing of what it said); null when
   * it brought nothing new.
   */
  keep: Uint8Array | null;
  refusal: LiveRefusal | null;
  /** Tells the document's listeners (the other editors, the other instances) of the change: once it is kept. */
  publish: () => void;
}

const MAX_PAGES = 1000;

/** The root type a shared type belongs to (the document's `pages` or `order`, or one nobody asked for). */
type AnyType = Y.Transaction['changed'] extends Map<infer T, unknown> ? T : never;
function rootOf(type: AnyType): AnyType {
  let current = type;
  while (current._item) current = current._item.parent as AnyType;
  return current;
}
/** What of the changes that waited for earlier ones the document does not hold yet (null: nothing). */
function stillWaiting(pending: NonNullable<Y.Doc['store']['pendingStructs']>, doc: Y.Doc) {
  const rest = Y.diffUpdate(pending.update, Y.encodeStateVector(doc));
  return Y.parseUpdateMeta(rest).to.size > 0 ? { missing: pending.missing, update: rest } : null;
}

/** Whether a root type holds anything not deleted. */
function holdsAnything(root: AnyType): boolean {
  for (const item of root._map.values()) if (!item.deleted) return true;
  for (let item = root._start; item; item = item.right) if (!item.deleted) return true;
  return false;
}

/**
 * The server's check of each incoming change of a live document (decision 019), before it is acknowledged: the
 * change is applied to the document in a transaction of its own, every page it touched must then pass the page schema
 * and each element its type's, the book must stay within `BOOK_MAX_MB` and 1,000 pages, and nothing may be written
 * outside the pages and their order. A change that breaks a rule is taken back within the same transaction (Yjs's
 * undo of exactly what it inserted and deleted, decision 019), so that no one, here or on another instance, ever sees
 * the document in a state that broke one.
 *
 * The document's 'update' listeners (Hocuspocus's broadcast, the Redis extension's publishing) are held back during
 * the transaction: the caller keeps the change in the database first and then publishes it (`Checked.publish`), so a
 * change another editor or instance has seen is one the database has (a change acknowledged is durable).
 *
 * The guard keeps each page's size, so a check costs the change, not the book; a page someone changed by another way
 * (another instance, the page API) is measured again at the next check. It holds no copy of the book: an open book
 * costs its document alone in memory (README, bench:live).
 */
export class DocumentGuard {
  private sizes: Map<string, number> | null = null;
  private total = 0;
  private stale = new Set<string>();
  private checking = false;

  /** `fault` is told of what should never happen: a refused change the document could not take back whole. */
  constructor(private readonly document: Y.Doc, private readonly maxBytes: number, private readonly fault: (message: string) => void) {
    // The roots are given their types now: a root first named during a check would be another object than the one
    // the check's changes were recorded under.
    pagesMapOf(document);
    pageOrderOf(document);
    document.on('afterTransaction', (transaction: Y.Transaction) => {
      if (this.checking || !this.sizes) return;
      for (const id of touchedPages(transaction).pages) this.stale.add(id);
    });
  }

  /** Applies `update` with `origin` (as Hocuspocus would), checks it, and takes it back if it broke a rule. */
  check(update: Uint8Array, origin: unknown): Checked {
    const doc = this.document;
    const store = doc.store;
    const pending = { structs: store.pendingStructs, deletes: store.pendingDs };
    this.measure();
    let refusal: LiveRefusal | null = null;
    let made: { update: Uint8Array; transaction: Y.Transaction } | null = null;
    const listeners = holdUpdates(doc, (update, transaction) => void (made = { update, transaction }));
    this.checking = true;
    try {
      Y.transact(doc, (transaction) => {
        let problem: LiveRefusal['reason'] | null;
        try {
          Y.applyUpdate(doc, update);
          problem = this.problemOf(transaction);
        } catch {
          // Bytes that are not an update: whatever of them was applied is taken back.
          problem = 'invalid';
        }
        if (!problem) return;
        refusal = new LiveRefusal(problem);
        takeBack(transaction);
        // What of the change waited for an earlier one is let go with it; what waited before and was applied with it
        // (and taken back) waits no more.
        store.pendingStructs = pending.structs && stillWaiting(pending.structs, doc);
        store.pendingDs = pending.deletes;
        const left = this.problemOf(transaction);
        if (left) this.fault(`a refused change of the live document could not be taken back whole (${left})`);
      }, origin, false);
    } finally {
      this.checking = false;
      listeners.restore();
    }
    const result = made as { update: Uint8Array; transaction: Y.Transaction } | null;
    const waiting = store.pendingStructs?.update !== pending.structs?.update || store.pendingDs !== pending.deletes;
    return {
      // A change may come before one it follows (the changes a reconnecting browser sends, or those of one person that
      // came by two instances) and wait in Yjs's pending store, changing nothing until the one before it comes. Such a
      // change is kept all the same: left out of the database, every later change of its author would wait for it for
      // ever in the document loaded from there (Yjs applies one author's changes in order).
      keep: refusal ? (result?.update ?? null) : result || waiting ? update : null,
      refusal,
      publish: () => {
        if (result) doc.emit('update', [result.update, origin, doc, result.transaction]);
      },
    };
  }

  /** Measures every page once, and then the pages changed by others since the last check. */
  private measure() {
    if (!this.sizes) {
      this.sizes = new Map();
      this.total = 0;
      for (const [id, page] of pagesMapOf(this.document)) this.resize(id, pageBytes(readPage(page)));
      return;
    }
    const map = pagesMapOf(this.document);
    for (const id of this.stale) {
      const page = map.get(id);
      this.resize(id, page ? pageBytes(readPage(page)) : 0);
    }
    this.stale.clear();
  }

  private resize(id: string, bytes: number) {
    const sizes = this.sizes!;
    this.total += bytes - (sizes.get(id) ?? 0);
    if (bytes === 0) sizes.delete(id);
    else sizes.set(id, bytes);
  }

  /** The rule the document breaks where `transaction` changed it, if any; the touched pages are measured again. */
  private problemOf(transaction: Y.Transaction): LiveRefusal['reason'] | null {
    const doc = transaction.doc;
    const map = pagesMapOf(doc);
    for (const type of transaction.changed.keys()) {
      const root = rootOf(type);
      if (root !== (map as unknown) && root !== (pageOrderOf(doc) as unknown) && holdsAnything(root)) return 'invalid';
    }
    const touched = touchedPages(transaction);
    let invalid = false;
    for (const id of touched.pages) {
      const page = map.get(id);
      if (!page) {
        this.resize(id, 0);
        continue;
      }
      try {
        const read = readPage(page);
        if (!PageSchema.safeParse(read).success || firstElementProblem(read.elements)) invalid = true;
        this.resize(id, pageBytes(read));
      } catch {
        // Not a page as the document keeps one (a page that is not a map, elements that are not a map of values).
        invalid = true;
      }
    }
    if (invalid) return 'invalid';
    if (this.total > this.maxBytes) return 'too-large';
    if (touched.order && readPageIds(doc).length > MAX_PAGES) return 'too-many-pages';
    return null;
  }
}

/**
 * Takes back, within `transaction`, everything it did so far: what it inserted is deleted, and what it deleted is
 * made again (as new items, which is how Yjs undoes: a deletion cannot be unmade). Yjs's UndoManager does the work,
 * given this one transaction as its only step.
 */
function takeBack(transaction: Y.Transaction) {
  const doc = transaction.doc;
  const insertions = Y.createDeleteSet();
  for (const [client, clock] of Y.decodeStateVector(Y.encodeStateVector(doc))) {
    const from = transaction.beforeState.get(client) ?? 0;
    if (clock > from) insertions.clients.set(client, [{ clock: from, len: clock - from }] as never);
  }
  const undo = new Y.UndoManager(doc, { trackedOrigins: new Set(), captureTimeout: 0 });
  try {
    undo.undoStack.push({ insertions, deletions: Y.mergeDeleteSets([transaction.deleteSet]), meta: new Map() } as never);
    undo.undo();
  } finally {
    undo.destroy();
  }
}

/**
 * Holds back the document's 'update' listeners while a check runs: `capture` gets the update the transaction made
 * instead, and `restore` gives the listeners back (the caller publishes the update to them when it has been kept).
 */
function holdUpdates(doc: Y.Doc, capture: (update: Uint8Array, transaction: Y.Transaction) => void) {
  const observers = doc._observers as Map<string, Set<unknown>>;
  const held = observers.get('update');
  observers.delete('update');
  const listener = (update: Uint8Array, _origin: unknown, _doc: Y.Doc, transaction: Y.Transaction) => capture(update, transaction);
  doc.on('update', listener);
  return {
    restore() {
      doc.off('update', listener);
      if (held) observers.set('update', held);
    },
  };
}
