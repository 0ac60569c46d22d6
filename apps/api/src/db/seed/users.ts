import type { SeedContext } from './index.ts';

/** Demo rows of this resource: being built. */
export async function seedUsers(_ctx: SeedContext) {}
