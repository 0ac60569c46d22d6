import { eq, or, type SQL } from 'drizzle-orm';
import { mayShareTemplates, type Template } from '@folio/shared';
import { templates, type ebooks, type UserRow } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';

/**
 * Who may do what to a template (DESIGN.md §4). A template is private to its owner until an admin shares it
 * with everyone: a template saved from a book is a full copy of that book's pages, so showing it to others
 * would give the book away. Whoever sees a template may preview it and start a book from it; its owner and
 * admins may change or delete it; only admins share it.
 */
type Actor = Pick<UserRow, 'id' | 'role'>;
type TemplateRow = Pick<typeof templates.$inferSelect, 'ownerId'>;

const isAdmin = (actor: Actor) => actor.role === 'admin';

/**
 * The one visibility rule, as a WHERE clause (undefined: every template). Lists filter with it and single
 * reads look the template up through it, so that a template the actor may not see answers 404 (its
 * existence stays hidden), never 403.
 */
export function visibleTo(actor: Actor): SQL | undefined {
  if (isAdmin(actor)) return undefined;
  return or(eq(templates.shared, true), eq(templates.ownerId, actor.id));
}

export const mayChangeTemplate = (actor: Actor, template: TemplateRow) => isAdmin(actor) || (template.ownerId !== null && template.ownerId === actor.id);

/** Sharing with everyone is an admin's decision, taken after looking at the template. */
export const mayShareTemplate = (actor: Actor) => mayShareTemplates(actor.role);

/**
 * A change by anyone who may not share makes a shared template private again, so that an owner cannot have a
 * harmless template shared and then fill it with a paid book: an admin has to share it again.
 */
export const changeUnshares = (actor: Actor) => !mayShareTemplate(actor);

/** What the client may offer on this template (DESIGN.md §9.3): the UI shows actions from this, not from roles. */
export const templateAbilities = (actor: Actor, template: TemplateRow): Template['abilities'] => {
  const change = mayChangeTemplate(actor, template);
  return { update: change, delete: change, share: mayShareTemplate(actor) };
};

export function assertMayChangeTemplate(actor: Actor, template: TemplateRow) {
  if (!mayChangeTemplate(actor, template)) throw forbidden('Only the owner of this template or an admin may change it.');
}

export function assertMayShareTemplate(actor: Actor) {
  if (!mayShareTemplate(actor)) throw forbidden('Only an admin may share a template with everyone.');
}

/** The book a template was saved from, as far as sharing cares. */
type SourceBook = Pick<typeof ebooks.$inferSelect, 'finalPrice' | 'approvalStatus'>;

const SHARE_REFUSED = {
  deleted: 'This template cannot be shared: the book it was saved from no longer exists, so nobody can check that its pages may be given away.',
  paid: 'This template cannot be shared: it was saved from a paid book, and sharing it would give that book away for free.',
  notApproved: (state: string) => `This template cannot be shared: the book it was saved from is ${state}, not approved.`,
};

/**
 * Why a template may never be shared with everyone, or null when it may be. A template saved from a book
 * is that book's pages: only a free, approved book may be given to everyone, and a book that no longer
 * exists cannot be checked. A template made without a book (the seeded designs) may be shared.
 */
export function shareRefusal(template: Pick<typeof templates.$inferSelect, 'sourceEbookId'>, source: SourceBook | undefined): string | null {
  if (template.sourceEbookId === null) return null;
  if (!source) return SHARE_REFUSED.deleted;
  if (source.finalPrice > 0) return SHARE_REFUSED.paid;
  if (source.approvalStatus !== 'approved') return SHARE_REFUSED.notApproved(source.approvalStatus);
  return null;
}
