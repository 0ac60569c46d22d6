import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { VersionKind } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebookVersions } from '../../db/schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** 1970-01-01 was a Thursday: shifted by three days, weeks start on Mondays (UTC). */
const MONDAY_OFFSET = 3 * DAY;

/**
 * How far automatic versions are thinned with age: every one of the last hour, then one per hour for the last day,
 * one per day for the last 30 days, and one per week after that. Buckets are fixed in time (hours, days and weeks of
 * UTC), not counted back from now, so that a version kept in its hour stays kept until its hour joins a day.
 */
const TIERS: { until: number; bucket: (t: number) => number }[] = [
  { until: HOUR, bucket: () => NaN },
  { until: DAY, bucket: (t) => Math.floor(t / HOUR) },
  { until: 30 * DAY, bucket: (t) => Math.floor(t / DAY) },
  { until: Infinity, bucket: (t) => Math.floor((t + MONDAY_OFFSET) / WEEK) },
];

export interface ThinnedVersion {
  id: string;
  kind: VersionKind;
  createdAt: Date;
}

/**
 * The versions to delete so that storage stays bounded (decision 019): versions made by hand, at a submission or by a
 * restore are always kept; of the automatic ones, the newest of each bucket of its age's tier (TIERS).
 */
export function versionsToThin(versions: readonly ThinnedVersion[], now: Date): string[] {
  const kept = new Set<string>();
  const drop: string[] = [];
  const newestFirst = versions.filter((v) => v.kind === 'auto').sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  for (const version of newestFirst) {
    const time = version.createdAt.getTime();
    const tier = TIERS.findIndex((t) => now.getTime() - time < t.until);
    if (tier === 0) continue;
    const key = `${tier}:${TIERS[tier]!.bucket(time)}`;
    if (kept.has(key)) drop.push(version.id);
    else kept.add(key);
  }
  return drop;
}

/** Books thinned together: their old automatic versions are read at once, then the next books'. */
const BOOKS_AT_ONCE = 200;
const DELETE_AT_ONCE = 1000;

/**
 * Thins the automatic versions of every book (a step of the hourly maintenance), a few books at a time so that
 * memory stays bounded however many books there are. Only versions older than an hour are read, without their
 * pages. Answers how many were deleted.
 */
export async function thinVersions(db: Db, now = new Date()): Promise<number> {
  const old = and(eq(ebookVersions.kind, 'auto'), lt(ebookVersions.createdAt, new Date(now.getTime() - HOUR)));
  let deleted = 0;
  let after: string | undefined;
  for (;;) {
    const books = await db
      .selectDistinct({ ebookId: ebookVersions.ebookId })
      .from(ebookVersions)
      .where(and(old, after ? gt(ebookVersions.ebookId, after) : undefined))
      .orderBy(asc(ebookVersions.ebookId))
      .limit(BOOKS_AT_ONCE);
    if (!books.length) return deleted;
    after = books.at(-1)!.ebookId;
    const ids = books.map((b) => b.ebookId);
    const rows = await db
      .select({ id: ebookVersions.id, ebookId: ebookVersions.ebookId, kind: ebookVersions.kind, createdAt: ebookVersions.createdAt })
      .from(ebookVersions)
      .where(and(old, inArray(ebookVersions.ebookId, ids)));
    const byBook = new Map<string, ThinnedVersion[]>(ids.map((id) => [id, []]));
    for (const row of rows) byBook.get(row.ebookId)!.push(row);
    const drop = [...byBook.values()].flatMap((versions) => versionsToThin(versions, now));
    // In slices: a statement's parameters are limited, and a long-neglected history may have many to drop.
    for (let i = 0; i < drop.length; i += DELETE_AT_ONCE) await db.delete(ebookVersions).where(inArray(ebookVersions.id, drop.slice(i, i + DELETE_AT_ONCE)));
    deleted += drop.length;
  }
}
