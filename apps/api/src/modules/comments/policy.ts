import { COMMENT_MESSAGES, ROLES } from '@folio/shared';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import type { Actor } from '../../lib/actor.ts';
import { ebookPolicy, type BookRow } from '../ebooks/policy.ts';

/**
 * Who may do what with a comment (decision 019), in the shape of lib/policy.ts. Reading and writing threads at all
 * is the e-book policy's (`read_comments`, `comment`, checked by the routes' guard); this table holds what depends
 * on the comment too: its words are its author's, and whoever may delete the book may tidy its threads.
 */
export interface CommentSubject {
  comment: { authorId: string | null };
  book: BookRow;
}

export type CommentAction = 'edit' | 'delete' | 'resolve';

const wrote = (actor: Actor, { comment }: CommentSubject) => comment.authorId === actor.id;
const mayComment = (actor: Actor, { book }: CommentSubject) => ebookPolicy.may(actor, 'comment', book);

export const commentPolicy: Policy<CommentAction, CommentSubject> = definePolicy<CommentAction, CommentSubject>({
  // An author who is now only a viewer of the book keeps their words as they are.
  edit: { roles: ROLES, relation: (actor, s) => wrote(actor, s) && mayComment(actor, s), message: COMMENT_MESSAGES.authorOnly },
  delete: { roles: ROLES, relation: (actor, s) => wrote(actor, s) || ebookPolicy.may(actor, 'delete', s.book), message: COMMENT_MESSAGES.deleteRefused },
  // Anyone who may comment closes a thread that is done, or opens it again.
  resolve: { roles: ROLES, relation: mayComment },
}, { notFound: COMMENT_MESSAGES.notFound });
