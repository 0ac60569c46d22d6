import type { SeedContext } from './index.ts';

/** Demo rows of this resource: being built. */
export async function seedStaticPages(_ctx: SeedContext) {}
