import { eq } from 'drizzle-orm';
import type { Role } from '@folio/shared';
import { users } from '../schema.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { databaseCounters } from '../../lib/database-counters.ts';
import { accountLockKey, endAllSessions } from '../../modules/auth/service.ts';
import { forgetLock } from '../../modules/auth/sign-in-lock.ts';
import type { SeedContext } from './context.ts';

/** The demo sign-ins of architecture.md §3, one per role, all with `DEMO_PASSWORD`. */
export const DEMO_ACCOUNTS: { email: string; name: string; role: Role }[] = [
  { email: 'admin@folio.test', name: 'Amina Rahman', role: 'admin' },
  { email: 'publisher@folio.test', name: 'Northwind Press', role: 'publisher' },
  { email: 'author@folio.test', name: 'Kenji Sato', role: 'author' },
  { email: 'user@folio.test', name: 'Lena Park', role: 'user' },
];

export async function seedDemoAccounts({ db, config }: SeedContext) {
  const passwordHash = await hashPassword(config.demoPassword);
  await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash })))
    .onConflictDoNothing({ target: users.email });
}

/**
 * `ADMIN_EMAIL` + `ADMIN_PASSWORD`: creates that admin, or resets it (role admin, active, unlocked, the given
 * password). Old sessions end only when the password actually changed, so a restart does not sign anyone out.
 */
export async function ensureConfiguredAdmin({ db, config, counters = databaseCounters(db), log }: SeedContext) {
  if (!config.adminEmail || !config.adminPassword) return;
  const email = config.adminEmail.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) {
    await db.insert(users).values({ email, name: 'Administrator', role: 'admin', passwordHash: await hashPassword(config.adminPassword) });
    log(`created admin ${email}`);
    return;
  }
  const samePassword = await verifyPassword(existing.passwordHash, config.adminPassword);
  await db
    .update(users)
    .set({
      role: 'admin',
      isActive: true,
      ...(samePassword ? {} : { passwordHash: await hashPassword(config.adminPassword) }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, existing.id));
  await forgetLock(db, accountLockKey(email));
  // Redis being down must not stop a start: a lock left there runs out by itself.
  await counters.clear(accountLockKey(email)).catch(() => log(`could not lift the sign-in lock of admin ${email}: the shared counters are unreachable`));
  if (!samePassword) await endAllSessions(db, existing.id);
  log(`reset admin ${email}`);
}
