import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { and, eq, lt, ne } from 'drizzle-orm';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { PRIVACY_MESSAGES } from '@folio/shared';
import { accountExports } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage/index.ts';
import type { JobContext } from '../jobs/types.ts';
import { accountData, type DataFile } from './account-data.ts';
import { accountExportKey } from './export-files.ts';

type ExportRow = typeof accountExports.$inferSelect;

/**
 * Writes the ZIP into `out` one file after the other: the JSON files deflated, the uploads as they are (pictures,
 * sound and video are compressed already), each read from the storage in chunks and written as it comes, waiting
 * for the storage to take them, so that no upload is ever whole in memory.
 */
async function writeZip(out: PassThrough, storage: Storage, files: DataFile[], uploadKeys: string[]) {
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const room = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  for (const file of files) {
    const entry = new ZipDeflate(file.name, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(JSON.stringify(file.value, null, 2)), true);
    await room();
  }
  for (const key of uploadKeys) {
    const stored = await storage.open(key);
    // A file lost from the storage leaves its line in files.json and nothing here.
    if (!stored) continue;
    const entry = new ZipPassThrough(`files/${key}`);
    zip.add(entry);
    for await (const chunk of stored.stream) {
      entry.push(chunk as Uint8Array);
      await room();
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
}

/** Once an export is done, the account's earlier ones go, files first: one export per account is kept. */
async function removeEarlier(ctx: JobContext, row: ExportRow) {
  const earlier = await ctx.db.select().from(accountExports).where(and(eq(accountExports.userId, row.userId), ne(accountExports.id, row.id), lt(accountExports.createdAt, row.createdAt)));
  for (const old of earlier) {
    if (old.fileKey) await ctx.storage.remove(old.fileKey);
    await ctx.db.delete(accountExports).where(eq(accountExports.id, old.id));
  }
}

/**
 * The data export job (modules/jobs/queue.ts): reads the account's data, streams the ZIP into the storage under a
 * private key and marks the export done. The storage or the database failing throws, and the queue tries again; the
 * last attempt records the failure in words for the user. An account deleted meanwhile takes its export with it.
 */
export async function makeAccountExport(ctx: JobContext, exportId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
  const [row] = await ctx.db.select().from(accountExports).where(eq(accountExports.id, exportId));
  if (!row || row.status === 'done') return;
  await ctx.db.update(accountExports).set({ status: 'running', error: null }).where(eq(accountExports.id, row.id));
  try {
    const data = await accountData(ctx.db, row.userId);
    if (!data) return;
    const key = accountExportKey(row);
    const out = new PassThrough();
    const stored = ctx.storage.putStream(key, out, 'application/zip');
    // A storage that gives up stops the writing too, which would otherwise wait for it to take more.
    stored.catch((error: Error) => out.destroy(error));
    try {
      await writeZip(out, ctx.storage, data.files, data.uploadKeys);
    } catch (error) {
      out.destroy(error as Error);
      await stored.catch(() => {});
      throw error;
    }
    const size = await stored;
    // The earlier exports go first: once this one reads done, it is the only one there is.
    await removeEarlier(ctx, row);
    await ctx.db.update(accountExports).set({ status: 'done', fileKey: key, size, finishedAt: new Date() }).where(eq(accountExports.id, row.id));
  } catch (error) {
    ctx.log.error({ err: error, export: row.id }, 'an account export failed');
    if (lastAttempt) {
      await ctx.db.update(accountExports).set({ status: 'failed', error: PRIVACY_MESSAGES.exportFailed, finishedAt: new Date() }).where(eq(accountExports.id, row.id));
      return;
    }
    throw error;
  }
}
