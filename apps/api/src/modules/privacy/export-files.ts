import type { FastifyReply, FastifyRequest } from 'fastify';
import { desc, eq, lt } from 'drizzle-orm';
import { ACCOUNT_EXPORT_KEPT_DAYS, PRIVACY_MESSAGES, type AccountExport } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { accountExports } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';
import type { JobQueue } from '../jobs/types.ts';

type ExportRow = typeof accountExports.$inferSelect;

/**
 * Where an account's export is kept: a folder no address serves (lib/storage isPublicKey), downloaded only
 * through the routes that check who asks.
 */
export const accountExportKey = (row: Pick<ExportRow, 'userId' | 'id'>) => `account-exports/${row.userId}/${row.id}.zip`;

export const presentExport = (row: ExportRow, downloadUrl: string): AccountExport => ({
  id: row.id,
  status: row.status,
  size: row.size,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
  download_url: row.status === 'done' ? downloadUrl : null,
});

export async function latestExport(db: Db, userId: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.userId, userId)).orderBy(desc(accountExports.createdAt)).limit(1);
  return row;
}

/**
 * Starts an export of `userId`'s data asked by `requestedBy` (the account, or a pupil's teacher): one at a time
 * per account, so that asking again while one is queued or running answers that one.
 */
export async function startExport(db: Db, jobs: JobQueue, userId: string, requestedBy: string): Promise<ExportRow> {
  return db.transaction(async (tx) => {
    const running = await latestExport(tx, userId);
    if (running && (running.status === 'queued' || running.status === 'running')) return running;
    const [created] = await tx.insert(accountExports).values({ userId, requestedBy }).returning();
    await jobs.exportAccount(tx, created!.id);
    return created!;
  });
}

/**
 * Sends the account's latest finished export as a download; 422 when there is none. `beforeSending` records the
 * download (a teacher's, in the class's audit) once there is one to send.
 */
export async function sendLatestExport(request: FastifyRequest, reply: FastifyReply, db: Db, storage: Storage, userId: string, beforeSending?: () => Promise<unknown>) {
  const row = await latestExport(db, userId);
  if (row?.status !== 'done' || !row.fileKey) throw new HttpError(422, PRIVACY_MESSAGES.exportNotReady);
  await beforeSending?.();
  const day = row.createdAt.toISOString().slice(0, 10);
  const sent = await sendStoredFile(request, reply, storage, row.fileKey, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="folio-data-${day}.zip"`,
    'cache-control': 'private, no-store',
  });
  if (!sent) throw notFound();
  return reply;
}

/** The maintenance step: exports older than ACCOUNT_EXPORT_KEPT_DAYS go, rows and files (a copy of everything is not kept about). */
export async function purgeOldExports(db: Db, storage: Storage): Promise<number> {
  const cutoff = new Date(Date.now() - ACCOUNT_EXPORT_KEPT_DAYS * 86_400_000);
  const rows = await db.delete(accountExports).where(lt(accountExports.createdAt, cutoff)).returning({ fileKey: accountExports.fileKey });
  for (const { fileKey } of rows) if (fileKey) await storage.remove(fileKey);
  return rows.length;
}
