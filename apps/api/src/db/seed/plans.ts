import { inArray } from 'drizzle-orm';
import { planSubscriptions, users } from '../schema.ts';
import type { SeedContext } from './context.ts';

const YEAR_MS = 365 * 86_400_000;

/**
 * The demo's authors and publishers (the demo author and publisher among them) on Professional, paid by hand for a
 * year ahead: the demo shows plans at work without its books counting against a trial or leaving the public library.
 */
export async function seedPlans({ db }: SeedContext) {
  const creators = await db.select({ id: users.id }).from(users).where(inArray(users.role, ['author', 'publisher']));
  if (!creators.length) return;
  const periodEnd = new Date(Date.now() + YEAR_MS);
  await db
    .insert(planSubscriptions)
    .values(creators.map(({ id }) => ({ userId: id, plan: 'professional' as const, status: 'active' as const, billing: 'manual' as const, currentPeriodEnd: periodEnd })))
    .onConflictDoNothing();
}
