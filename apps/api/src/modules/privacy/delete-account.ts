import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { DELETED_ACCOUNT_NAME } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { accountExports, ebooks, orderItems, orders, templates, uploads, users } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { REFERENCES } from '../maintenance/orphan-uploads.ts';

/**
 * Deletes an account and what is its alone, now (architecture.md §11): after its grace period (the maintenance job),
 * or a pupil deleted by their teacher (modules/classes). The caller has checked that the account owns no class
 * (classes.owner_id restricts the delete: assertOwnsNoClasses).
 *
 * - Its orders stay, as invoices the law keeps, with the customer's name and e-mail replaced.
 * - Its books go, except the ones somebody bought (their buyers keep reading them; they stay without an owner);
 *   its templates go, except the ones shared with everyone.
 * - Its uploaded files go from the storage, except the ones something kept still shows (a sold book's pictures).
 * - Its exports' files go; the users row goes, and with it, through the foreign keys, its notes, drawings, answers,
 *   reading positions, class places, school sign-ins and sessions.
 *
 * The database changes are one transaction; the files are removed after it commits, so that a failure leaves a file
 * without a row at worst (which nothing serves), never a row without its file.
 */
export async function deleteAccountNow(db: Db, storage: Storage, userId: string): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ userId: null, customerName: DELETED_ACCOUNT_NAME, customerEmail: '', idempotencyKey: null, updatedAt: new Date() })
      .where(eq(orders.userId, userId));
    const bought = tx.select({ one: sql`1` }).from(orderItems).where(eq(orderItems.ebookId, ebooks.id));
    await tx.delete(ebooks).where(and(eq(ebooks.createdBy, userId), notExists(bought)));
    await tx.delete(templates).where(and(eq(templates.ownerId, userId), eq(templates.shared, false)));
    const exportFiles = await tx.select({ key: accountExports.fileKey }).from(accountExports).where(eq(accountExports.userId, userId));
    const owned = await tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    const files = exportFiles.map((row) => row.key).filter((key): key is string => !!key);
    if (owned.length === 0) return files;
    // What is left that names one of its uploads (a sold book, a shared template, a page an admin wrote) keeps it.
    const result = (await tx.execute(sql`
      WITH refs AS MATERIALIZED (
        SELECT DISTINCT m[1] AS key
        FROM (${sql.join(REFERENCES, sql` UNION ALL `)}) AS s(src), regexp_matches(s.src, '/uploads/([A-Za-z0-9._/-]+)', 'g') AS m
        WHERE s.src LIKE '%/uploads/%'
      )
      DELETE FROM ${uploads} u
      WHERE ${inArray(sql`u.id`, owned.map((row) => row.id))} AND NOT EXISTS (SELECT 1 FROM refs WHERE refs.key = u.key OR refs.key = u.thumb_key)
      RETURNING u.key AS key, u.thumb_key AS thumb_key`)) as unknown as { rows: { key: string; thumb_key: string | null }[] };
    return [...files, ...result.rows.flatMap((row) => (row.thumb_key ? [row.key, row.thumb_key] : [row.key]))];
  });
  for (const key of keys) await storage.remove(key);
}
