import type { CommentThread } from '@folio/shared';
import type { ebookComments } from '../../db/schema.ts';

/** What of comment rows leaves the server (architecture.md §9.1). */
export type CommentRow = typeof ebookComments.$inferSelect;
type Person = { id: string; name: string };
type Abilities = CommentThread['abilities'];

/** Everything a thread's presentation looks up: the names of the people it names, and the user's abilities on each comment. */
export interface Lookups {
  names: Map<string, string>;
  abilities: (row: CommentRow) => Abilities;
}

const person = (id: string | null, names: Map<string, string>): Person | null => (id && names.has(id) ? { id, name: names.get(id)! } : null);

function presentComment(row: CommentRow, lookups: Lookups) {
  return {
    id: row.id,
    body: row.body,
    author: person(row.authorId, lookups.names),
    // A mentioned account that is gone is left out.
    mentions: row.mentions.flatMap((id) => person(id, lookups.names) ?? []),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    abilities: lookups.abilities(row),
  };
}

export function presentThread(root: CommentRow, replies: CommentRow[], lookups: Lookups): CommentThread {
  return {
    ...presentComment(root, lookups),
    page_id: root.pageId,
    element_id: root.elementId,
    resolved_at: root.resolvedAt?.toISOString() ?? null,
    resolved_by: root.resolvedAt ? person(root.resolvedBy, lookups.names) : null,
    replies: replies.map((reply) => presentComment(reply, lookups)),
  };
}

/** The ids of the accounts a set of comments names: authors, the people mentioned, who resolved a thread. */
export const peopleOf = (rows: CommentRow[]) => [...new Set(rows.flatMap((r) => [r.authorId, r.resolvedBy, ...r.mentions]).filter((id): id is string => id !== null))];
