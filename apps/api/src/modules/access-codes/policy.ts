import { ACCESS_CODE_MESSAGES } from '@folio/shared';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import type { Actor } from '../../plugins/auth.ts';
import { isOwner, type BookRow } from '../ebooks/policy.ts';

/**
 * Who may do what with access codes (docs/decisions/022-access-codes.md), in the shape of lib/policy.ts. Codes give
 * books away, so only who sells books makes them and lists batches: admins, publishers and authors, each for their
 * own books (an admin for any); a reader (role user) and a pupil never do. A batch is its owner's (and admins') to
 * see and revoke: its maker's, or the buyer's of an order's copies (decision 029), whatever their role but a pupil's;
 * a batch of someone else is 404, the same answer as one that does not exist. Redeeming is every signed-in account's
 * but a pupil's (pupils are fenced in by plugins/auth.ts: the route is not open to them).
 */
export interface BatchSubject {
  createdBy: string | null;
}

const MAKERS = ['admin', 'publisher', 'author'] as const;
const isAdmin = (actor: Actor) => actor.role === 'admin';
const madeIt = (actor: Actor, batch: BatchSubject) => isAdmin(actor) || batch.createdBy === actor.id;

type Action = 'create' | 'list' | 'view' | 'revoke';

export const accessCodePolicy: Policy<Action, BatchSubject> = definePolicy<Action, BatchSubject>(
  {
    create: { roles: MAKERS },
    list: { roles: MAKERS },
    view: { roles: 'all', relation: madeIt },
    revoke: { roles: 'all', relation: madeIt },
  },
  { notFound: ACCESS_CODE_MESSAGES.batchNotFound, first: 'roles' },
);

/** Whether `actor` may put `book` in a batch of codes: their own book (its creator, its publisher), any for an admin. */
export const mayMakeCodesFor = (actor: Actor, book: BookRow) => accessCodePolicy.mayEver(actor, 'create') && (isAdmin(actor) || isOwner(actor, book));
