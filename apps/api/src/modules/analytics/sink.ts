import type { Db } from '../../db/client.ts';
import { readingEvents } from '../../db/schema.ts';

/** A raw reading event as it is stored (the columns of reading_events). */
export type StoredEvent = typeof readingEvents.$inferInsert;

/**
 * Where raw reading events are written: the one door of the write path, so that a site that outgrows PostgreSQL can
 * send them to a column store (ClickHouse) instead, with the rollup reading from there (decision 020).
 */
export interface EventSink {
  write(events: StoredEvent[]): Promise<void>;
}

/** Events go to PostgreSQL (or the embedded database) in one multi-row insert per batch, into their day's partition. */
export const databaseSink = (db: Db): EventSink => ({
  async write(events) {
    if (events.length) await db.insert(readingEvents).values(events);
  },
});
