import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Ebook } from '@folio/shared';
import { ebooks, type UserRow } from '../../db/schema.ts';

/**
 * Who may do what with an e-book (DESIGN.md §4; docs/decisions/003-editing-approved-books.md). Every
 * function takes the signed-in user (null for a visitor), the book, and the id of the publisher row linked
 * to the user (null unless the user is a publisher with such a row). Routes call these, never roles.
 */
export type Actor = Pick<UserRow, 'id' | 'role'> | null;
export type BookRow = Pick<typeof ebooks.$inferSelect, 'createdBy' | 'publisherId' | 'approvalStatus' | 'status'>;

const isAdmin = (user: Actor) => user?.role === 'admin';

/** The creator owns a book; a publisher also owns the books filed under their publisher. */
const owns = (user: Actor, book: BookRow, publisherId: string | null) =>
  user !== null && (book.createdBy === user.id || (user.role === 'publisher' && publisherId !== null && book.publisherId === publisherId));

const ownerOrAdmin = (user: Actor, book: BookRow, publisherId: string | null) => isAdmin(user) || owns(user, book, publisherId);

export const mayView = ownerOrAdmin;
export const mayUpdate = ownerOrAdmin;
export const mayDelete = ownerOrAdmin;
export const mayReadPages = ownerOrAdmin;
export const mayEditPages = ownerOrAdmin;
/** A copy of the pages becomes the user's own template, so seeing the book is enough. */
export const maySaveAsTemplate = ownerOrAdmin;
/** 'Keep mine as a copy': whoever may edit the pages may keep their version of them as a book of their own. */
export const mayCopy = mayEditPages;
/** Asking for approval is the owner's act; an admin approves instead. */
export const maySubmit = (user: Actor, book: BookRow, publisherId: string | null) => owns(user, book, publisherId);
export const mayApprove = (user: Actor, _book: BookRow, _publisherId: string | null) => isAdmin(user);

/** Visitors (and the public catalogue) see a book only when it is both approved and published. */
export const isPublic = (book: BookRow) => book.approvalStatus === 'approved' && book.status === 'published';
/** `isPublic` as a WHERE clause. */
export const publicOnly = and(eq(ebooks.approvalStatus, 'approved'), eq(ebooks.status, 'published'));

/** Decision 003: a change by anyone but an admin sends an approved book back to the approval queue. */
export const editNeedsApproval = (user: Actor) => !isAdmin(user);

/** The same rule as `mayView`, as a WHERE clause for lists (undefined: every book). */
export function visibleTo(user: NonNullable<Actor>, publisherId: string | null): SQL | undefined {
  if (isAdmin(user)) return undefined;
  const own = eq(ebooks.createdBy, user.id);
  return user.role === 'publisher' && publisherId !== null ? or(own, eq(ebooks.publisherId, publisherId)) : own;
}

/** What the client may offer on this book (DESIGN.md §9.3): the UI shows actions from this, not from roles. */
export const abilitiesOf = (user: Actor, book: BookRow, publisherId: string | null): Ebook['abilities'] => ({
  update: mayUpdate(user, book, publisherId),
  delete: mayDelete(user, book, publisherId),
  approve: mayApprove(user, book, publisherId),
});
