import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appMeta } from '../schema.ts';
import { ensureConfiguredAdmin } from './accounts.ts';
import type { SeedContext } from './context.ts';

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
