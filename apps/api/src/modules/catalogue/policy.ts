import { definePolicy, type Policy, type Rule, type Rules } from '../../lib/policy.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what with the catalogue that admins run (architecture.md §4, first two rows): one rule table per
 * resource, in the shape of lib/policy.ts, that the routes' guards enforce (`refuseUnless`) and the app-level
 * abilities report (`mayManageCatalogue`). Its rules are of roles alone: rules on a record's state (an admin's own
 * account, the last admin) are the modules' own: users/policy.ts.
 */

const MANAGERS = { roles: ['admin'] } as const satisfies Rule<unknown>;
/** Everyone who makes books picks their categories and authors from the lists. */
const BOOK_MAKERS = { roles: 'all' } as const satisfies Rule<unknown>;

const managed = { list: MANAGERS, read: MANAGERS, create: MANAGERS, update: MANAGERS, delete: MANAGERS };
const pickedForBooks = { ...managed, list: BOOK_MAKERS, read: BOOK_MAKERS };

const RULES = {
  categories: pickedForBooks,
  authors: pickedForBooks,
  // A publisher's identity documents are private files, read back by admins alone.
  publishers: { ...managed, documents: MANAGERS },
  coupons: managed,
  users: managed,
  static_pages: managed,
  // The LMSs Folio is an LTI tool of.
  lti_platforms: managed,
  // Inquiries come in through the contact form; admins only read them, set their status and delete them.
  inquiries: { list: MANAGERS, read: MANAGERS, status: MANAGERS, delete: MANAGERS },
} satisfies Record<string, Rules<string, unknown>>;

export type CatalogueResource = keyof typeof RULES;
export type CatalogueAction<R extends CatalogueResource> = keyof (typeof RULES)[R] & string;
/** The actions of the five routes of lib/crud.ts, and the resources that have them all. */
export type CrudAction = 'list' | 'read' | 'create' | 'update' | 'delete';
export type CrudCatalogueResource = { [R in CatalogueResource]: CrudAction extends CatalogueAction<R> ? R : never }[CatalogueResource];

const policies = Object.fromEntries(Object.entries(RULES).map(([resource, rules]) => [resource, definePolicy<string, unknown>(rules)])) as {
  [R in CatalogueResource]: Policy<CatalogueAction<R>, unknown>;
};

/** Whether `actor` may take every action of the table: what the catalogue's admin pages offer (`catalogue.manage`). */
export const mayManageCatalogue = (actor: Actor) =>
  Object.values(policies).every((policy: Policy<string, unknown>) => policy.actions.every((action) => policy.mayEver(actor, action)));

/**
 * onRequest hook after `authenticate`: 403 unless the table lets the actor take `action` on `resource`. Run
 * before the body and params are read, so that a role that may not gets its 403, never a validation 422.
 */
export const refuseUnless = <R extends CatalogueResource>(resource: R, action: CatalogueAction<R>) =>
  (policies[resource] as Policy<CatalogueAction<R>, unknown>).refuseRolesThatNever(action);
