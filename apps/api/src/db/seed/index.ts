import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { appMeta } from '../schema.ts';
import { ensureConfiguredAdmin, seedDemoAccounts } from './accounts.ts';

export interface SeedContext {
  db: Db;
  config: Pick<Config, 'demoPassword' | 'adminEmail' | 'adminPassword'>;
  log: (message: string) => void;
}

/**
 * Demo content, in order. Each feature adds its seeder here so that a new user meets a living product.
 * The whole list runs once per database: a marker row keeps a second start from seeding twice.
 */
const demoSeeders: ((ctx: SeedContext) => Promise<void>)[] = [seedDemoAccounts];

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
