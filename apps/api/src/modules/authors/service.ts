import { eq } from 'drizzle-orm';
import type { Author, AuthorFormSchema, ListQuery } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authors } from '../../db/schema.ts';
import { listPage, listWhere, statusIs } from '../../lib/listing.ts';

type AuthorInput = z.output<typeof AuthorFormSchema>;
type Row = typeof authors.$inferSelect;

export const presentAuthor = (a: Row): Author => ({
  id: a.id,
  name: a.name,
  status: a.status,
  photo: a.photo,
  bio: a.bio,
  created_at: a.createdAt.toISOString(),
});

export const authorService = (db: Db) => ({
  list: (q: ListQuery) => listPage(db, authors, listWhere(q.search, [authors.name], statusIs(authors.status, q.status)), q, presentAuthor),
  get: async (id: string) => {
    const [row] = await db.select().from(authors).where(eq(authors.id, id));
    return row && presentAuthor(row);
  },
  create: async (input: AuthorInput) => {
    const [row] = await db.insert(authors).values(input).returning();
    return presentAuthor(row!);
  },
  update: async (id: string, input: AuthorInput) => {
    const [row] = await db.update(authors).set({ ...input, updatedAt: new Date() }).where(eq(authors.id, id)).returning();
    return row && presentAuthor(row);
  },
  remove: async (id: string) => (await db.delete(authors).where(eq(authors.id, id)).returning({ id: authors.id })).length > 0,
});
