import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { readingEvents } from '../../db/schema.ts';

/** A raw reading event as it is stored (the columns of reading_events). */
export type StoredEvent = typeof readingEvents.$inferInsert;

/**
 * Where raw reading events are written: the one door of the write path, so that a site that outgrows PostgreSQL can
 * send them to a column store (ClickHouse) instead, with the rollup reading from there (decision 020).
 */
export interface EventSink {
  write(events: StoredEvent[]): Promise<void>;
}

/**
 * Events go to PostgreSQL (or the embedded database) in one insert per batch, into their day's partition, sent as one
 * JSON parameter that the database unpacks: the statement is the same whatever the batch's size. A multi-row insert
 * built by the ORM has 13 parameters an event; building it took a third of the API's time under the ingest benchmark,
 * and binding a large one (the demo's seed) takes seconds on the embedded database.
 */
export const databaseSink = (db: Db): EventSink => ({
  async write(events) {
    if (!events.length) return;
    await db.execute(sql`
      insert into reading_events (day, at, received_at, ebook_id, reader, user_id, type, page, value, y, target, kind, source)
      select day, at, received_at, ebook_id, reader, user_id, type, page, value, y, target, kind, source
      from json_to_recordset(${JSON.stringify(events.map(columnsOf))}::json) as e(
        day date, at timestamptz, received_at timestamptz, ebook_id uuid, reader text, user_id uuid, type analytics_event_type,
        page int, value real, y real, target text, kind text, source analytics_source)`);
  },
});

const columnsOf = (e: StoredEvent) => ({
  day: e.day, at: e.at, received_at: e.receivedAt ?? new Date(), ebook_id: e.ebookId, reader: e.reader ?? null, user_id: e.userId ?? null,
  type: e.type, page: e.page ?? null, value: e.value ?? null, y: e.y ?? null, target: e.target ?? null, kind: e.kind ?? null, source: e.source ?? null,
});
