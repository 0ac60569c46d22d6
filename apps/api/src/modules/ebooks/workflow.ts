import { and, eq, inArray } from 'drizzle-orm';
import { ACCESSIBILITY_REQUIRED, checkBook, PDF_LAYER_MESSAGES, type ApprovalSchema, type ApprovalStatus, type PagesSave } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ebooks, templates } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { copyPages } from '../pages/format.ts';
import { checkPdfLayerSave, ensurePdfLayerRows } from '../pages/pdf-layer.ts';
import { insertPages, readPages, savePages } from '../pages/store.ts';
import { mayShareTemplate } from '../templates/policy.ts';
import { unshareTemplatesOfBook } from '../templates/source-book.ts';
import { noteChangeBy } from '../versions/change-authors.ts';
import { makeVersion } from '../versions/make.ts';
import type { Actor } from '../../plugins/auth.ts';
import { editNeedsApproval, NOT_FOUND } from './policy.ts';
import { effectiveSize, type EbookRow } from './presenter.ts';
import { findEbook } from './query.ts';

const alreadyIn = (state: ApprovalStatus) => `This eBook is already ${state}.`;

/**
 * Moves a book to `to` when it is in one of `from`, in one conditional UPDATE, so that two admins (or an
 * admin and the owner) deciding at once never both win; otherwise 404, or 409 naming the state it is in.
 * Run in a transaction: a book that leaves 'approved' takes its shared templates private with it.
 */
async function transition(tx: Db, id: string, from: ApprovalStatus[], to: ApprovalStatus, reason: string | null): Promise<EbookRow> {
  const [row] = await tx
    .update(ebooks)
    .set({ approvalStatus: to, rejectionReason: reason, updatedAt: new Date() })
    .where(and(eq(ebooks.id, id), inArray(ebooks.approvalStatus, from)))
    .returning();
  if (row) {
    await unshareTemplatesOfBook(tx, id);
    return row;
  }
  const current = await findEbook(tx, id);
  if (!current) throw notFound(NOT_FOUND);
  throw new HttpError(409, alreadyIn(current.approvalStatus));
}

/**
 * A book with serious accessibility problems is not published (issue 54, decision 025): pictures without a
 * description, words too pale to read, links that say nothing, videos without captions, questions without words.
 * Checked on submit and on approve, not on status → published: a book reaches readers only once approved, and
 * those are the two steps that lead there (a non-admin's book starts pending, so an admin may approve it without a
 * submit). An admin's own book is approved when created; the web's publish step checks it before the admin
 * publishes. The transition runs first, in the same transaction, so that a book already in the state asked for
 * still answers 409, and a refused book is left as it was. The refusal lists the serious problems (and the whole
 * report, warnings too, for the web to show).
 */
async function checkedTransition(db: Db, id: string, move: (tx: Db) => Promise<EbookRow>): Promise<EbookRow> {
  return db.transaction(async (tx) => {
    const row = await move(tx);
    const report = checkBook(await readPages(tx, 'ebook', id), { pageSize: effectiveSize(row) });
    if (report.serious) {
      const lines = report.problems.filter((p) => p.severity === 'serious').map((p) => `Page ${p.page_index + 1}: ${p.rule}`);
      throw new HttpError(422, ACCESSIBILITY_REQUIRED, { accessibility: lines }, undefined, { accessibility: report });
    }
    return row;
  });
}

/**
 * The owner asks (again) for approval: a rejected or pending book becomes pending, its reason cleared. The pages
 * submitted are kept as a version of the book's history (decision 019).
 */
export const submitEbook = (db: Db, id: string) =>
  checkedTransition(db, id, async (tx) => {
    const row = await transition(tx, id, ['pending', 'rejected'], 'pending', null);
    await makeVersion(tx, id, { kind: 'submission' });
    return row;
  });

/**
 * An admin's decision (decision 003): approve a pending or rejected book; reject a pending book, or pull an
 * approved one from the catalogue, always with a reason.
 */
export function decideApproval(db: Db, id: string, decision: z.output<typeof ApprovalSchema>) {
  return decision.approval_status === 'approved'
    ? checkedTransition(db, id, (tx) => transition(tx, id, ['pending', 'rejected'], 'approved', null))
    : db.transaction((tx) => transition(tx, id, ['pending', 'approved'], 'rejected', decision.reason ?? null));
}

/**
 * Saves pages against their version, the book at most `maxBytes` in all (pages/store.ts). In the same
 * transaction, decision 003: a save by anyone but an admin sends an approved book back to pending, and its
 * shared templates private. A PDF book's pages are its interactive layer, one per page of its PDF (decision 021).
 */
export async function saveBookPages(db: Db, user: Actor, book: EbookRow, save: PagesSave, maxBytes: number): Promise<number> {
  if (book.bookType === 'pdf') checkPdfLayerSave(book, save);
  return db.transaction(async (tx) => {
    if (book.bookType === 'pdf') await ensurePdfLayerRows(tx, book);
    const version = await savePages(tx, 'ebook', book.id, save, maxBytes);
    await pagesChangedBy(tx, user, book.id);
    return version;
  });
}

/**
 * What a change of a book's pages by `user` does beside the pages, whichever way it came (a save, the live
 * document's editors): the next version of the history names them (decision 019), and a change by anyone but an
 * admin sends an approved book back to pending and its shared templates private (decision 003).
 */
export async function pagesChangedBy(tx: Db, user: Actor, ebookId: string) {
  await noteChangeBy(tx, ebookId, user.id);
  if (editNeedsApproval(user)) {
    await tx.update(ebooks).set({ approvalStatus: 'pending' }).where(and(eq(ebooks.id, ebookId), eq(ebooks.approvalStatus, 'approved')));
    await unshareTemplatesOfBook(tx, ebookId);
  }
}

/** What saving a template tells the user: who will see it (nobody else until an admin shares it). */
export const templateSavedMessage = (user: Actor) =>
  mayShareTemplate(user)
    ? 'Template saved. Only you will see it until you share it with everyone.'
    : 'Template saved. Only you will see this template. An admin can share it with everyone.';

/**
 * A template owned by the user, made of copies of the book's pages (new page and element ids) in the
 * book's page format; named after the book unless a name is given; at most `maxBytes` of pages. It is
 * private to the user: the book may be paid or unapproved, and sharing it is an admin's separate step,
 * which checks the book it records.
 */
export async function saveAsTemplate(db: Db, user: Actor, book: EbookRow, name: string | null, maxBytes: number) {
  if (book.bookType === 'pdf') throw new HttpError(422, PDF_LAYER_MESSAGES.notCopied);
  return db.transaction(async (tx) => {
    const pages = copyPages(await readPages(tx, 'ebook', book.id));
    const [template] = await tx
      .insert(templates)
      .values({
        name: name ?? book.title,
        description: book.description,
        thumbnail: book.coverImage,
        pageDimension: book.pageDimension,
        width: book.width,
        height: book.height,
        orientation: book.orientation,
        ownerId: user.id,
        shared: false,
        sourceEbookId: book.id,
      })
      .returning({ id: templates.id, name: templates.name });
    await insertPages(tx, 'template', template!.id, pages, maxBytes);
    return template!;
  });
}
