import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { applyPages } from '@folio/shared/live';
import { readPages } from '../pages/store.ts';
import { appendUpdate, lineageOf } from './persistence.ts';
import { liveName } from './server.ts';

/** The origin of a change the page API made in a live document. */
const PAGE_API = Symbol('page API');

/**
 * A write of a book's pages that does not come by the live channel (a save through the page API, a version restored)
 * becomes a change of the book's live document, when it has one (decision 019): the difference it made to the pages
 * is written into the document, as one person's change, so that an API client and a live editor never overwrite
 * each other (what editors changed meanwhile stays). The change is kept like any other, and reaches the editors on
 * every instance.
 */
export async function keepLiveInStep<T>(app: FastifyInstance, ebookId: string, userId: string, write: () => Promise<T>): Promise<T> {
  if (!(await lineageOf(app.db, ebookId))) return write();
  const before = await readPages(app.db, 'ebook', ebookId);
  const result = await write();
  const after = await readPages(app.db, 'ebook', ebookId);
  const connection = await app.live.openDirectConnection(liveName(ebookId), {});
  const updates: Uint8Array[] = [];
  try {
    await connection.transact((doc: Y.Doc) => {
      const keep = (update: Uint8Array) => void updates.push(update);
      doc.on('update', keep);
      try {
        applyPages(doc, before, after, PAGE_API);
      } finally {
        doc.off('update', keep);
      }
    });
    for (const update of updates) await appendUpdate(app.db, ebookId, update, userId);
  } finally {
    await connection.disconnect();
  }
  return result;
}
