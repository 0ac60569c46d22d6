import { and, eq, ne } from 'drizzle-orm';
import type { UserCreateSchema, UserListQuery, UserUpdateSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { listPage, listWhere } from '../../lib/listing.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { endAllSessions } from '../auth/service.ts';
import { presentUser } from '../auth/presenter.ts';
import type { Actor } from '../../plugins/auth.ts';
import { assertOwnsNoClasses } from '../classes/owned-classes.ts';
import { assertAdminsRemain, lockAdminChanges } from './admin-guard.ts';

type UserCreateInput = z.output<typeof UserCreateSchema>;
type UserUpdateInput = z.output<typeof UserUpdateSchema>;

/** The accounts of this screen: every one but pupils, who are their teachers' to manage, in their class (modules/classes). */
const staff = ne(users.role, 'student');

/** Runs `work` in a transaction holding the admin-change lock, with the user row locked and read fresh. */
function withLockedUser<T>(db: Db, id: string, work: (tx: Db, current: UserRow | undefined) => Promise<T>) {
  return db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    const [current] = await tx.select().from(users).where(and(eq(users.id, id), staff)).for('update');
    return work(tx, current);
  });
}

export const userService = (db: Db) => ({
  list: (q: UserListQuery) =>
    listPage(
      db,
      users,
      listWhere(
        q.search,
        [users.name, users.email],
        q.status ? eq(users.isActive, q.status === 'active') : undefined,
        q.role ? eq(users.role, q.role) : staff,
      ),
      q,
      presentUser,
    ),

  get: async (id: string) => {
    const [row] = await db.select().from(users).where(and(eq(users.id, id), staff));
    return row && presentUser(row);
  },

  create: async ({ password, is_active, profile_picture, ...input }: UserCreateInput) => {
    const [row] = await db
      .insert(users)
      .values({ ...input, isActive: is_active, profilePicture: profile_picture, passwordHash: await hashPassword(password) })
      .returning();
    return presentUser(row!);
  },

  /**
   * A blank password keeps the old one. A new password or a deactivation ends the user's sessions. Neither
   * one's own account nor the last active admin can be demoted or deactivated (422 on the field that would do it).
   */
  update: async (id: string, { password, is_active, profile_picture, ...input }: UserUpdateInput, actor: Actor) => {
    // Hashed before the transaction, so that the locks are not held for the hashing time.
    const passwordHash = password ? await hashPassword(password) : undefined;
    return withLockedUser(db, id, async (tx, current) => {
      if (!current) return undefined;
      await assertAdminsRemain(tx, actor, current, { role: input.role, isActive: is_active });
      const [row] = await tx
        .update(users)
        .set({ ...input, isActive: is_active, profilePicture: profile_picture, ...(passwordHash && { passwordHash, hasPassword: true }), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (passwordHash || (current.isActive && !is_active)) await endAllSessions(tx, id);
      return presentUser(row!);
    });
  },

  /** Not one's own account (that is the profile's business), never the last active admin, nor an owner of classes. */
  remove: (id: string, actor: Actor) =>
    withLockedUser(db, id, async (tx, current) => {
      if (!current) return false;
      await assertAdminsRemain(tx, actor, current, null);
      await assertOwnsNoClasses(tx, id);
      await tx.delete(users).where(eq(users.id, id));
      return true;
    }),
});
