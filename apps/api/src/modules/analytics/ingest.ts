import { ANALYTICS_BACKDATE_DAYS, ANALYTICS_MESSAGES, type AnalyticsEvent } from '@folio/shared';
import { foreignKeyViolation } from '../../lib/db-errors.ts';
import { validationFailed } from '../../lib/http-error.ts';
import type { EventSink, StoredEvent } from './sink.ts';

const DAY_MS = 86_400_000;

/** Who sent the events: a signed-in account, or an anonymous tab's session id; and whether the browser asked not to be tracked. */
export interface EventSender {
  userId: string | null;
  session: string | undefined;
  doNotTrack: boolean;
}

/** A browser that sends `DNT: 1` or `Sec-GPC: 1` asks not to be tracked. */
export const asksNotToBeTracked = (headers: Record<string, string | string[] | undefined>) => headers.dnt === '1' || headers['sec-gpc'] === '1';

/**
 * The reader key rollups count readers by: the account, or `a:` and the tab's session. A browser that asked not to be
 * tracked, or an anonymous one without a session, has none: its view counts, nobody is counted.
 */
const readerOf = ({ userId, session, doNotTrack }: EventSender) => (doNotTrack ? null : userId ?? (session ? `a:${session}` : null));

/** An event's time on the reader's clock, kept within what can be true: not after it arrived, not older than a week. */
function eventTime(at: string, receivedAt: Date): Date {
  const time = new Date(at);
  if (time.getTime() < receivedAt.getTime() - ANALYTICS_BACKDATE_DAYS * DAY_MS) throw validationFailed({ events: [ANALYTICS_MESSAGES.tooOld] }, ANALYTICS_MESSAGES.tooOld);
  // A reader's clock a little ahead is common; an event is never later than its arrival.
  return time > receivedAt ? receivedAt : time;
}

/** The columns an event fills besides the common ones. */
function detailsOf(event: AnalyticsEvent): Partial<StoredEvent> {
  switch (event.type) {
    case 'view': return { source: event.source, target: event.site || null };
    case 'page': return { page: event.page, value: event.seconds };
    case 'link': return { page: event.page, target: event.target };
    case 'media': return { page: event.page, target: event.target, kind: event.kind, value: event.progress };
    case 'search': return { target: event.words };
    case 'zoom': return { page: event.page, value: event.level };
    case 'download': return { target: event.format };
    case 'tap': return { page: event.page, value: event.x, y: event.y };
    case 'read_aloud':
    case 'flashcard': return { page: event.page };
  }
}

/**
 * Turns a batch into stored events and writes them: dates each event, refuses the batch if a book does not exist,
 * and, for a browser that asked not to be tracked, keeps only its views, without a reader or the embedding site.
 * Answers how many were kept.
 */
export async function ingest(sink: EventSink, sender: EventSender, events: AnalyticsEvent[], receivedAt = new Date()): Promise<number> {
  const kept = sender.doNotTrack ? events.filter((event) => event.type === 'view') : events;
  if (!kept.length) return 0;
  const reader = readerOf(sender);
  const rows = kept.map((event): StoredEvent => {
    const at = eventTime(event.at, receivedAt);
    const row: StoredEvent = { day: at.toISOString().slice(0, 10), at, receivedAt, ebookId: event.ebook_id, reader, userId: sender.doNotTrack ? null : sender.userId, type: event.type, ...detailsOf(event) };
    return sender.doNotTrack ? { ...row, target: null } : row;
  });
  try {
    await sink.write(rows);
  } catch (error) {
    // The books are checked by the insert's own foreign key, not by a query of their own: one round trip a batch.
    if (foreignKeyViolation(error)) throw validationFailed({ events: [ANALYTICS_MESSAGES.unknownBook] }, ANALYTICS_MESSAGES.unknownBook);
    throw error;
  }
  return rows.length;
}
