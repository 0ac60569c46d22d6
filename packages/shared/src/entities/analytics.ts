import { z } from 'zod';
import { dataOf } from '../http-answers.ts';

/**
 * Reading analytics (docs/decisions/020-reading-analytics.md): the reader sends what happens in a book in batches
 * (`POST /api/public/events`), the server keeps the raw events for ANALYTICS_RAW_DAYS and rolls them up into daily
 * totals, and the dashboards (`GET /api/admin/ebooks/{id}/analytics`, `GET /api/admin/analytics`) read the totals only.
 * First-party, no cookies, `DNT: 1` / `Sec-GPC: 1` honoured.
 */

/** A view is counted once per reader per book per this many minutes. */
export const ANALYTICS_VIEW_GAP_MINUTES = 30;
/** A page counts as read after this long on screen. */
export const PAGE_READ_SECONDS = 1;
/** The time one visit of a page may add, however long the page stays open (a reader who walked away). */
export const PAGE_SECONDS_CAP = 300;
/** Without a key, a pointer move, a scroll or a touch for this long, the reader is idle and the clock stops. */
export const READER_IDLE_SECONDS = 60;
/** The reader sends what it has gathered at most this often (and at once when the tab is hidden). */
export const ANALYTICS_FLUSH_SECONDS = 5;
/** The most events one batch may carry. */
export const ANALYTICS_BATCH_MAX = 100;
/** How far back an event's own time may go (an offline reader coming back online), and the longest period a dashboard covers. */
export const ANALYTICS_BACKDATE_DAYS = 7;
export const ANALYTICS_PERIOD_MAX_DAYS = 366;
/** The period a dashboard shows when none is asked for. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** A page's heatmap counts taps in a grid of this many cells a side. */
export const HEATMAP_GRID = 20;
/** The lists of a dashboard (links, searches, media, sources, books) show this many rows at most. */
export const ANALYTICS_TOP = 10;

/**
 * Where a view came from: Folio's own site, an embed on another site, an LMS launch, a class assignment, a shared
 * link, or an offline flipbook (an export of the book) read while its browser was online.
 */
export const ANALYTICS_SOURCES = ['site', 'embed', 'lms', 'class', 'share', 'offline'] as const;
export type AnalyticsSource = (typeof ANALYTICS_SOURCES)[number];

export const ANALYTICS_EVENT_TYPES = ['view', 'page', 'link', 'media', 'read_aloud', 'search', 'flashcard', 'zoom', 'download', 'tap'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** What the events route answers in words. */
export const ANALYTICS_MESSAGES = {
  accepted: 'Events accepted.',
  unknownBook: 'One of these events names a book that does not exist.',
  tooOld: `An event may be at most ${ANALYTICS_BACKDATE_DAYS} days old, and not in the future.`,
  badPeriod: 'The period must start on or before its end, and cover at most 366 days.',
} as const;

const page = z.number({ error: 'Not a page number' }).int().min(1).max(100_000);
const base = {
  ebook_id: z.uuid({ error: 'Not a valid id' }),
  /** When it happened, on the reader's clock (ISO 8601); the server clamps it to when the batch arrived. */
  at: z.iso.datetime({ offset: true, error: 'Not a date and time' }),
};

/** One thing that happened in a book. Pages are counted from 1, as in the reader's address (?page=). */
export const AnalyticsEventSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('view'),
    source: z.enum(ANALYTICS_SOURCES).default('site'),
    /** The site a book is embedded in (its host name), for `embed`. */
    site: z.string().trim().max(253).regex(/^[a-z0-9.-]*$/i, 'Not a host name').optional(),
  }),
  /** Time spent on a page; one event per visit of at least PAGE_READ_SECONDS. */
  z.object({ ...base, type: z.literal('page'), page, seconds: z.number().min(0).max(PAGE_SECONDS_CAP) }),
  /** A link followed: `target` is the address, or `page:12` for a page of the book. */
  z.object({ ...base, type: z.literal('link'), page, target: z.string().trim().min(1).max(500) }),
  /** A sound or a video played, and how far (0–1) it got. */
  z.object({ ...base, type: z.literal('media'), page, kind: z.enum(['audio', 'video']), target: z.string().trim().min(1).max(500), progress: z.number().min(0).max(1) }),
  z.object({ ...base, type: z.literal('read_aloud'), page }),
  /** A search inside the book: its words, shown to the book's owner only. */
  z.object({ ...base, type: z.literal('search'), words: z.string().trim().min(1).max(100) }),
  z.object({ ...base, type: z.literal('flashcard'), page }),
  z.object({ ...base, type: z.literal('zoom'), page, level: z.number().min(0.1).max(10) }),
  z.object({ ...base, type: z.literal('download'), format: z.string().trim().min(1).max(20) }),
  /** A click or tap on a page, where it fell as a share (0–1) of the page's width and height. */
  z.object({ ...base, type: z.literal('tap'), page, x: z.number().min(0).max(1), y: z.number().min(0).max(1) }),
]);
export type AnalyticsEvent = z.output<typeof AnalyticsEventSchema>;
export type AnalyticsEventInput = z.input<typeof AnalyticsEventSchema>;

