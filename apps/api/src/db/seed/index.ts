import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { appMeta } from '../schema.ts';
import type { Storage } from '../../lib/storage/index.ts';
import type { Counters } from '../../lib/counters.ts';
import { ensureConfiguredAdmin } from './accounts.ts';

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

const MARKER = 'demo_seeded_at';

export async function seed(ctx: SeedContext & { demo: boolean }) {
  await ensureConfiguredAdmin(ctx);
  if (!ctx.demo) return;
  const [done] = await ctx.db.select().from(appMeta).where(eq(appMeta.key, MARKER)).limit(1);
  if (done) return;
  // The seeders (and the image and PDF libraries they use) load only when there is something to seed.
  const { demoSeeders } = await import('./demo.ts');
  await ctx.db.transaction(async (tx) => {
    const inner = { ...ctx, db: tx as unknown as Db };
    for (const seeder of demoSeeders) await seeder(inner);
    await tx.insert(appMeta).values({ key: MARKER, value: new Date().toISOString() });
  });
  ctx.log('seeded demo content');
}
