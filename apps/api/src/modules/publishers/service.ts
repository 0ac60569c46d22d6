import { eq, inArray } from 'drizzle-orm';
import { MESSAGES, type ListQuery, type PublisherBookAction, type PublisherCreateSchema, type PublisherUpdateSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { publishers, users } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';
import { listPage, listWhere, statusIs } from '../../lib/listing.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { endAllSessions } from '../auth/service.ts';
import type { Actor } from '../../plugins/auth.ts';
import { assertAdminsRemain, lockAdminChanges } from '../users/admin-guard.ts';
import { checkDocuments } from './documents.ts';
import { presentPublisher, profileColumns } from './presenter.ts';

type CreateInput = z.output<typeof PublisherCreateSchema>;
type UpdateInput = z.output<typeof PublisherUpdateSchema>;

/** The sign-in account of a publisher (spec §6: "a separate login created from the publisher form"). */
const accountValues = (input: Pick<CreateInput, 'name' | 'login_email' | 'status'>, passwordHash: string) => ({
  name: input.name,
  email: input.login_email,
  passwordHash,
  role: 'publisher' as const,
  isActive: input.status === 'active',
});

async function loginEmails(db: Db, userIds: (string | null)[]) {
  const ids = userIds.filter((id): id is string => id !== null);
  const rows = ids.length ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids)) : [];
  return new Map(rows.map((u) => [u.id, u.email]));
}

/**
 * Publishers and their sign-in accounts, written together in one transaction. A taken login email breaks
 * `users_email_unique`, which the routes answer as a 422 on `login_email`. Passwords are hashed before the
 * transaction, so that no row stays locked for the hashing time.
 */
export const publisherService = (db: Db) => ({
  list: async (q: ListQuery) => {
    const page = await listPage(db, publishers, listWhere(q.search, [publishers.name], statusIs(publishers.status, q.status)), q, (row) => row);
    const emails = await loginEmails(db, page.data.map((p) => p.userId));
    return { ...page, data: page.data.map((p) => presentPublisher(p, (p.userId && emails.get(p.userId)) || null)) };
  },

  get: async (id: string) => {
    const [row] = await db.select({ publisher: publishers, loginEmail: users.email }).from(publishers).leftJoin(users, eq(users.id, publishers.userId)).where(eq(publishers.id, id));
    return row && presentPublisher(row.publisher, row.loginEmail);
  },

  create: async (input: CreateInput) => {
    await checkDocuments(db, input);
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      const [account] = await tx.insert(users).values(accountValues(input, passwordHash)).returning({ id: users.id });
      const [row] = await tx.insert(publishers).values({ ...profileColumns(input), userId: account!.id }).returning();
      return presentPublisher(row!, input.login_email);
    });
  },

  /**
   * The account follows the form: name, login email, active exactly when the publisher is. A new password,
   * or turning the publisher inactive, ends the account's sessions. A publisher whose account was deleted
   * elsewhere gets a new one, which needs a password. An account made an admin on the users screen keeps
   * the users screen's rules: not one's own, never the last active admin.
   */
  update: async (id: string, input: UpdateInput, actor: Actor) => {
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    return db.transaction(async (tx) => {
      await lockAdminChanges(tx);
      const [current] = await tx.select().from(publishers).where(eq(publishers.id, id)).for('update');
      if (!current) return undefined;
      await checkDocuments(tx, input, presentPublisher(current, null));
      const [account] = current.userId ? await tx.select().from(users).where(eq(users.id, current.userId)).for('update') : [];
      let userId = account?.id;
      if (account) {
        await assertAdminsRemain(tx, actor, account, { role: account.role, isActive: input.status === 'active' }, { is_active: 'status' });
        await tx
          .update(users)
          .set({ name: input.name, email: input.login_email, isActive: input.status === 'active', ...(passwordHash && { passwordHash, hasPassword: true }), updatedAt: new Date() })
          .where(eq(users.id, account.id));
        if (passwordHash || (account.isActive && input.status !== 'active')) await endAllSessions(tx, account.id);
      } else {
        if (!passwordHash) throw validationFailed({ password: [MESSAGES.passwordRequired] });
        const [created] = await tx.insert(users).values(accountValues(input, passwordHash)).returning({ id: users.id });
        userId = created!.id;
      }
      const [row] = await tx
        .update(publishers)
        .set({ ...profileColumns(input), userId, updatedAt: new Date() })
        .where(eq(publishers.id, id))
        .returning();
      return presentPublisher(row!, input.login_email);
    });
  },

  /** Deletes the publisher and its sign-in account (whose sessions end with it), under the users screen's rules. */
  remove: async (id: string, _books: PublisherBookAction, actor: Actor) =>
    db.transaction(async (tx) => {
      await lockAdminChanges(tx);
      const [row] = await tx.delete(publishers).where(eq(publishers.id, id)).returning({ userId: publishers.userId });
      if (!row) return false;
      const [account] = row.userId ? await tx.select().from(users).where(eq(users.id, row.userId)).for('update') : [];
      if (account) await assertAdminsRemain(tx, actor, account, null);
      // E-books do not exist yet. When they do, this publisher's e-books are handled here, in this same
      // transaction, as `_books` says: 'delete' deletes them, 'unlink' keeps them with publisher_id = null.
      if (row.userId) await tx.delete(users).where(eq(users.id, row.userId));
      return true;
    }),
});
