import type { Role } from '@folio/shared';
import { users } from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SeedContext } from './context.ts';

/**
 * Twelve more accounts beside the four demo sign-ins (so the users list has two pages at ten rows): every
 * role, one inactive, all with the demo password. The @folio.test accounts are left to seedDemoAccounts.
 */
const DEMO_USERS: { name: string; email: string; role: Role; active?: false }[] = [
  { name: 'Rafael Costa', email: 'rafael.costa@example.com', role: 'admin' },
  { name: 'Nusrat Jahan', email: 'nusrat.jahan@example.com', role: 'user' },
  { name: 'Minji Choi', email: 'minji.choi@example.com', role: 'user' },
  { name: 'Yuki Nakamura', email: 'yuki.nakamura@example.com', role: 'author' },
  { name: 'Karim Nasser', email: 'karim.nasser@example.com', role: 'author' },
  { name: 'Brightleaf Books', email: 'hello.brightleaf@example.com', role: 'publisher' },
  { name: 'Harbor Lane Press', email: 'contact.harborlane@example.com', role: 'publisher' },
  { name: 'Emily Carter', email: 'emily.carter@example.com', role: 'user' },
  { name: 'Arjun Mehta', email: 'arjun.mehta@example.com', role: 'user' },
  { name: 'Sofia Rossi', email: 'sofia.rossi@example.com', role: 'author' },
  { name: 'Jonas Becker', email: 'jonas.becker@example.com', role: 'user' },
  { name: 'Olivia Grant', email: 'olivia.grant@example.com', role: 'user', active: false },
];

// Seeded rows share one transaction (one now()); spaced creation times keep the list order stable.
const MINUTE = 60_000;

export async function seedUsers({ db, config }: SeedContext) {
  // One hash for all: argon2 is slow on purpose, and they share the one demo password.
  const passwordHash = await hashPassword(config.demoPassword);
  const start = Date.now();
  await db
    .insert(users)
    .values(DEMO_USERS.map((u, i) => ({ name: u.name, email: u.email, role: u.role, isActive: u.active !== false, passwordHash, createdAt: new Date(start - (i + 1) * MINUTE) })))
    .onConflictDoNothing({ target: users.email });
}
