import type { Counters } from '../../lib/counters.ts';

const DAY_MS = 86_400_000;
const keyOf = (now: Date) => `analytics-refused:${now.toISOString().slice(0, 10)}`;

/** Counts a refused batch of events in today's counter (shared by every instance, app.counters). */
export async function countRefused(counters: Counters, now = new Date()): Promise<void> {
  await counters.hit(keyOf(now), DAY_MS);
}

/** The batches refused today. */
export async function refusedToday(counters: Counters, now = new Date()): Promise<number> {
  return (await counters.peek(keyOf(now)))?.count ?? 0;
}
