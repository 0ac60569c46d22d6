import { and, asc, eq, inArray } from 'drizzle-orm';
import { PAGE_SECONDS_CAP, type AnalyticsSource, type BookPage } from '@folio/shared';
import type { Db } from '../client.ts';
import { ebookPages, ebooks, readingEvents } from '../schema.ts';
import { rollUp } from '../../modules/analytics/rollup.ts';
import { databaseSink, type StoredEvent } from '../../modules/analytics/sink.ts';
import type { SeedContext } from './context.ts';
import { seededRandom, type Random } from './order-plans.ts';

const DAY = 86_400_000;
const DAYS = 60;
const READERS = 260;
const VISITS = 1_200;
const SOURCES: Record<AnalyticsSource, number> = { site: 48, share: 14, class: 13, embed: 11, lms: 10, offline: 4 };
const EMBEDDING_SITES = ['classroom-blog.example.org', 'library.example.net', 'lernen.example.de'];
const SEARCH_WORDS = ['glossary', 'answers', 'picture', 'how many'];
/** The chance a reader who read a page goes on to the next one: the funnel falls page by page. */
const NEXT_PAGE = 0.86;

/** What a page offers a reader: the places taps fall around (element centres, 0–1), its links and its sounds and videos. */
interface PageSpots {
  centres: { x: number; y: number }[];
  links: string[];
  media: { kind: 'audio' | 'video'; src: string }[];
  flashcards: boolean;
}

interface ReadBook {
  id: string;
  pages: PageSpots[];
  words: string[];
}

function spotsOf(page: BookPage | undefined, width: number, height: number): PageSpots {
  const elements = page?.elements ?? [];
  const centres = elements
    .filter((e) => e.type !== 'shape' && e.type !== 'line')
    .map((e) => ({ x: (e.position.x + e.size.width / 2) / width, y: (e.position.y + e.size.height / 2) / height }));
  return {
    // A PDF page has no elements: readers tap its middle, where its text is.
    centres: centres.length ? centres : [{ x: 0.5, y: 0.45 }],
    links: elements.flatMap((e) => (e.type === 'link' && typeof e.url === 'string' ? [e.url] : [])),
    media: elements.flatMap((e) => ((e.type === 'audio' || e.type === 'video') && typeof e.src === 'string' ? [{ kind: e.type, src: e.src }] : [])),
    flashcards: elements.some((e) => e.type === 'flashcards'),
  };
}

/** The public's books (published and approved) with what each page offers, in the order they are read most. */
async function readBooks(db: Db, random: Random): Promise<ReadBook[]> {
  const books = await db
    .select({ id: ebooks.id, title: ebooks.title, bookType: ebooks.bookType, pageCount: ebooks.pageCount, pdfPageCount: ebooks.pdfPageCount, width: ebooks.width, height: ebooks.height, orientation: ebooks.orientation })
    .from(ebooks)
    .where(and(eq(ebooks.status, 'published'), eq(ebooks.approvalStatus, 'approved')))
    .orderBy(asc(ebooks.slug));
  const pages = books.length
    ? await db.select({ ebookId: ebookPages.ebookId, data: ebookPages.data }).from(ebookPages).where(inArray(ebookPages.ebookId, books.map((b) => b.id))).orderBy(asc(ebookPages.ebookId), asc(ebookPages.position))
    : [];
  const read = books.map((book): ReadBook => {
    const own = pages.filter((p) => p.ebookId === book.id).map((p) => p.data);
    const count = book.bookType === 'pdf' ? (book.pdfPageCount ?? 0) : Math.max(book.pageCount, own.length);
    // A book keeps its portrait size: a landscape book's pages are that turned.
    const [width, height] = book.orientation === 'landscape' ? [book.height, book.width] : [book.width, book.height];
    return {
      id: book.id,
      pages: Array.from({ length: Math.max(1, count) }, (_, i) => spotsOf(own[i], width, height)),
      words: book.title.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 3),
    };
  });
  // Popularity unrelated to the books' names: the first of the shuffle is read most.
  for (let i = read.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    [read[i], read[j]] = [read[j]!, read[i]!];
  }
  return read;
}

