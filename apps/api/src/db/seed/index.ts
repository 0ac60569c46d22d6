import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { appMeta } from '../schema.ts';
import type { Storage } from '../../lib/storage/index.ts';
import type { Counters } from '../../lib/counters.ts';
import { ensureConfiguredAdmin, seedDemoAccounts } from './accounts.ts';
import { seedCategories } from './categories.ts';
import { seedAuthors } from './authors.ts';
import { seedUsers } from './users.ts';
import { seedPublishers } from './publishers.ts';
import { seedCoupons } from './coupons.ts';
import { seedStaticPages } from './static-pages.ts';
import { seedInquiries } from './inquiries.ts';
import { seedEbooks } from './ebooks.ts';
import { seedTemplates } from './templates.ts';
import { seedOrders } from './orders.ts';

export interface SeedContext {
  db: Db;
  /** `bookMaxBytes`: the most a seeded book's or template's pages may take (none when not given). */
  config: Pick<Config, 'demoPassword' | 'adminEmail' | 'adminPassword'> & Partial<Pick<Config, 'bookMaxBytes'>>;
  /** Where seeded images are stored (the uploads storage). */
  storage: Storage;
  /** The app's shared counters (`app.counters`), where a configured admin's sign-in lock is lifted; the database's when not given. */
  counters?: Counters;
  log: (message: string) => void;
}

/**
 * Demo content, in order. Each feature adds its seeder here so that a new user meets a living product.
 * The whole list runs once per database: a marker row keeps a second start from seeding twice.
 */
const demoSeeders: ((ctx: SeedContext) => Promise<void>)[] = [
  seedDemoAccounts,
  seedCategories,
  seedAuthors,
  seedUsers,
  seedPublishers,
  seedStaticPages,
  seedInquiries,
  seedEbooks,
  // Coupons after books: the item-specific one names a seeded book.
  seedCoupons,
  // Orders after books, accounts and coupons: they buy the one with the others.
  seedOrders,
  seedTemplates,
];

const MARKER = 'demo_seeded_at';

export async function seed(ctx: SeedContext & { demo: boolean }) {
  await ensureConfiguredAdmin(ctx);
  if (!ctx.demo) return;
  const [done] = await ctx.db.select().from(appMeta).where(eq(appMeta.key, MARKER)).limit(1);
  if (done) return;
  await ctx.db.transaction(async (tx) => {
    const inner = { ...ctx, db: tx as unknown as Db };
    for (const seeder of demoSeeders) await seeder(inner);
    await tx.insert(appMeta).values({ key: MARKER, value: new Date().toISOString() });
  });
  ctx.log('seeded demo content');
}
