import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { COMMENT_MESSAGES, type CommentCreateSchema, type CommentList, type CommentListQuery, type CommentThread, type CommentUpdate } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ebookCollaborators, ebookComments, users } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../lib/http-error.ts';
import type { Actor } from '../../lib/actor.ts';
import type { BookRow } from '../ebooks/policy.ts';
import type { JobQueue } from '../jobs/types.ts';
import { commentPolicy } from './policy.ts';
import { peopleOf, presentThread, type CommentRow, type Lookups } from './presenter.ts';

/**
 * A book's comment threads (decision 019). A thread is its first comment (no parent) and the replies naming it;
 * it is resolved on its first comment. Page and element are the document's own keys: they are not checked against
 * the stored pages, since the live document (modules/live) holds pages before they are stored, and a thread on a
 * page that is gone stays readable (the panel says so).
 */
export type Book = BookRow & { id: string };

/** The user's abilities on each comment, and the names of the people the rows name, read once for all of them. */
async function lookupsFor(db: Db, actor: Actor, book: Book, rows: CommentRow[]): Promise<Lookups> {
  const ids = peopleOf(rows);
  const named = ids.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
  return {
    names: new Map(named.map((u) => [u.id, u.name])),
    abilities: (comment) => commentPolicy.abilities(actor, { comment, book }),
  };
}

/** The threads among `rows` (roots and their replies), each with its replies oldest first. */
function threadsOf(rows: CommentRow[]) {
  const replies = new Map<string, CommentRow[]>();
  for (const row of rows) if (row.parentId) replies.set(row.parentId, [...(replies.get(row.parentId) ?? []), row]);
  return rows.filter((row) => !row.parentId).map((root) => ({ root, replies: replies.get(root.id) ?? [] }));
}

const readRows = (db: Db, ebookId: string, where?: SQL) =>
  db.select().from(ebookComments).where(and(eq(ebookComments.ebookId, ebookId), where)).orderBy(asc(ebookComments.createdAt), asc(ebookComments.id));

/** GET …/comments: the threads in `state`, open ones first, newest first within each; and how many are open and resolved. */
export async function listThreads(db: Db, actor: Actor, book: Book, query: Required<Pick<CommentListQuery, 'state'>> & { page_id?: string }): Promise<CommentList> {
  const all = threadsOf(await readRows(db, book.id, query.page_id === undefined ? undefined : eq(ebookComments.pageId, query.page_id)));
  const open = all.filter((t) => !t.root.resolvedAt).reverse();
  const resolved = all.filter((t) => t.root.resolvedAt).reverse();
  const shown = query.state === 'open' ? open : query.state === 'resolved' ? resolved : [...open, ...resolved];
  const lookups = await lookupsFor(db, actor, book, shown.flatMap((t) => [t.root, ...t.replies]));
  return { data: shown.map((t) => presentThread(t.root, t.replies, lookups)), counts: { open: open.length, resolved: resolved.length } };
}

/** One thread, by its first comment's id, as the user sees it. */
async function threadOf(db: Db, actor: Actor, book: Book, rootId: string): Promise<CommentThread> {
  const rows = await readRows(db, book.id, or(eq(ebookComments.id, rootId), eq(ebookComments.parentId, rootId)));
  const [thread] = threadsOf(rows);
  if (!thread) throw notFound(COMMENT_MESSAGES.notFound);
  return presentThread(thread.root, thread.replies, await lookupsFor(db, actor, book, rows));
}

/** A comment of this book (404 for one of another book: nobody learns of it). */
export async function findComment(db: Db, ebookId: string, commentId: string): Promise<CommentRow> {
  const [row] = await db.select().from(ebookComments).where(and(eq(ebookComments.id, commentId), eq(ebookComments.ebookId, ebookId))).limit(1);
  if (!row) throw notFound(COMMENT_MESSAGES.notFound);
  return row;
}

/** Only people who may read the book may be mentioned: its owner and the accounts it is shared with. */
async function checkMentions(db: Db, book: Book, mentions: string[]) {
  const others = mentions.filter((id) => id !== book.createdBy);
  if (!others.length) return;
  const shared = await db
    .select({ id: ebookCollaborators.userId })
    .from(ebookCollaborators)
    .where(and(eq(ebookCollaborators.ebookId, book.id), inArray(ebookCollaborators.userId, others)));
  if (shared.length < others.length) throw validationFailed({ mentions: [COMMENT_MESSAGES.mentionNotReader] });
}

/**
 * POST …/comments: a new thread, or a reply. A reply to a reply joins the thread of its root, and a reply is on its
 * thread's page and element, whatever the request says. Answers the thread.
 */
export async function addComment(db: Db, jobs: Pick<JobQueue, 'tellMentioned'>, actor: Actor, book: Book, input: z.output<typeof CommentCreateSchema>): Promise<CommentThread> {
  const parent = input.parent_id ? await findComment(db, book.id, input.parent_id) : null;
  const root = parent?.parentId ? await findComment(db, book.id, parent.parentId) : parent;
  await checkMentions(db, book, input.mentions);
  const row = await db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(ebookComments)
      .values({
        ebookId: book.id,
        pageId: root?.pageId ?? input.page_id,
        elementId: root ? root.elementId : (input.element_id ?? null),
        parentId: root?.id ?? null,
        authorId: actor.id,
        body: input.body,
        mentions: input.mentions,
      })
      .returning();
    // The people mentioned are told by mail, exactly when the comment is kept (mentions.ts).
    if (input.mentions.length) await jobs.tellMentioned(tx, kept!.id);
    return kept!;
  });
  return threadOf(db, actor, book, root?.id ?? row.id);
}

/**
 * PUT …/comments/{commentId}: a new text (its author only) and/or the thread resolved or reopened (anyone who may
 * comment; a reply's thread is resolved on its first comment). Answers what it did and the thread.
 */
export async function changeComment(db: Db, actor: Actor, book: Book, comment: CommentRow, change: CommentUpdate): Promise<{ message: string; data: CommentThread }> {
  const subject = { comment, book };
  if (change.body !== undefined) commentPolicy.authorize(actor, 'edit', subject);
  if (change.resolved !== undefined) commentPolicy.authorize(actor, 'resolve', subject);
  const rootId = comment.parentId ?? comment.id;
  const now = new Date();
  await db.transaction(async (tx) => {
    if (change.body !== undefined) await tx.update(ebookComments).set({ body: change.body, updatedAt: now }).where(eq(ebookComments.id, comment.id));
    if (change.resolved !== undefined) {
      const state = change.resolved ? { resolvedAt: now, resolvedBy: actor.id } : { resolvedAt: null, resolvedBy: null };
      await tx.update(ebookComments).set(state).where(eq(ebookComments.id, rootId));
    }
  });
  const message = change.resolved === undefined ? COMMENT_MESSAGES.saved : change.resolved ? COMMENT_MESSAGES.resolved : COMMENT_MESSAGES.reopened;
  return { message, data: await threadOf(db, actor, book, rootId) };
}

/** DELETE …/comments/{commentId}: the comment, and with a thread's first comment, its replies. */
export async function deleteComment(db: Db, actor: Actor, book: Book, comment: CommentRow) {
  commentPolicy.authorize(actor, 'delete', { comment, book });
  await db.delete(ebookComments).where(or(eq(ebookComments.id, comment.id), eq(ebookComments.parentId, comment.id)));
}

