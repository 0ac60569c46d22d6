import { eq } from 'drizzle-orm';
import type { Category, CategoryFormSchema, ListQuery } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { listPage, listWhere, statusIs } from '../../lib/listing.ts';

type CategoryInput = z.output<typeof CategoryFormSchema>;
type Row = typeof categories.$inferSelect;

export const presentCategory = (c: Row): Category => ({
  id: c.id,
  name: c.name,
  status: c.status,
  thumbnail: c.thumbnail,
  created_at: c.createdAt.toISOString(),
});

export const categoryService = (db: Db) => ({
  list: (q: ListQuery) => listPage(db, categories, listWhere(q.search, [categories.name], statusIs(categories.status, q.status)), q, presentCategory),
  get: async (id: string) => {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    return row && presentCategory(row);
  },
  create: async (input: CategoryInput) => {
    const [row] = await db.insert(categories).values(input).returning();
    return presentCategory(row!);
  },
  update: async (id: string, input: CategoryInput) => {
    const [row] = await db.update(categories).set({ ...input, updatedAt: new Date() }).where(eq(categories.id, id)).returning();
    return row && presentCategory(row);
  },
  remove: async (id: string) => (await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id })).length > 0,
});