/**
 * POST /api/public/events. `session` is the tab's random id (session storage, never joined to anything): it tells
 * anonymous readers apart; a signed-in reader is counted by their account instead.
 */
export const AnalyticsBatchSchema = z.object({
  session: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a session id').optional(),
  events: z.array(AnalyticsEventSchema).min(1, 'A batch carries at least one event.').max(ANALYTICS_BATCH_MAX, `A batch carries at most ${ANALYTICS_BATCH_MAX} events.`),
});
export type AnalyticsBatch = z.input<typeof AnalyticsBatchSchema>;
export const AnalyticsAcceptedSchema = z.object({ message: z.string(), accepted: z.number().int() });

const day = z.iso.date({ error: 'Not a date (YYYY-MM-DD)' });
/** `?from=&to=`: days (YYYY-MM-DD, UTC), both included; by default the last ANALYTICS_DEFAULT_DAYS days to today. */
export const AnalyticsQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export type AnalyticsQuery = z.output<typeof AnalyticsQuerySchema>;
export const HeatmapQuerySchema = AnalyticsQuerySchema.extend({ page: z.coerce.number().int().min(1).max(100_000) });
/** The most books `?books=` may name (the dashboard's home names the books it lists). */
export const ANALYTICS_BOOKS_MAX = 20;
/** GET /api/admin/analytics: `?books=id,id` gives those books' lines (of the caller's scope) instead of the most viewed. */
export const AccountAnalyticsQuerySchema = AnalyticsQuerySchema.extend({
  books: z
    .string()
    .transform((list) => list.split(',').filter(Boolean))
    .pipe(z.array(z.uuid({ error: 'Not a valid id' })).max(ANALYTICS_BOOKS_MAX))
    .optional(),
});
export type AccountAnalyticsQuery = z.input<typeof AccountAnalyticsQuerySchema>;

