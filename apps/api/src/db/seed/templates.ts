import type { SeedContext } from './index.ts';

/** Demo templates: being built. */
export async function seedTemplates(_ctx: SeedContext) {}
