import { eq, sql } from 'drizzle-orm';
import type { StorageUsage } from '@folio/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { uploads, type UserRow } from '../../db/schema.ts';
import { coded, HttpError } from '../../lib/http-error.ts';
import { planStorageBytes } from '../plans/service.ts';

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

/** What an account may keep, and whether its plan says so (modules/plans) rather than STORAGE_QUOTA_MB. */
export interface Quota {
  bytes: number;
  byPlan: boolean;
}
type QuotaConfig = Pick<Config, 'storageQuotaBytes' | 'plans'>;

/**
 * How many bytes an account may keep: an author's or publisher's plan's storage while plans are on (Basic's once
 * the plan lapsed), none (null: no limit) for admins, STORAGE_QUOTA_MB for everyone else.
 */
export async function quotaOf(db: Db, config: QuotaConfig, user: Pick<UserRow, 'id' | 'role'>): Promise<Quota | null> {
  if (user.role === 'admin') return null;
  const byPlan = await planStorageBytes(db, config, user);
  return byPlan === null ? { bytes: config.storageQuotaBytes, byPlan: false } : { bytes: byPlan, byPlan: true };
}

export async function storageUsage(db: Db, config: QuotaConfig, user: Pick<UserRow, 'id' | 'role'>): Promise<StorageUsage> {
  const [used, quota] = await Promise.all([usedBytes(db, user.id), quotaOf(db, config, user)]);
  return { used_bytes: used, quota_bytes: quota?.bytes ?? null };
}

/** The refusal of a file that does not fit: how much is used of how much, or, under a plan, the plan's storage in the catalogue's words. */
export const storageFull = (used: number, quota: Quota) =>
  quota.byPlan
    ? coded(413, 'planStorageFull', { size: formatBytes(quota.bytes) })
    : new HttpError(413, `This file does not fit in your storage: ${formatBytes(used)} of ${formatBytes(quota.bytes)} used.`);
