import { and, asc, eq } from 'drizzle-orm';
import { SHARING_MESSAGES, type CollaboratorRole } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookCollaborators, users } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../lib/http-error.ts';
import type { Person } from './people.ts';

/** A collaborator with what the list shows of their account. */
export interface CollaboratorRow {
  userId: string;
  name: string;
  email: string | null;
  role: CollaboratorRole;
  createdAt: Date;
}

const columns = { userId: ebookCollaborators.userId, name: users.name, email: users.email, role: ebookCollaborators.role, createdAt: ebookCollaborators.createdAt };

/** The people a book is shared with, first added first. */
export function collaboratorsOf(db: Db, ebookId: string): Promise<CollaboratorRow[]> {
  return db
    .select(columns)
    .from(ebookCollaborators)
    .innerJoin(users, eq(users.id, ebookCollaborators.userId))
    .where(eq(ebookCollaborators.ebookId, ebookId))
    .orderBy(asc(ebookCollaborators.createdAt), asc(ebookCollaborators.userId));
}

/** The book's owner by id and name (null: a book without an owner account). */
export async function ownerOf(db: Db, ownerId: string | null) {
  if (!ownerId) return null;
  const [owner] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, ownerId)).limit(1);
  return owner ?? null;
}

/**
 * Shares the book with `person` as `role`. The owner has it already (422); someone it is shared with already is a 409
 * rather than a silent change of their role, which the list's role picker is for.
 */
export async function addCollaborator(db: Db, book: { id: string; createdBy: string | null }, person: Person, role: CollaboratorRole, addedBy: string): Promise<CollaboratorRow> {
  if (person.id === book.createdBy) throw validationFailed({ email: [SHARING_MESSAGES.owner] }, SHARING_MESSAGES.owner);
  const [row] = await db
    .insert(ebookCollaborators)
    .values({ ebookId: book.id, userId: person.id, role, addedBy })
    .onConflictDoNothing()
    .returning({ createdAt: ebookCollaborators.createdAt });
  if (!row) throw conflict(SHARING_MESSAGES.already);
  return { userId: person.id, name: person.name, email: person.email, role, createdAt: row.createdAt };
}

const one = (ebookId: string, userId: string) => and(eq(ebookCollaborators.ebookId, ebookId), eq(ebookCollaborators.userId, userId));

/** Changes someone's role on the book (404 when it is not shared with them). */
export async function changeRole(db: Db, ebookId: string, userId: string, role: CollaboratorRole): Promise<CollaboratorRow> {
  const [updated] = await db.update(ebookCollaborators).set({ role }).where(one(ebookId, userId)).returning({ userId: ebookCollaborators.userId });
  if (!updated) throw notFound(SHARING_MESSAGES.notCollaborator);
  const [row] = await db.select(columns).from(ebookCollaborators).innerJoin(users, eq(users.id, ebookCollaborators.userId)).where(one(ebookId, userId));
  return row!;
}

/** Stops sharing the book with someone (404 when it was not shared with them). */
export async function removeCollaborator(db: Db, ebookId: string, userId: string): Promise<void> {
  const removed = await db.delete(ebookCollaborators).where(one(ebookId, userId)).returning({ userId: ebookCollaborators.userId });
  if (removed.length === 0) throw notFound(SHARING_MESSAGES.notCollaborator);
}
