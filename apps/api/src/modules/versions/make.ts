import { eq } from 'drizzle-orm';
import { BOOK_SCHEMA_VERSION, type VersionKind } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks, ebookVersions } from '../../db/schema.ts';
import { pageBytes } from '../pages/format.ts';
import { readBookPages } from '../pages/pdf-layer.ts';
import { changesOf, clearChanges } from './change-authors.ts';

export type VersionRow = typeof ebookVersions.$inferSelect;

interface Making {
  kind: VersionKind;
  name?: string | null;
  /** Who made it (by hand, or by a restore); Folio's own versions have nobody. */
  createdBy?: string | null;
  /**
   * An automatic version is made only when the book changed since its last version, and its last change is no
   * later than this: a change in between means the pause is not over yet.
   */
  pausedSince?: Date;
}

/**
 * A version of a book's pages as they are now, in order, as the page API answers them (today's format, named in
 * the row so that a later format migrates them when read), with the authors of the
 * changes since the last version (taken and cleared). The book's row is held meanwhile, so that a page save waits
 * and the pages and the authors taken belong together. Answers undefined for an automatic version not due. A PDF
 * book's pages are its interactive layer's, one per page of its PDF (decision 021). Runs in the caller's transaction when given one.
 */
export async function makeVersion(db: Db, ebookId: string, { kind, name = null, createdBy = null, pausedSince }: Making): Promise<VersionRow | undefined> {
  return db.transaction(async (tx) => {
    const [book] = await tx.select({ bookType: ebooks.bookType, pdfPageCount: ebooks.pdfPageCount }).from(ebooks).where(eq(ebooks.id, ebookId)).for('update');
    if (!book) return undefined;
    const changes = await changesOf(tx, ebookId);
    if (pausedSince && !(changes.length && changes.every((c) => c.changedAt <= pausedSince))) return undefined;
    await clearChanges(tx, ebookId, changes);
    const pages = await readBookPages(tx, { id: ebookId, ...book });
    const size = pages.reduce((sum, page) => sum + pageBytes(page), 0);
    const authors = changes.map((c) => c.userId);
    const [row] = await tx.insert(ebookVersions).values({ ebookId, kind, name, pages, size, authors, createdBy, schemaVersion: BOOK_SCHEMA_VERSION }).returning();
    return row;
  });
}
