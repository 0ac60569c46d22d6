import type { SeedContext } from './index.ts';

/** Demo ebooks: being built. */
export async function seedEbooks(_ctx: SeedContext) {}
