import { eq, sql } from 'drizzle-orm';
import type { StorageUsage } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { uploads, type UserRow } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);
/** "12.4 MB", "1 GB": the sizes of the quota message. */
const formatBytes = (bytes: number) => (bytes >= GB ? `${oneDecimal(bytes / GB)} GB` : `${oneDecimal(bytes / MB)} MB`);

/** The bytes of the account's uploads (their main files; thumbnails are small and not counted). */
export async function usedBytes(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.select({ used: sql<number>`coalesce(sum(${uploads.size}), 0)::float8` }).from(uploads).where(eq(uploads.ownerId, ownerId));
  return Number(row?.used ?? 0);
}

/** How many bytes an account may keep: STORAGE_QUOTA_MB, or null (no limit) for admins. */
export const quotaOf = (config: Pick<Config, 'storageQuotaBytes'>, user: Pick<UserRow, 'role'>) => (user.role === 'admin' ? null : config.storageQuotaBytes);

export async function storageUsage(db: Db, config: Pick<Config, 'storageQuotaBytes'>, user: Pick<UserRow, 'id' | 'role'>): Promise<StorageUsage> {
  return { used_bytes: await usedBytes(db, user.id), quota_bytes: quotaOf(config, user) };
}

export const storageFull = (used: number, quota: number) =>
  new HttpError(413, `This file does not fit in your storage: ${formatBytes(used)} of ${formatBytes(quota)} used.`);
