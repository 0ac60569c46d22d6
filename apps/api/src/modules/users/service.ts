import { and, eq, ne, sql } from 'drizzle-orm';
import type { ListQuery, Role, UserCreateSchema, UserUpdateSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { HttpError, validationFailed } from '../../lib/http-error.ts';
import { listPage, listWhere } from '../../lib/listing.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { endAllSessions } from '../auth/service.ts';
import { presentUser } from '../auth/presenter.ts';
import { LAST_ADMIN, mayDelete } from './policy.ts';

type UserCreateInput = z.output<typeof UserCreateSchema>;
type UserUpdateInput = z.output<typeof UserUpdateSchema>;
export type UserListQuery = ListQuery & { role?: Role | undefined };

// One key for every write that can take away an active admin: such writes run one at a time, so two
// admins demoting (or deleting) each other at once cannot both pass the "another admin is left" check.
const ADMIN_CHANGE_LOCK = 7_220_431;

const isActiveAdmin = (u: Pick<UserRow, 'role' | 'isActive'>) => u.role === 'admin' && u.isActive;

/** True when an active admin other than `userId` exists; read after the lock, so it sees committed changes. */
async function anotherActiveAdmin(db: Db, userId: string) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

/** Runs `work` in a transaction holding the admin-change lock, with the user row locked and read fresh. */
function withLockedUser<T>(db: Db, id: string, work: (tx: Db, current: UserRow | undefined) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
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
        q.role ? eq(users.role, q.role) : undefined,
      ),
      q,
      presentUser,
    ),

  get: async (id: string) => {
    const [row] = await db.select().from(users).where(eq(users.id, id));
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
   * A blank password keeps the old one. A new password or a deactivation ends the user's sessions. The
   * last active admin cannot be demoted or deactivated (422 on the field that would do it).
   */
  update: async (id: string, { password, is_active, profile_picture, ...input }: UserUpdateInput) => {
    // Hashed before the transaction, so that the locks are not held for the hashing time.
    const passwordHash = password ? await hashPassword(password) : undefined;
    return withLockedUser(db, id, async (tx, current) => {
      if (!current) return undefined;
      if (isActiveAdmin(current) && !isActiveAdmin({ role: input.role, isActive: is_active }) && !(await anotherActiveAdmin(tx, id))) {
        throw validationFailed({ [is_active ? 'role' : 'is_active']: [LAST_ADMIN] }, LAST_ADMIN);
      }
      const [row] = await tx
        .update(users)
        .set({ ...input, isActive: is_active, profilePicture: profile_picture, ...(passwordHash && { passwordHash }), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (passwordHash || (current.isActive && !is_active)) await endAllSessions(tx, id);
      return presentUser(row!);
    });
  },

  /** Not one's own account (that is the profile's business), and never the last active admin. */
  remove: async (id: string, actorId: string) => {
    const refusal = mayDelete(actorId, id);
    if (refusal) throw new HttpError(409, refusal);
    return withLockedUser(db, id, async (tx, current) => {
      if (!current) return false;
      if (isActiveAdmin(current) && !(await anotherActiveAdmin(tx, id))) throw new HttpError(409, LAST_ADMIN);
      await tx.delete(users).where(eq(users.id, id));
      return true;
    });
  },
});
