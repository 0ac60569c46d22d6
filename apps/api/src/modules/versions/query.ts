import { and, desc, eq, sql } from 'drizzle-orm';
import { BOOK_SCHEMA_VERSION, VERSION_MESSAGES, type BookPage, type ListResponse, type Version, type VersionListQuery, type VersionSummary } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookVersions, users } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { readPage } from '../../lib/listing.ts';
import { inCurrentFormat } from '../pages/format.ts';
import type { VersionRow } from './make.ts';
import { listRowOf, peopleOf, presentVersion, presentVersionSummary, type Names, type VersionListRow } from './presenter.ts';

/** The names of the accounts versions mention, in one query. */
async function namesOf(db: Db, rows: Pick<VersionRow, 'createdBy' | 'authors'>[]): Promise<Names> {
  const ids = peopleOf(rows);
  if (!ids.length) return new Map();
  const found = await db.select({ id: users.id, name: users.name }).from(users).where(sql`${users.id} = any(${sql.param(ids)}::uuid[])`);
  return new Map(found.map((u) => [u.id, u.name]));
}

const listColumns = {
  id: ebookVersions.id,
  kind: ebookVersions.kind,
  name: ebookVersions.name,
  createdAt: ebookVersions.createdAt,
  createdBy: ebookVersions.createdBy,
  authors: ebookVersions.authors,
  size: ebookVersions.size,
  // Counted where the pages are: a list never carries them.
  pageCount: sql<number>`jsonb_array_length(${ebookVersions.pages})`.mapWith(Number),
};

/** GET …/versions: a book's versions, newest first, without their pages. */
export async function listVersions(db: Db, ebookId: string, query: VersionListQuery): Promise<ListResponse<VersionSummary>> {
  const where = eq(ebookVersions.ebookId, ebookId);
  return readPage(
    query,
    {
      rows: (limit, offset) => db.select(listColumns).from(ebookVersions).where(where).orderBy(desc(ebookVersions.createdAt), desc(ebookVersions.id)).limit(limit).offset(offset),
      count: () => db.$count(ebookVersions, where),
    },
    async (rows: VersionListRow[]) => {
      const names = await namesOf(db, rows);
      return rows.map((row) => presentVersionSummary(row, names));
    },
  );
}

/**
 * One version of the book, with its pages in today's format (a version kept in an older one is migrated, as stored
 * pages are), so that looking at it and restoring it both see what the editor would; 404 when the book has none of
 * that id.
 */
export async function findVersion(db: Db, ebookId: string, versionId: string): Promise<VersionRow> {
  const [row] = await db.select().from(ebookVersions).where(and(eq(ebookVersions.ebookId, ebookId), eq(ebookVersions.id, versionId))).limit(1);
  if (!row) throw notFound(VERSION_MESSAGES.notFound);
  const pages = row.pages as BookPage[];
  return { ...row, pages: inCurrentFormat(pages.map((page) => ({ id: page.id, data: page })), row.schemaVersion), schemaVersion: BOOK_SCHEMA_VERSION };
}

/** A version as answered, with its pages. */
export const versionDetails = async (db: Db, row: VersionRow): Promise<Version> => presentVersion(row, await namesOf(db, [row]));

/** A version just made, as the history lists it. */
export const versionSummary = async (db: Db, row: VersionRow): Promise<VersionSummary> => presentVersionSummary(listRowOf(row), await namesOf(db, [row]));
