import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './sql.ts';

const DAY_MS = 86_400_000;
/** Days made ahead: the maintenance job runs hourly, so tomorrow's partition is always there before tomorrow. */
const AHEAD_DAYS = 3;

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const partitionName = (day: string) => `reading_events_${day.replaceAll('-', '')}`;
const PARTITION = /^reading_events_(\d{4})(\d{2})(\d{2})$/;

/**
 * Keeps reading_events in one partition per day (migration 0020): makes the coming days' partitions and drops those
 * older than `rawDays`, which deletes a day of raw events at once instead of row by row; the default partition (events
 * of a day that had none yet) is trimmed the same way. Only days after today are made: today's events may already be in
 * the default partition, which a new partition for today would contradict. Answers the days dropped.
 */
export async function maintainReadingEvents(db: Db, rawDays: number, now = new Date()): Promise<number> {
  for (let ahead = 1; ahead <= AHEAD_DAYS; ahead += 1) {
    const from = dayOf(now.getTime() + ahead * DAY_MS);
    const to = dayOf(now.getTime() + (ahead + 1) * DAY_MS);
    await db.execute(sql.raw(`create table if not exists ${partitionName(from)} partition of reading_events for values from ('${from}') to ('${to}')`));
  }
  const cutoff = dayOf(now.getTime() - rawDays * DAY_MS);
  const partitions = await rowsOf<{ name: string }>(db, sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = 'reading_events'`);
  let dropped = 0;
  for (const { name } of partitions) {
    const match = PARTITION.exec(name);
    if (!match || `${match[1]}-${match[2]}-${match[3]}` >= cutoff) continue;
    await db.execute(sql.raw(`drop table if exists ${name}`));
    dropped += 1;
  }
  await db.execute(sql`delete from reading_events_default where day < ${cutoff}::date`);
  return dropped;
}
