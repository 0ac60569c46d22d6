import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authors, categories, ebookPages, ebooks, publishers, staticPages, templatePages, templates, uploads, users } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage/index.ts';

/**
 * Every column that may hold an /uploads/ address, whole (a cover) or inside a text (a page's JSON, a
 * static page's HTML). An upload named in none of them, by its own address or its thumbnail's, is unused.
 * A new column that stores upload addresses belongs here, or its files are removed once the grace ends.
 * Also read by an account's deletion (privacy/delete-account.ts), which keeps the files something still uses.
 */
export const REFERENCES: SQL[] = [
  sql`SELECT ${ebooks.coverImage} FROM ${ebooks}`,
  sql`SELECT ${ebooks.pdfFile} FROM ${ebooks}`,
  sql`SELECT ${ebookPages.data}::text FROM ${ebookPages}`,
  sql`SELECT ${templates.thumbnail} FROM ${templates}`,
  sql`SELECT ${templatePages.data}::text FROM ${templatePages}`,
  sql`SELECT ${users.profilePicture} FROM ${users}`,
  sql`SELECT ${categories.thumbnail} FROM ${categories}`,
  sql`SELECT ${authors.photo} FROM ${authors}`,
  sql`SELECT concat_ws(' ', ${publishers.logo}, ${publishers.proprietorPhoto}, ${publishers.nidImage}, ${publishers.proprietorSignature}, ${publishers.tradeLicenseImage}) FROM ${publishers}`,
  sql`SELECT concat_ws(' ', ${staticPages.content}, ${staticPages.translations}::text) FROM ${staticPages}`,
];

/** Rows removed per statement: a long backlog goes in several short deletes. */
const BATCH = 500;

/**
 * Removes the uploads older than the grace period that nothing references: the row, then the file and its
 * thumbnail. The grace period covers a file uploaded in a form that is not saved yet. Answers how many went.
 */
export async function removeOrphanUploads(db: Db, storage: Storage, graceMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - graceMs);
  let removed = 0;
  for (;;) {
    // The references are collected once per statement (MATERIALIZED), not once per candidate.
    const result = (await db.execute(sql`
      WITH refs AS MATERIALIZED (
        SELECT DISTINCT m[1] AS key
        FROM (${sql.join(REFERENCES, sql` UNION ALL `)}) AS s(src), regexp_matches(s.src, '/uploads/([A-Za-z0-9._/-]+)', 'g') AS m
        WHERE s.src LIKE '%/uploads/%'
      ),
      doomed AS (
        SELECT u.id FROM ${uploads} u
        WHERE u.created_at < ${cutoff.toISOString()}::timestamptz AND NOT EXISTS (SELECT 1 FROM refs WHERE refs.key = u.key OR refs.key = u.thumb_key)
        ORDER BY u.created_at
        LIMIT ${BATCH}
      )
      DELETE FROM ${uploads} WHERE ${uploads.id} IN (SELECT id FROM doomed)
      RETURNING ${uploads.key} AS key, ${uploads.thumbKey} AS thumb_key`)) as unknown as { rows: { key: string; thumb_key: string | null }[] };
    // Both drivers answer the rows in `rows`.
    const rows = result.rows;
    for (const row of rows) {
      await storage.remove(row.key);
      if (row.thumb_key) await storage.remove(row.thumb_key);
    }
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}
