import type { Category, ListQuery } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { listPage, listWhere, statusIs } from '../../lib/listing.ts';
import { tableRows } from '../../lib/table-rows.ts';

type Row = typeof categories.$inferSelect;

const presentCategory = (c: Row): Category => ({
  id: c.id,
  name: c.name,
  status: c.status,
  thumbnail: c.thumbnail,
  translations: c.translations,
  created_at: c.createdAt.toISOString(),
});

export const categoryService = (db: Db) => ({
  list: (q: ListQuery) => listPage(db, categories, listWhere(q.search, [categories.name], statusIs(categories.status, q.status)), q, presentCategory),
  ...tableRows(db, categories, presentCategory),
});
