import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ROLES, type CollaboratorRole, type EbookAbilities } from '@folio/shared';
import { ebookCollaborators, ebooks } from '../../db/schema.ts';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what with an e-book (architecture.md §4; docs/decisions/003-editing-approved-books.md), in the shape
 * of lib/policy.ts. Routes call `ebookPolicy`, never roles. A book that does not exist is 404 to every action,
 * before the role is told (`first: 'scope'`); a book of someone else is 403.
 */
export type Visitor = Actor | null;
export type BookRow = Pick<typeof ebooks.$inferSelect, 'createdBy' | 'publisherId' | 'approvalStatus' | 'status' | 'withdrawnAt'> & {
  /** What the book is shared with the actor as (modules/sharing), when it is: read with the book by `findEbookFor`. */
  sharedAs?: CollaboratorRole | null;
};

export const NOT_FOUND = 'eBook not found.';

const isAdmin = (user: Visitor) => user?.role === 'admin';

/** The creator owns a book; a publisher also owns the books filed under their publisher. */
const owns = (user: Actor, book: BookRow) => book.createdBy === user.id || (user.publisherId !== null && book.publisherId === user.publisherId);

/** Admins manage every book. */
const ownerOrAdmin = (user: Actor, book: BookRow) => isAdmin(user) || owns(user, book);

/**
 * Writing together (decision 019): a book shared with the actor opens to them in the editor as far as their share
 * goes; the owner stays the owner (its info, price, approval, deletion, sharing and exports are not shared).
 */
const sharedWith = (...roles: CollaboratorRole[]) => (user: Actor, book: BookRow) =>
  ownerOrAdmin(user, book) || (book.sharedAs != null && roles.includes(book.sharedAs));
const anyShare = sharedWith('editor', 'commenter', 'viewer');
const editorShare = sharedWith('editor');
const commenterShare = sharedWith('editor', 'commenter');

export type EbookAction =
  | 'create' | 'view' | 'update' | 'delete' | 'read_pages' | 'edit_pages' | 'view_results' | 'export' | 'save_as_template' | 'copy' | 'submit' | 'approve'
  | 'share' | 'read_comments' | 'comment' | 'read_versions' | 'make_version' | 'restore_version' | 'view_analytics' | 'check_accessibility';

export const ebookPolicy: Policy<EbookAction, BookRow> = definePolicy<EbookAction, BookRow>({
  // Every signed-in role makes books of its own (a visitor signs in first); a pupil starts theirs in their class
  // (modules/classes), and then sees, edits and deletes it like anyone their own.
  create: { roles: 'all' },
  view: { roles: ROLES, relation: anyShare },
  update: { roles: ROLES, relation: ownerOrAdmin },
  delete: { roles: ROLES, relation: ownerOrAdmin },
  read_pages: { roles: ROLES, relation: anyShare },
  edit_pages: { roles: ROLES, relation: editorShare },
  // How readers answered a book's questions is its owner's to see (and admins'): never another author's.
  view_results: { roles: 'all', relation: ownerOrAdmin },
  // Exporting a book (EPUB) hands out all of it: its owner's and admins' to do, like its results (a pupil takes their
  // own book home too).
  export: { roles: ROLES, relation: ownerOrAdmin },
  // A copy of the pages becomes the user's own template, so seeing the book is enough.
  save_as_template: { roles: 'all', relation: ownerOrAdmin },
  // 'Keep mine as a copy': whoever may edit the pages may keep their version of them as a book of their own.
  copy: { roles: 'all', relation: editorShare },
  // Asking for approval is the owner's act; an admin approves instead.
  submit: { roles: 'all', relation: owns },
  // Approval is an admin's, whichever the book: the pending queue is theirs alone.
  approve: { roles: ['admin'] },
  // Who else writes the book is its owner's to choose (and admins').
  share: { roles: ROLES, relation: ownerOrAdmin },
  // Everyone the book is shared with reads its threads and its history; a viewer neither comments nor restores.
  read_comments: { roles: ROLES, relation: anyShare },
  comment: { roles: ROLES, relation: commenterShare },
  read_versions: { roles: ROLES, relation: anyShare },
  make_version: { roles: ROLES, relation: editorShare },
  restore_version: { roles: ROLES, relation: editorShare },
  // Who reads a book, and how, is its owner's to know (and its publisher's, and admins'), like its results: not a collaborator's.
  view_analytics: { roles: 'all', relation: ownerOrAdmin },
  // The accessibility report is the editor's panel by API: whoever writes the pages (owners, editors it is shared
  // with, admins, and a pupil writing their own book) sees what to mend in them.
  check_accessibility: { roles: ROLES, relation: editorShare },
}, { notFound: NOT_FOUND, first: 'scope' });

/** Whether the user owns the book (its creator, or its publisher), as opposed to managing it as an admin. */
export const isOwner = (user: Actor, book: BookRow) => owns(user, book);

/** Whether `user`, perhaps a visitor, sees the book in the dashboard's terms: admins and its owners. */
export const mayView = (user: Visitor, book: BookRow) => user !== null && ebookPolicy.may(user, 'view', book);

/**
 * Visitors (and the public catalogue) see a book only when it is both approved and published, and not withdrawn from
 * the public library after its owner's plan lapsed (modules/plans: its buyers and its owner still read it).
 */
export const isPublic = (book: BookRow) => book.approvalStatus === 'approved' && book.status === 'published' && book.withdrawnAt === null;
/** `isPublic` as a WHERE clause. */
export const publicOnly = and(eq(ebooks.approvalStatus, 'approved'), eq(ebooks.status, 'published'), isNull(ebooks.withdrawnAt));

/** Decision 003: a change by anyone but an admin sends an approved book back to the approval queue. */
export const editNeedsApproval = (user: Visitor) => !isAdmin(user);

/**
 * The same rule as `view`, as a WHERE clause for lists (undefined: every book): the user's own books and those shared
 * with them. The shared ones are one array, read once through the collaborators' user index, so that each condition
 * stays an index lookup that PostgreSQL combines (a BitmapOr), as the catalogue search does (query.ts).
 */
export function visibleTo(user: Actor): SQL | undefined {
  if (isAdmin(user)) return undefined;
  const own = eq(ebooks.createdBy, user.id);
  const filed = user.publisherId !== null ? eq(ebooks.publisherId, user.publisherId) : undefined;
  return or(own, filed, sharedWithUser(user));
}

/** The books shared with the user ("Shared with me"), as a WHERE clause. */
export const sharedWithUser = (user: Actor): SQL =>
  sql`${ebooks.id} = any(array(select ${ebookCollaborators.ebookId} from ${ebookCollaborators} where ${ebookCollaborators.userId} = ${user.id}))`;

const REPORTED = ['update', 'delete', 'approve', 'read_pages', 'edit_pages', 'comment', 'share'] as const satisfies readonly (keyof EbookAbilities)[];
/** What the client may offer on this book (architecture.md §9.3): the UI shows actions from this, not from roles. */
export const abilitiesOf = (user: Visitor, book: BookRow): EbookAbilities =>
  user ? ebookPolicy.abilities(user, book, REPORTED) : { update: false, delete: false, approve: false, read_pages: false, edit_pages: false, comment: false, share: false };
