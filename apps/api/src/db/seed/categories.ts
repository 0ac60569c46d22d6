import { categories } from '../schema.ts';
import { demoImage } from './images.ts';
import type { SeedContext } from './index.ts';

/** Twelve genres (two pages at ten rows), one of them inactive. */
const DEMO_CATEGORIES = [
  'Picture Books', 'Science', 'Mathematics', 'History', 'Languages', 'Art & Music',
  'Geography', 'Poetry', 'Coding', 'Early Readers', 'Nature', 'Archived Worksheets',
];

export async function seedCategories({ db, storage }: SeedContext) {
  const rows = [];
  for (const [i, name] of DEMO_CATEGORIES.entries()) {
    rows.push({ name, status: i === DEMO_CATEGORIES.length - 1 ? ('inactive' as const) : ('active' as const), thumbnail: await demoImage(storage, name.split(' ')[0]!, (i * 29) % 360) });
  }
  await db.insert(categories).values(rows);
}
