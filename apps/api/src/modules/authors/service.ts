import type { Author, ListQuery } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { authors } from '../../db/schema.ts';
import { listPage, listWhere, statusIs } from '../../lib/listing.ts';
import { tableRows } from '../../lib/table-rows.ts';

type Row = typeof authors.$inferSelect;

const presentAuthor = (a: Row): Author => ({
  id: a.id,
  name: a.name,
  status: a.status,
  photo: a.photo,
  bio: a.bio,
  created_at: a.createdAt.toISOString(),
});

export const authorService = (db: Db) => ({
  list: (q: ListQuery) => listPage(db, authors, listWhere(q.search, [authors.name], statusIs(authors.status, q.status)), q, presentAuthor),
  ...tableRows(db, authors, presentAuthor),
});
