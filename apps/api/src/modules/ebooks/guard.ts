import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CollaboratorRole } from '@folio/shared';
import { checkBeforeBody } from '../../lib/check-before-body.ts';
import { ebookPolicy, type EbookAction } from './policy.ts';
import type { EbookRow } from './presenter.ts';
import { findEbookFor } from './query.ts';

/** A book a route was let in on, with what it is shared with the user as. */
export type GrantedBook = EbookRow & { sharedAs: CollaboratorRole | null };

/**
 * The guard of routes on one book (`/:id/...`, of the e-books module and of those beside it: sharing, comments,
 * versions): `guard(action)` is the route's options that sign the user in and authorize `action` on the book before
 * the body is read (404 for no such book, 403 for no right; an action may depend on the request); the handler reads
 * the book with `access(request)`.
 */
export function bookGuard(app: FastifyInstance) {
  const granted = new WeakMap<FastifyRequest, GrantedBook>();
  const guard = (action: EbookAction | ((request: FastifyRequest, book: GrantedBook | undefined) => EbookAction)) =>
    checkBeforeBody(app.authenticate, async (request, id) => {
      const book = await findEbookFor(app.db, id, request.user);
      ebookPolicy.authorize(request.user, typeof action === 'function' ? action(request, book) : action, book);
      granted.set(request, book!);
    });
  const access = (request: FastifyRequest) => granted.get(request)!;
  return { guard, access };
}
