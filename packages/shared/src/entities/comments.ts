import { z } from 'zod';
import { writtenOf } from '../http-answers.ts';
import { MESSAGES } from '../messages.ts';

/** Comment threads on a book's pages and elements (modules/comments, decision 019). */
export const COMMENT_LIMITS = { bodyMax: 2000, mentionsMax: 20, keyMax: 100 } as const;

/** Which threads a list holds: the open ones, the resolved ones, or all of them (open first). */
export const COMMENT_STATES = ['open', 'resolved', 'all'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** The words of the comments' answers; the web says them in the reader's language (`comments:server.<key>`). */
export const COMMENT_MESSAGES = {
  added: 'Comment added.',
  saved: 'Comment saved.',
  resolved: 'Thread resolved.',
  reopened: 'Thread reopened.',
  deleted: 'Comment deleted.',
  notFound: 'Comment not found.',
  bodyRequired: 'Write a comment.',
  bodyTooLong: 'A comment may be at most 2000 characters.',
  pageRequired: 'Choose the page the comment is on.',
  mentionNotReader: 'Only people this book is shared with can be mentioned.',
  tooManyMentions: 'A comment may mention at most 20 people.',
  authorOnly: 'Only its author can edit a comment.',
  deleteRefused: 'Only its author or the book’s owner can delete a comment.',
  nothingToChange: 'Send a new text, or whether the thread is resolved.',
} as const;

const key = (error: string) => z.string({ error }).trim().min(1, error).max(COMMENT_LIMITS.keyMax, MESSAGES.tooLong);
const body = z
  .string({ error: COMMENT_MESSAGES.bodyRequired })
  .trim()
  .min(1, COMMENT_MESSAGES.bodyRequired)
  .max(COMMENT_LIMITS.bodyMax, COMMENT_MESSAGES.bodyTooLong);

/** POST /api/admin/ebooks/{id}/comments: a new thread on a page or one of its elements, or a reply (`parent_id`). */
export const CommentCreateSchema = z.object({
  page_id: key(COMMENT_MESSAGES.pageRequired),
  element_id: key(MESSAGES.invalidChoice).nullish(),
  parent_id: z.uuid({ error: COMMENT_MESSAGES.notFound }).nullish(),
  body,
  mentions: z
    .array(z.uuid({ error: COMMENT_MESSAGES.mentionNotReader }), { error: COMMENT_MESSAGES.mentionNotReader })
    .max(COMMENT_LIMITS.mentionsMax, COMMENT_MESSAGES.tooManyMentions)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type CommentCreate = z.input<typeof CommentCreateSchema>;

/** PUT …/comments/{commentId}: a new text (its author), and/or the thread resolved or reopened. */
export const CommentUpdateSchema = z
  .object({ body: body.optional(), resolved: z.boolean({ error: MESSAGES.invalidChoice }).optional() })
  .refine((change) => change.body !== undefined || change.resolved !== undefined, { message: COMMENT_MESSAGES.nothingToChange, path: ['body'] });
export type CommentUpdate = z.infer<typeof CommentUpdateSchema>;

/** GET …/comments: `state` (all by default, open first), and the threads of one page. */
export const CommentListQuerySchema = z.object({
  state: z.enum(COMMENT_STATES, { error: MESSAGES.invalidChoice }).default('all'),
  page_id: key(COMMENT_MESSAGES.pageRequired).optional(),
});
export type CommentListQuery = z.input<typeof CommentListQuerySchema>;

export const CommentParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }), commentId: z.uuid({ error: 'Not a valid id' }) });

const Person = z.object({ id: z.string(), name: z.string() });

/** One comment; its abilities are the signed-in user's (architecture.md §9.3). */
export const CommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  /** null once the author's account is gone. */
  author: Person.nullable(),
  mentions: z.array(Person),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean(), resolve: z.boolean() }),
});
export type BookComment = z.infer<typeof CommentSchema>;

/** A thread: its first comment, where it is, whether it is resolved, and its replies (oldest first). */
export const CommentThreadSchema = CommentSchema.extend({
  page_id: z.string(),
  element_id: z.string().nullable(),
  resolved_at: z.iso.datetime().nullable(),
  resolved_by: Person.nullable(),
  replies: z.array(CommentSchema),
});
export type CommentThread = z.infer<typeof CommentThreadSchema>;

/** The threads asked for, and how many of the book's threads (of the page asked for) are open and resolved. */
export const CommentListResponseSchema = z.object({
  data: z.array(CommentThreadSchema),
  counts: z.object({ open: z.number().int(), resolved: z.number().int() }),
});
export type CommentList = z.infer<typeof CommentListResponseSchema>;
/** A write answers the thread as it now is. */
export const CommentWrittenResponseSchema = writtenOf(CommentThreadSchema);
export type CommentWritten = z.infer<typeof CommentWrittenResponseSchema>;
