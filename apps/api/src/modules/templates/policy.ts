import { eq, or, type SQL } from 'drizzle-orm';
import type { TemplateAbilities, TemplateAction, TemplateShareRefusal } from '@folio/shared';
import { templates, type ebooks } from '../../db/schema.ts';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what to a template (architecture.md §4): one rule table that both enforces (`authorize`) and reports
 * (`abilities`), so that the UI offers exactly what the server allows. A template is private to its owner
 * until an admin shares it with everyone: a template saved from a book is a full copy of that book's pages,
 * so showing it to others would give the book away.
 */
type TemplateRow = Pick<typeof templates.$inferSelect, 'ownerId'>;

const TEMPLATE_NOT_FOUND = 'Template not found.';

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

const ownerOrAdmin = (actor: Actor, template: TemplateRow) => isAdmin(actor) || (template.ownerId !== null && template.ownerId === actor.id);
const CHANGE_REFUSED = 'Only the owner of this template or an admin may change it.';

/**
 * The rule table, in the shape of lib/policy.ts. A template the actor does not see (`visibleTo`) is 404 to every
 * action, whether it exists or not, before the role is told (`first: 'scope'`): its existence stays hidden.
 */
const policy: Policy<TemplateAction, TemplateRow> = definePolicy<TemplateAction, TemplateRow>({
  view: { roles: 'all' },
  // The new book is the user's own, so seeing the template is enough.
  use: { roles: 'all' },
  // The name, description and thumbnail, and the pages.
  update: { roles: 'all', relation: ownerOrAdmin, message: CHANGE_REFUSED },
  delete: { roles: 'all', relation: ownerOrAdmin, message: CHANGE_REFUSED },
  // Whether this template may be shared at all is `shareRefusal` (422), which needs the book it came from.
  share: { roles: ['admin'], message: 'Only an admin may share a template with everyone.' },
}, { notFound: TEMPLATE_NOT_FOUND, first: 'scope' });

/** Sharing with everyone is an admin's decision, taken after looking at the template. */
export const mayShareTemplate = (actor: Actor) => policy.mayEver(actor, 'share');

/**
 * A change by anyone who may not share makes a shared template private again, so that an owner cannot have a
 * harmless template shared and then fill it with a paid book: an admin has to share it again.
 */
export const changeUnshares = (actor: Actor) => !mayShareTemplate(actor);

/**
 * Throws unless `actor` may take `action` on `template`, looked up through `visibleTo` (undefined: not
 * found there): 404 for a template the actor does not see, whether it exists or not; 403 for one they see
 * but may not act on.
 */
export const authorize: typeof policy.authorize = policy.authorize;

const REPORTED = ['update', 'delete', 'share'] as const satisfies readonly (keyof TemplateAbilities)[];
/** What `actor` may do with `template` (one the actor sees), one flag per reported action of the rule table. */
export const abilities = (actor: Actor, template: TemplateRow): TemplateAbilities => policy.abilities(actor, template, REPORTED);

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
export function shareRefusalOf(template: Pick<typeof templates.$inferSelect, 'sourceEbookId'>, source: SourceBook | undefined): TemplateShareRefusal | null {
  if (template.sourceEbookId === null) return null;
  if (!source) return 'deleted';
  if (source.finalPrice > 0) return 'paid';
  if (source.approvalStatus !== 'approved') return source.approvalStatus;
  return null;
}

/** The refusal of `shareRefusalOf` in the words the share answers with, or null when the template may be shared. */
export function shareRefusal(template: Pick<typeof templates.$inferSelect, 'sourceEbookId'>, source: SourceBook | undefined): string | null {
  const refusal = shareRefusalOf(template, source);
  if (refusal === 'deleted' || refusal === 'paid') return SHARE_REFUSED[refusal];
  return refusal && SHARE_REFUSED.notApproved(refusal);
}
