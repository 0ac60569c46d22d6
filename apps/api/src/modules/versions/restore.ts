import { eq } from 'drizzle-orm';
import type { BookPage } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks } from '../../db/schema.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { EbookRow } from '../ebooks/presenter.ts';
import { saveBookPages } from '../ebooks/workflow.ts';
import { makeVersion, type VersionRow } from './make.ts';

/**
 * Puts a version's pages back as the book's pages, in one transaction: first a version of the pages as they are
 * (kind 'restore', "Before restore"), so that nothing is lost and the restore itself can be undone by restoring
 * that one; then the version's pages written as a new change through `saveBookPages`, the one path of a whole-book
 * write (approval, the live document, the change's author). Answers the book's new version and the version kept.
 */
export async function restoreVersion(db: Db, user: Actor, book: EbookRow, version: VersionRow, maxBytes: number): Promise<{ version: number; before: VersionRow }> {
  return db.transaction(async (tx) => {
    // The version the restore builds on is the one read under the book's lock: a save just before it is kept in the
    // version made of the pages before, not refused as stale.
    const [current] = await tx.select({ version: ebooks.version }).from(ebooks).where(eq(ebooks.id, book.id)).for('update');
    const before = await makeVersion(tx, book.id, { kind: 'restore', createdBy: user.id });
    const pages = version.pages as BookPage[];
    const saved = await saveBookPages(tx, user, { ...book, version: current!.version }, { version: current!.version, pages, order: pages.map((page) => page.id) }, maxBytes);
    return { version: saved, before: before! };
  });
}