/** The headline figures of a period. `completion` is the share (0–1) of readers who reached the last page. */
export const AnalyticsTotalsSchema = z.object({
  views: z.number().int(),
  readers: z.number().int(),
  /** Reading time per reader, in seconds. */
  avg_seconds: z.number(),
  completion: z.number(),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotalsSchema>;

export const AnalyticsPeriodSchema = z.object({ from: z.string(), to: z.string() });
export const AnalyticsDaySchema = z.object({ day: z.string(), views: z.number().int(), readers: z.number().int(), seconds: z.number() });
export const AnalyticsSourceRowSchema = z.object({ source: z.enum(ANALYTICS_SOURCES), site: z.string().nullable(), views: z.number().int() });
/** Orders of the books in the period beside their reading: `conversion` is orders per preview reader (0–1), null without readers. */
export const AnalyticsSalesSchema = z.object({
  orders: z.number().int(),
  revenue: z.number(),
  coupons_used: z.number().int(),
  conversion: z.number().nullable(),
});

/** GET /api/admin/ebooks/{id}/analytics */
export const BookAnalyticsSchema = AnalyticsTotalsSchema.extend({
  /**
   * The share (0–1) of the period's readers whose reading the readers, completion, time and page funnel were counted
   * from: 1 (all of them) unless the book had more than about 10,000 reader-days in the period.
   */
  sample: z.number(),
  period: AnalyticsPeriodSchema,
  /** The period of the same length just before, and its figures, to compare with. */
  previous: AnalyticsTotalsSchema.extend({ period: AnalyticsPeriodSchema }),
  page_count: z.number().int(),
  series: z.array(AnalyticsDaySchema),
  /** Per page: readers who reached it (the funnel, `reach` as a share of all readers) and the time they spent on it. */
  pages: z.array(z.object({ page: z.number().int(), readers: z.number().int(), reach: z.number(), avg_seconds: z.number() })),
  links: z.array(z.object({ target: z.string(), clicks: z.number().int() })),
  /** The words readers searched for: the owner's to see only (null for anyone else, such as an admin). */
  searches: z.array(z.object({ words: z.string(), count: z.number().int() })).nullable(),
  media: z.array(z.object({ target: z.string(), kind: z.enum(['audio', 'video']), plays: z.number().int(), avg_progress: z.number() })),
  interactions: z.object({
    read_aloud: z.number().int(),
    flashcards: z.number().int(),
    zooms: z.number().int(),
    downloads: z.number().int(),
    taps: z.number().int(),
    /** Questions answered (the answers Folio keeps for Results). */
    answers: z.number().int(),
  }),
  sources: z.array(AnalyticsSourceRowSchema),
  sales: AnalyticsSalesSchema,
});
export type BookAnalytics = z.infer<typeof BookAnalyticsSchema>;
export const BookAnalyticsResponseSchema = dataOf(BookAnalyticsSchema);

/** GET /api/admin/ebooks/{id}/analytics/heatmap?page=: where readers tapped on one page, in a HEATMAP_GRID grid. */
export const HeatmapSchema = z.object({
  page: z.number().int(),
  grid: z.number().int(),
  cells: z.array(z.object({ x: z.number().int(), y: z.number().int(), count: z.number().int() })),
});
export type Heatmap = z.infer<typeof HeatmapSchema>;
export const HeatmapResponseSchema = dataOf(HeatmapSchema);

/** A book's line in an account's or the site's analytics (and on the dashboard's home). */
export const AnalyticsBookRowSchema = AnalyticsTotalsSchema.extend({ id: z.string(), title: z.string() });
export type AnalyticsBookRow = z.infer<typeof AnalyticsBookRowSchema>;

/** GET /api/admin/analytics: all the caller's books (an admin: the whole site). */
export const AccountAnalyticsSchema = AnalyticsTotalsSchema.extend({
  scope: z.enum(['account', 'site']),
  period: AnalyticsPeriodSchema,
  previous: AnalyticsTotalsSchema.extend({ period: AnalyticsPeriodSchema }),
  series: z.array(AnalyticsDaySchema),
  sources: z.array(AnalyticsSourceRowSchema),
  sales: AnalyticsSalesSchema,
  /** The most viewed books of the period (or those `?books=` named, read in the period). */
  books: z.array(AnalyticsBookRowSchema),
  /** Batches of events refused today as malformed (the site's figures only; null for an account). */
  refused_today: z.number().int().nullable(),
});
export type AccountAnalytics = z.infer<typeof AccountAnalyticsSchema>;
export const AccountAnalyticsResponseSchema = dataOf(AccountAnalyticsSchema);
