import type { BookPage, Version, VersionSummary } from '@folio/shared';
import type { VersionRow } from './make.ts';

/** What the history shows of a version, read without its pages (their count is counted by the database). */
export type VersionListRow = Pick<VersionRow, 'id' | 'kind' | 'name' | 'createdAt' | 'createdBy' | 'authors' | 'size'> & { pageCount: number };

/** Names of the accounts versions mention; an account that is gone is left out. */
export type Names = Map<string, string>;

const named = (id: string | null, names: Names) => (id && names.has(id) ? { id, name: names.get(id)! } : null);

export const presentVersionSummary = (row: VersionListRow, names: Names): VersionSummary => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  created_by: named(row.createdBy, names),
  authors: row.authors.map((id) => named(id, names)).filter((person) => person !== null),
  page_count: row.pageCount,
  size: row.size,
});

/** A whole version row as listed: its page count from its pages. */
export const listRowOf = (row: VersionRow): VersionListRow => ({ ...row, pageCount: (row.pages as BookPage[]).length });

export const presentVersion = (row: VersionRow, names: Names): Version => ({ ...presentVersionSummary(listRowOf(row), names), pages: row.pages as BookPage[] });

/** Every account a set of versions names. */
export const peopleOf = (rows: Pick<VersionRow, 'createdBy' | 'authors'>[]) => [...new Set(rows.flatMap((row) => [...(row.createdBy ? [row.createdBy] : []), ...row.authors]))];
