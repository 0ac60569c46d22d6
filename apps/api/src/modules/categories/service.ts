import type { Category, ListQuery } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { listPage, listWhere, statusIs } from '../../lib/listing.ts';
import { presentColumns, tableRows } from '../../lib/table-rows.ts';

type Row = typeof categories.$inferSelect;

const presentCategory = (c: Row): Category => presentColumns(c, ['name', 'status', 'thumbnail', 'translations']);

export const categoryService = (db: Db) => ({
  list: (q: ListQuery) => listPage(db, categories, listWhere(q.search, [categories.name], statusIs(categories.status, q.status)), q, presentCategory),
  ...tableRows(db, categories, presentCategory),
});
