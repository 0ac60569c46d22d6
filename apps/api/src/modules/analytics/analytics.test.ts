import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebooks, readingEvents, readingReaderDays, users } from '../../db/schema.ts';
import { maintainReadingEvents } from './partitions.ts';
import { rowsOf } from './sql.ts';
import { customer, insertBook } from '../checkout/fixtures/shop.ts';
import { ago, analyticsApi, newSession } from './fixtures/events.ts';

describe('reading analytics', () => {
  let t: TestApp;
  let api: ReturnType<typeof analyticsApi>;
  let author: string;
  let admin: string;
  let authorId: string;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, eventsPerReader: { max: 5, windowMs: 60_000 } });
    api = analyticsApi(t);
    [author, admin] = (await Promise.all([t.login('author@folio.test'), t.login('admin@folio.test')])) as [string, string];
    authorId = (await findUser(t.db, 'author@folio.test'))!.id;
  });
  afterAll(async () => { await t.close(); });

  const ownBook = (pages = 4) => insertBook(t, { createdBy: authorId, pages });

  it("counts a reader's session: a view, the pages read and for how long, the furthest page, completion, links, media, searches and taps", async () => {
    const book = await ownBook(4);
    const session = newSession();
    const e = { ebook_id: book.id };
    const sent = await api.send([
      { ...e, type: 'view', at: ago(20), source: 'embed', site: 'school.example' },
      { ...e, type: 'page', at: ago(19), page: 1, seconds: 30 },
      { ...e, type: 'page', at: ago(18), page: 2, seconds: 10 },
      { ...e, type: 'link', at: ago(18), page: 2, target: 'https://example.org/koalas' },
      { ...e, type: 'media', at: ago(17), page: 2, kind: 'audio', target: '/uploads/song.mp3', progress: 0.5 },
      { ...e, type: 'search', at: ago(17), words: 'Koala' },
      { ...e, type: 'tap', at: ago(17), page: 2, x: 0.51, y: 0.26 },
      { ...e, type: 'read_aloud', at: ago(16), page: 3 },
    ], { session });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: ANALYTICS_MESSAGES.accepted, accepted: 8 });
    // A second reader, signed in, reads to the last page.
    const reader = await customer(t);
    await api.send([
      { ...e, type: 'view', at: ago(10) },
      ...[1, 2, 3, 4].map((page) => ({ ...e, type: 'page' as const, at: ago(9), page, seconds: 20 })),
    ], { token: reader.token });

    // Nothing shows before the rollup: dashboards read daily totals only.
    expect((await api.book(author, book.id)).json().data.views).toBe(0);
    expect(await api.rollUp()).toBeGreaterThanOrEqual(1);

    const data = (await api.book(author, book.id)).json().data;
    expect(data).toMatchObject({ views: 2, readers: 2, avg_seconds: Math.round((40 + 80) / 2), completion: 0.5, page_count: 4, sample: 1 });
    expect(data.pages).toEqual([
      { page: 1, readers: 2, reach: 1, avg_seconds: 25 },
      { page: 2, readers: 2, reach: 1, avg_seconds: 15 },
      { page: 3, readers: 1, reach: 0.5, avg_seconds: 20 },
      { page: 4, readers: 1, reach: 0.5, avg_seconds: 20 },
    ]);
    expect(data.links).toEqual([{ target: 'https://example.org/koalas', clicks: 1 }]);
    expect(data.media).toEqual([{ target: '/uploads/song.mp3', kind: 'audio', plays: 1, avg_progress: 0.5 }]);
    expect(data.searches).toEqual([{ words: 'koala', count: 1 }]);
    expect(data.interactions).toMatchObject({ read_aloud: 1, taps: 1 });
    expect(data.sources).toEqual(expect.arrayContaining([{ source: 'embed', site: 'school.example', views: 1 }, { source: 'site', site: null, views: 1 }]));
    // The sessions' day is today, or yesterday and today when this runs in the first 20 minutes after midnight (UTC).
    const today = new Date().toISOString().slice(0, 10);
    expect(data.series.at(-1)!.day).toBe(today);
    const recent = data.series.slice(-2);
    expect(recent.reduce((sum: number, day: { views: number }) => sum + day.views, 0)).toBe(2);
    expect(recent.reduce((sum: number, day: { seconds: number }) => sum + day.seconds, 0)).toBe(120);
    expect(data.series).toHaveLength(30);
    expect(data.previous).toMatchObject({ views: 0, readers: 0 });

    // The tap fell in the cell of x 0.51, y 0.26 of the 20 × 20 grid.
    const heat = (await api.heatmap(author, book.id, '?page=2')).json().data;
    expect(heat).toEqual({ page: 2, grid: 20, cells: [{ x: 10, y: 5, count: 1 }] });

    const csv = await api.csv(author, book.id);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`${today},2,2,120`);
    expect(csv.body).toContain('page,readers_reached,share_reached,avg_seconds\r\n1,2,1.0000,25');
  });

  it('counts a view once per reader per book per 30 minutes', async () => {
    const book = await ownBook();
    const session = newSession();
    const view = (minutesAgo: number) => ({ ebook_id: book.id, type: 'view' as const, at: ago(minutesAgo) });
    await api.send([view(100), view(90), view(75), view(40)], { session });
    await api.rollUp();
    // 100 counts, 90 and 75 fall within 30 minutes of the view before them, 40 is 35 minutes after 75.
    expect((await api.book(author, book.id)).json().data).toMatchObject({ views: 2, readers: 1 });
  });

  it.each([['DNT', { dnt: '1' }], ['Sec-GPC', { 'sec-gpc': '1' }]])('with %s, counts an anonymous view and nothing else', async (_name, headers) => {
    const book = await ownBook();
    const reader = await customer(t);
    const res = await api.send([
      { ebook_id: book.id, type: 'view', at: ago(1), source: 'embed', site: 'school.example' },
      { ebook_id: book.id, type: 'page', at: ago(1), page: 1, seconds: 12 },
      { ebook_id: book.id, type: 'search', at: ago(1), words: 'secret' },
    ], { token: reader.token, session: newSession(), headers });
    expect(res.json().accepted).toBe(1);
    const stored = await t.db.select().from(readingEvents).where(eq(readingEvents.ebookId, book.id));
    expect(stored).toEqual([expect.objectContaining({ type: 'view', reader: null, userId: null, target: null })]);
    await api.rollUp();
    expect((await api.book(author, book.id)).json().data).toMatchObject({ views: 1, readers: 0, avg_seconds: 0 });
  });

  it('refuses bad events with a clear 422, counts them, and keeps nothing of the batch', async () => {
    const book = await ownBook();
    const bad = await api.send([{ ebook_id: book.id, type: 'page', at: ago(1), page: 1, seconds: 10 }, { ebook_id: book.id, type: 'tap', at: ago(1), page: 1, x: 3, y: 0 } as never], { session: newSession() });
    expectError(bad, 422);
    expectError(await api.send([{ ebook_id: '00000000-0000-4000-8000-000000000000', type: 'view', at: ago(1) }], { session: newSession() }), 422, ANALYTICS_MESSAGES.unknownBook);
    expectError(await api.send([{ ebook_id: book.id, type: 'view', at: ago(8 * 24 * 60) }], { session: newSession() }), 422, ANALYTICS_MESSAGES.tooOld);
    expectError(await api.send([], { session: newSession() }), 422);
    const [{ n }] = (await t.db.select({ n: count() }).from(readingEvents).where(eq(readingEvents.ebookId, book.id))) as [{ n: number }];
    expect(n).toBe(0);
    // The site's figures say how many batches were refused today.
    expect((await api.account(admin)).json().data.refused_today).toBeGreaterThanOrEqual(4);
    expect((await api.account(author)).json().data.refused_today).toBeNull();
  });

  it("limits a reader's batches per minute, keyed on the tab's session and not the school's address", async () => {
    const book = await ownBook();
    const view = [{ ebook_id: book.id, type: 'view' as const, at: ago(1) }];
    const session = newSession();
    for (let i = 0; i < 5; i += 1) expect((await api.send(view, { session })).statusCode).toBe(202);
    expect((await api.send(view, { session })).statusCode).toBe(429);
    // Another pupil of the same school (the same address) is not held up.
    expect((await api.send(view, { session: newSession() })).statusCode).toBe(202);
  });

  it('shows the words searched to the owner only; an admin sees the rest of the dashboard', async () => {
    const book = await ownBook();
    await api.send([{ ebook_id: book.id, type: 'search', at: ago(1), words: 'private words' }], { session: newSession() });
    await api.rollUp();
    expect((await api.book(author, book.id)).json().data.searches).toEqual([{ words: 'private words', count: 1 }]);
    const asAdmin = (await api.book(admin, book.id)).json().data;
    expect(asAdmin.searches).toBeNull();
    expect(asAdmin.period).toBeDefined();
  });

  it("an account's analytics cover its own books only; an admin's cover the site, with sales beside reading", async () => {
    const mine = await ownBook();
    const theirs = await insertBook(t, { pages: 2 });
    await api.send([{ ebook_id: mine.id, type: 'view', at: ago(2) }, { ebook_id: theirs.id, type: 'view', at: ago(2) }], { session: newSession() });
    await api.rollUp();
    const account = (await api.account(author)).json().data;
    expect(account.scope).toBe('account');
    expect(account.books.map((b: { id: string }) => b.id)).toContain(mine.id);
    expect(account.books.map((b: { id: string }) => b.id)).not.toContain(theirs.id);
    const site = (await api.account(admin)).json().data;
    expect(site.scope).toBe('site');
    expect(site.books.map((b: { id: string }) => b.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(site.sales).toMatchObject({ orders: expect.any(Number), revenue: expect.any(Number), coupons_used: expect.any(Number) });
    expect(site.views).toBeGreaterThanOrEqual(account.views);
    // The dashboard's home asks for the books it lists: their lines, within the caller's books only.
    const named = (await api.account(author, `?books=${mine.id},${theirs.id}`)).json().data.books;
    expect(named.map((b: { id: string }) => b.id)).toEqual([mine.id]);
    expectError(await api.account(author, '?books=nope'), 422);
  });

  it("counts an account's readers over a period from its days' sketches, within a few per cent, and a single day exactly", async () => {
    const account = await customer(t);
    const [first, second] = [await insertBook(t, { createdBy: account.id, pages: 2 }), await insertBook(t, { createdBy: account.id, pages: 2 })];
    const yesterday = new Date(Date.now() - 86_400_000);
    const today = new Date();
    // 3,000 readers: 2,000 yesterday on the first book, 1,500 today on the second, 500 of them on both days.
    const events = [
      ...Array.from({ length: 2_000 }, (_, i) => ({ at: yesterday, ebookId: first.id, reader: `a:reader-${i}` })),
      ...Array.from({ length: 1_500 }, (_, i) => ({ at: today, ebookId: second.id, reader: `a:reader-${i + 1_500}` })),
    ].map((e) => ({ ...e, day: e.at.toISOString().slice(0, 10), type: 'page' as const, page: 1, value: 10 }));
    await t.db.insert(readingEvents).values(events);
    await api.rollUp();
    const token = account.token;
    const period = (await api.account(token)).json().data;
    expect(period.views).toBe(0);
    expect(Math.abs(period.readers - 3_000) / 3_000).toBeLessThan(0.05);
    expect(period.series.at(-1)).toMatchObject({ readers: 1_500, seconds: 15_000 });
    const day = today.toISOString().slice(0, 10);
    expect((await api.account(token, `?from=${day}&to=${day}`)).json().data).toMatchObject({ readers: 1_500, completion: 0 });
    // Its books' lines count their readers the same way.
    const named = (await api.account(token, `?books=${first.id},${second.id}`)).json().data.books;
    const lines = new Map(named.map((b: { id: string; readers: number }) => [b.id, b.readers]));
    expect(Math.abs((lines.get(first.id) as number) - 2_000) / 2_000).toBeLessThan(0.05);
  });

  it("measures a book read by very many from a sample of its readers, and says how big a share", async () => {
    const book = await ownBook(2);
    const at = new Date(Date.now() - 60_000);
    const day = at.toISOString().slice(0, 10);
    // 20,000 readers in a day (twice the reader-days a dashboard reads one by one): all read page 1 for 10 s, every
    // other one page 2 as well, the last page, for 20 s.
    const events = Array.from({ length: 20_000 }, (_, i) => [
      { page: 1, value: 10, reader: `a:crowd-${i}` },
      ...(i % 2 === 0 ? [{ page: 2, value: 20, reader: `a:crowd-${i}` }] : []),
    ]).flat().map((e) => ({ ...e, at, day, ebookId: book.id, type: 'page' as const }));
    for (let i = 0; i < events.length; i += 5_000) await t.db.insert(readingEvents).values(events.slice(i, i + 5_000));
    await api.rollUp();
    const data = (await api.book(author, book.id)).json().data;
    expect(data.sample).toBeGreaterThan(0.25);
    expect(data.sample).toBeLessThan(0.75);
    const near = (value: number, expected: number, within: number) => expect(Math.abs(value - expected)).toBeLessThan(within);
    near(data.readers, 20_000, 1_000);
    near(data.completion, 0.5, 0.03);
    near(data.avg_seconds, 20, 1);
    expect(data.pages[0]).toMatchObject({ page: 1, readers: data.readers, reach: 1, avg_seconds: 10 });
    near(data.pages[1].reach, 0.5, 0.03);
    expect(data.pages[1].avg_seconds).toBe(20);
    // The day's series counts every reader: it is read from the daily totals.
    expect(data.series.at(-1)).toMatchObject({ readers: 20_000 });
    // The author's list of books counts the book's line from a smaller sample (about 2,500 reader-days).
    const [line] = (await api.account(author, `?books=${book.id}`)).json().data.books;
    near(line.readers, 20_000, 1_000);
    near(line.completion, 0.5, 0.05);
  });

  it('refuses a period that ends before it starts, or that is longer than a year, with a 422', async () => {
    const book = await ownBook();
    expectError(await api.book(author, book.id, '?from=2026-05-02&to=2026-05-01'), 422, ANALYTICS_MESSAGES.badPeriod);
    expectError(await api.account(author, '?from=2024-01-01&to=2026-01-01'), 422, ANALYTICS_MESSAGES.badPeriod);
    expectError(await api.account(author, '?from=yesterday'), 422);
    const week = (await api.book(author, book.id, '?from=2026-05-01&to=2026-05-07')).json().data;
    expect(week.period).toEqual({ from: '2026-05-01', to: '2026-05-07' });
    expect(week.previous.period).toEqual({ from: '2026-04-24', to: '2026-04-30' });
    expect(week.series.map((d: { day: string }) => d.day)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05', '2026-05-06', '2026-05-07']);
  });

  it("deleting a book deletes its events and totals; deleting an account deletes that reader's events", async () => {
    const [book, other] = [await ownBook(), await ownBook()];
    const reader = await customer(t);
    await api.send([book, other].map((b) => ({ ebook_id: b.id, type: 'page' as const, at: ago(1), page: 1, seconds: 5 })), { token: reader.token });
    await api.rollUp();
    expect(await t.db.$count(readingReaderDays, eq(readingReaderDays.userId, reader.id))).toBe(2);
    await t.db.delete(ebooks).where(eq(ebooks.id, book.id));
    expect(await t.db.$count(readingEvents, eq(readingEvents.ebookId, book.id))).toBe(0);
    expect(await t.db.$count(readingReaderDays, eq(readingReaderDays.ebookId, book.id))).toBe(0);
    await t.db.delete(users).where(eq(users.id, reader.id));
    expect(await t.db.$count(readingEvents, eq(readingEvents.ebookId, other.id))).toBe(0);
    expect(await t.db.$count(readingReaderDays, eq(readingReaderDays.ebookId, other.id))).toBe(0);
  });

  it('keeps raw events in one partition per day: the coming days made ahead, the days past ANALYTICS_RAW_DAYS dropped', async () => {
    const partitions = async () => (await rowsOf<{ name: string }>(t.db, sql`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname = 'reading_events' order by 1`)).map((row) => row.name);
    const book = await ownBook();
    // Ten days ago (as a reader offline then would send, were it allowed): it lands in the default partition.
    const old = new Date(Date.now() - 10 * 86_400_000);
    await t.db.insert(readingEvents).values({ day: old.toISOString().slice(0, 10), at: old, ebookId: book.id, type: 'view' });
    const now = new Date('2026-03-10T12:00:00Z');
    await maintainReadingEvents(t.db, 90, now);
    expect(await partitions()).toEqual(expect.arrayContaining(['reading_events_20260311', 'reading_events_20260312', 'reading_events_20260313']));
    expect(await partitions()).not.toContain('reading_events_20260310');
    // 95 days later, with 90 days kept: the day partitions made then are past their keeping, and so is the old event.
    await maintainReadingEvents(t.db, 90, new Date(now.getTime() + 95 * 86_400_000));
    expect(await partitions()).not.toContain('reading_events_20260311');
    expect(await partitions()).toContain('reading_events_default');
    await maintainReadingEvents(t.db, 5);
    expect(await t.db.$count(readingEvents, eq(readingEvents.ebookId, book.id))).toBe(0);
  });
});