/** A tab's session id, as the reader makes one. */
const sessionOf = (random: Random) => Array.from({ length: 22 }, () => random.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'])).join('');
/** A spread around 0 of about ± `width`, more often near 0 (two draws). */
const jitter = (random: Random, width: number) => (random.next() + random.next() - 1) * width;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/** One visit of a book: its view, then each page read in turn with what the reader did there. */
function visitEvents(book: ReadBook, reader: string, start: number, random: Random, latest: number): StoredEvent[] {
  const source = random.weighted(SOURCES);
  let at = start;
  const events: Omit<StoredEvent, 'day' | 'receivedAt' | 'ebookId' | 'reader'>[] = [
    { at: new Date(at), type: 'view', source, target: source === 'embed' ? random.pick(EMBEDDING_SITES) : null },
  ];
  for (let number = 1; number <= book.pages.length; number += 1) {
    const page = book.pages[number - 1]!;
    const seconds = Math.min(PAGE_SECONDS_CAP, Math.round(4 + 28 * -Math.log(1 - random.next()) * (page.media.length ? 1.8 : 1)));
    const on = (offset: number) => new Date(at + offset * 1000);
    if (page.links.length && random.next() < 0.2) events.push({ at: on(seconds / 2), type: 'link', page: number, target: random.pick(page.links) });
    if (page.media.length && random.next() < 0.4) {
      const played = random.pick(page.media);
      events.push({ at: on(seconds / 3), type: 'media', page: number, kind: played.kind, target: played.src, value: clamp01(0.15 + random.next() * 1.1) });
    }
    for (let taps = random.next() < 0.35 ? 1 + random.int(3) : 0; taps > 0; taps -= 1) {
      const centre = random.pick(page.centres);
      events.push({ at: on(random.next() * seconds), type: 'tap', page: number, value: clamp01(centre.x + jitter(random, 0.05)), y: clamp01(centre.y + jitter(random, 0.05)) });
    }
    if (page.flashcards && random.next() < 0.5) events.push({ at: on(seconds / 2), type: 'flashcard', page: number });
    if (random.next() < 0.04) events.push({ at: on(1), type: 'read_aloud', page: number });
    if (random.next() < 0.02) events.push({ at: on(2), type: 'zoom', page: number, value: random.pick([1.5, 2]) });
    at += seconds * 1000;
    events.push({ at: new Date(at), type: 'page', page: number, value: seconds });
    if (random.next() >= NEXT_PAGE) break;
  }
  if (random.next() < 0.08) events.push({ at: new Date(start + 20_000), type: 'search', target: random.pick([...book.words, ...SEARCH_WORDS]) });
  if (random.next() < 0.01) events.push({ at: new Date(at), type: 'download', target: random.pick(['pdf', 'epub']) });
  // A visit begun late today ends no later than the seed: no event is in the future.
  const shift = Math.max(0, at - latest);
  return events.map((event) => {
    const time = new Date(event.at.getTime() - shift);
    return { ...event, at: time, day: time.toISOString().slice(0, 10), receivedAt: new Date(time.getTime() + 2_000), ebookId: book.id, reader };
  });
}

/**
 * Sixty days of reading in the public's books (docs/decisions/020-reading-analytics.md), so that a new user meets
 * full reading dashboards: a few hundred readers, some coming back often; a few books read by many and most by few;
 * views from every source, more of them lately and fewer at weekends; pages read with their seconds, fewer readers
 * on each page than the one before; links, sounds and videos on the pages that have them, taps around the pages'
 * elements, searches. Made by a seeded generator (the same each run, the days following the day of seeding),
 * written as raw events and rolled up by the analytics' own rollup, as its job would.
 */
export async function seedReading(ctx: SeedContext) {
  const { db } = ctx;
  if ((await db.$count(readingEvents)) > 0) return;
  const random = seededRandom(20_261_206);
  const books = await readBooks(db, random);
  if (!books.length) return;
  const readers = Array.from({ length: READERS }, () => `a:${sessionOf(random)}`);
  const now = Date.now();
  // Nothing later than a minute ago: the rollup leaves the last seconds to settle.
  const latest = now - 60_000;
  const today = Math.floor(now / DAY) * DAY;
  const rows: StoredEvent[] = [];
  for (let visit = 0; visit < VISITS; visit += 1) {
    // A book by popularity (the first of the shuffle a fifth of the time), a day more likely recent, a reader more likely a regular.
    const book = books[Math.min(books.length - 1, Math.floor(books.length * random.next() ** 2.2))]!;
    const dayStart = today - Math.floor(DAYS * random.next() ** 1.4) * DAY;
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    if (weekend && random.next() < 0.35) continue;
    const start = Math.min(latest, dayStart + (7 + random.next() * 15) * 3_600_000);
    rows.push(...visitEvents(book, readers[Math.floor(READERS * random.next() ** 1.8)]!, start, random, latest));
  }
  await databaseSink(db).write(rows);
  await rollUp(db, new Date(now));
}
