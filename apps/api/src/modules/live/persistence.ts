import { asc, eq, inArray } from 'drizzle-orm';
import * as Y from 'yjs';
import { pagesMapOf, readPage, readPageIds, writePages } from '@folio/shared/live';
import type { Db } from '../../db/client.ts';
import { ebookLiveStates, ebookLiveUpdates, ebooks } from '../../db/schema.ts';
import { readPages, savePages } from '../pages/store.ts';

/**
 * Where a book's live document lives (decision 019): a compacted state and the changes acknowledged since, in the
 * database every instance shares. A change is written before it is acknowledged (`appendUpdate`), so a change its
 * author saw saved survives the instance that took it; the pages (the rows the reader, the exports and the page API
 * read) follow the document a moment later (`storePages`), and the changes are then folded into the state (`compact`).
 */

/**
 * Fills `doc` with the book's live document: its state and the changes since, or, the first time the book is opened
 * live, its pages (a new lineage). Two instances opening a book for the first time at once agree on one lineage: the
 * state that is inserted first wins and the other reads it.
 */
export async function loadLiveDocument(db: Db, ebookId: string, doc: Y.Doc) {
  // The changes are read before the state: a compaction in between folds them into the state read after (a change
  // applied twice is applied once), whereas the other way round the changes it folded would be read from neither.
  const updates = await db.select({ update: ebookLiveUpdates.update }).from(ebookLiveUpdates).where(eq(ebookLiveUpdates.ebookId, ebookId)).orderBy(asc(ebookLiveUpdates.id));
  let [state] = await db.select().from(ebookLiveStates).where(eq(ebookLiveStates.ebookId, ebookId));
  if (!state) {
    const fresh = new Y.Doc();
    writePages(fresh, await readPages(db, 'ebook', ebookId));
    await db.insert(ebookLiveStates).values({ ebookId, state: Y.encodeStateAsUpdate(fresh) }).onConflictDoNothing();
    [state] = await db.select().from(ebookLiveStates).where(eq(ebookLiveStates.ebookId, ebookId));
  }
  Y.applyUpdate(doc, Y.mergeUpdates([state!.state, ...updates.map((row) => row.update)]));
}

/** Keeps one acknowledged change of the document (before it is acknowledged). */
export async function appendUpdate(db: Db, ebookId: string, update: Uint8Array, userId: string | null) {
  await db.insert(ebookLiveUpdates).values({ ebookId, update, userId });
}

/**
 * Writes the pages the document changed (`touched`; the order always) as the book's rows, moving its version on as a
 * save does: the page API and the reader then read what the editors wrote. The pages were checked as each change came
 * (guard.ts), so this write is not refused for what is in them.
 */
export async function storePages(db: Db, ebookId: string, doc: Y.Doc, touched: Set<string>, maxBytes: number) {
  // Only the touched pages are read: a store comes every few seconds while people write, and a book may be large.
  const order = readPageIds(doc);
  const map = pagesMapOf(doc);
  const changed = order.filter((id) => touched.has(id)).map((id) => readPage(map.get(id)!));
  await db.transaction(async (tx) => {
    const [book] = await tx.select({ version: ebooks.version }).from(ebooks).where(eq(ebooks.id, ebookId)).for('update');
    if (!book) return;
    await savePages(tx, 'ebook', ebookId, { version: book.version, pages: changed, order }, maxBytes);
  });
}

/**
 * Folds the changes kept so far into the state: one row to read when the book is next opened. With `document` (the
 * book as an instance holds it open), what it holds is folded in too: a change reaches the other instances only once it
 * is kept (guard.ts), but one of them may ask for this instance's state while a change is being written; should this
 * instance die before the write ends, the change is then kept by theirs.
 */
export async function compact(db: Db, ebookId: string, document?: Y.Doc) {
  await db.transaction(async (tx) => {
    const [state] = await tx.select().from(ebookLiveStates).where(eq(ebookLiveStates.ebookId, ebookId)).for('update');
    if (!state) return;
    const updates = await tx.select({ id: ebookLiveUpdates.id, update: ebookLiveUpdates.update }).from(ebookLiveUpdates).where(eq(ebookLiveUpdates.ebookId, ebookId)).orderBy(asc(ebookLiveUpdates.id));
    if (updates.length === 0 && !document) return;
    const parts = [state.state, ...updates.map((row) => row.update), ...(document ? [Y.encodeStateAsUpdate(document)] : [])];
    await tx.update(ebookLiveStates).set({ state: Y.mergeUpdates(parts), compactedAt: new Date() }).where(eq(ebookLiveStates.ebookId, ebookId));
    // Exactly the changes folded: one written meanwhile by another instance may have a lower id (ids are taken when a
    // change is written, and its commit may come later), so "every id up to the last" could drop one never folded.
    await tx.delete(ebookLiveUpdates).where(inArray(ebookLiveUpdates.id, updates.map((row) => row.id)));
  });
}

/** The lineage of a book's live document, if it has one (it has been opened live). */
export async function lineageOf(db: Db, ebookId: string): Promise<string | undefined> {
  const [row] = await db.select({ lineage: ebookLiveStates.lineage }).from(ebookLiveStates).where(eq(ebookLiveStates.ebookId, ebookId));
  return row?.lineage;
}
