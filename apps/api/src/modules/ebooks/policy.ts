import { and, eq, or, type SQL } from 'drizzle-orm';
import type { EbookAbilities } from '@folio/shared';
import { ebooks } from '../../db/schema.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what with an e-book (architecture.md §4; docs/decisions/003-editing-approved-books.md). Every
 * function takes the signed-in actor (null for a visitor) and the book. Routes call these, never roles.
 */
export type Visitor = Actor | null;
export type BookRow = Pick<typeof ebooks.$inferSelect, 'createdBy' | 'publisherId' | 'approvalStatus' | 'status'>;

const isAdmin = (user: Visitor) => user?.role === 'admin';

/** The creator owns a book; a publisher also owns the books filed under their publisher. */
const owns = (user: Visitor, book: BookRow) =>
  user !== null && (book.createdBy === user.id || (user.publisherId !== null && book.publisherId === user.publisherId));

const ownerOrAdmin = (user: Visitor, book: BookRow) => isAdmin(user) || owns(user, book);

export const mayView = ownerOrAdmin;
export const mayUpdate = ownerOrAdmin;
export const mayDelete = ownerOrAdmin;
export const mayReadPages = ownerOrAdmin;
export const mayEditPages = ownerOrAdmin;
/** How readers answered a book's questions is its owner's to see (and admins'): never another author's. */
export const mayViewResults = ownerOrAdmin;
/** Exporting a book (EPUB) hands out all of it: its owner's and admins' to do, like its results. */
export const mayExport = ownerOrAdmin;
/** A copy of the pages becomes the user's own template, so seeing the book is enough. */
export const maySaveAsTemplate = ownerOrAdmin;
/** 'Keep mine as a copy': whoever may edit the pages may keep their version of them as a book of their own. */
export const mayCopy = mayEditPages;
/** Asking for approval is the owner's act; an admin approves instead. */
export const maySubmit = owns;
/** Approval is an admin's, whichever the book: the pending queue is theirs alone. */
export const mayApprove = (user: Visitor) => isAdmin(user);
/** Every signed-in role makes books of its own (a visitor signs in first). */
export const mayCreate = (user: Visitor) => user !== null;

/** Visitors (and the public catalogue) see a book only when it is both approved and published. */
export const isPublic = (book: BookRow) => book.approvalStatus === 'approved' && book.status === 'published';
/** `isPublic` as a WHERE clause. */
export const publicOnly = and(eq(ebooks.approvalStatus, 'approved'), eq(ebooks.status, 'published'));

/** Decision 003: a change by anyone but an admin sends an approved book back to the approval queue. */
export const editNeedsApproval = (user: Visitor) => !isAdmin(user);

/** The same rule as `mayView`, as a WHERE clause for lists (undefined: every book). */
export function visibleTo(user: Actor): SQL | undefined {
  if (isAdmin(user)) return undefined;
  const own = eq(ebooks.createdBy, user.id);
  return user.publisherId !== null ? or(own, eq(ebooks.publisherId, user.publisherId)) : own;
}

/** What the client may offer on this book (architecture.md §9.3): the UI shows actions from this, not from roles. */
export const abilitiesOf = (user: Visitor, book: BookRow): EbookAbilities => ({
  update: mayUpdate(user, book),
  delete: mayDelete(user, book),
  approve: mayApprove(user),
});
