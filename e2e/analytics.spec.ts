import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

// The dashboards' screenshots go to ANALYTICS_SHOTS_DIR when set (else the test's own folder).
const shotsDir = (outputDir: string) => {
  const dir = process.env.ANALYTICS_SHOTS_DIR ?? outputDir;
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** A screenshot of the whole page from its top (the sticky header would otherwise be drawn where it was scrolled to). */
async function shot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

/** Arabic percentages carry direction marks around the sign (Intl's). */
const percent = (n: number) => `${n}[\\u200e\\u200f\\u061c]*%[\\u200e\\u200f\\u061c]*`;

/** A short WAV of silence (8 kHz, 8-bit mono, `seconds` long), to give a page a sound that really plays. */
function silentWav(seconds: number): Buffer {
  const samples = 8000 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

async function tokenOf(request: APIRequestContext, role: 'admin' | 'author') {
  const login = await request.post('/api/auth/login', { data: { email: `${role}@folio.test`, password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

/** An author's free book of three pages (a link on the second, a sound on the third), approved and published. */
async function publishedBook(request: APIRequestContext, title: string) {
  const author = await tokenOf(request, 'author');
  const sound = await request.post('/api/uploads?kind=audio', { headers: author, multipart: { file: { name: 'waves.wav', mimeType: 'audio/wav', buffer: silentWav(8) } } });
  expect(sound.status()).toBe(201);
  const created = await request.post('/api/admin/ebooks', { headers: author, data: { title, status: 'published', price: 0 } });
  expect(created.status()).toBe(201);
  const book = (await created.json()).data;
  const el = (id: string, type: string, fields: Record<string, unknown>) => ({ id, type, position: { x: 60, y: 80 }, size: { width: 500, height: 80 }, style: {}, ...fields });
  const pageOf = (id: string, elements: unknown[]) => ({ id, name: id, elements, layout: { gutter: 50, columns: 2 }, style: {} });
  const pages = [
    pageOf('p1', [el('t1', 'text', { html: '<p>Koalas sleep most of the day.</p>' })]),
    pageOf('p2', [el('l1', 'link', { text: 'More about koalas', url: 'https://example.org/koalas', variant: 'button' })]),
    pageOf('p3', [el('a1', 'audio', { src: (await sound.json()).data.url, title: 'Koala song' })]),
  ];
  const saved = await request.put(`/api/admin/ebooks/${book.id}/pages`, { headers: author, data: { version: book.version, pages, order: pages.map((p) => p.id) } });
  expect(saved.status()).toBe(200);
  expect((await request.post(`/api/admin/ebooks/${book.id}/submit`, { headers: author })).status()).toBe(200);
  const admin = await tokenOf(request, 'admin');
  expect((await request.post(`/api/admin/ebooks/${book.id}/approval`, { headers: admin, data: { approval_status: 'approved' } })).status()).toBe(200);
  return { id: book.id as string, author };
}

test("a visitor's reading (pages, time, a link, a sound, closing the tab) shows in the author's analytics", async ({ browser, page, request }, testInfo) => {
  test.setTimeout(240_000);
  const title = `Koala Facts ${Date.now()}`;
  const book = await publishedBook(request, title);

  // A visitor reads on a clock the test moves: 4 s on the first spread, then 6 s on the last page with its sound.
  // The clock stands from before the book opens, and moves in steps of 0.1 s until it shows (the reader waits on
  // timers as it opens): the first spread is then counted from at most a step before the 4 s. (A clock paused once
  // the book shows would have run an unknown share of real time before, seconds on a busy machine.)
  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.clock.install();
  await reader.clock.pauseAt(Date.now() + 1_000);
  await reader.goto(`/flipbooks/${book.id}`);
  await expect(async () => {
    await reader.clock.runFor(100);
    await expect(reader.getByTestId('page-indicator')).toHaveText('Pages 1–2 of 3', { timeout: 50 });
  }).toPass({ intervals: [50], timeout: 30_000 });
  await reader.clock.runFor(4_000);
  const popup = reader.waitForEvent('popup');
  await reader.getByRole('link', { name: /More about koalas/ }).click();
  await (await popup).close();
  await reader.getByTestId('next-page').click();
  // The page turn's animation runs on the same clock.
  await reader.clock.runFor(500);
  await expect(reader.getByTestId('page-indicator')).toHaveText('Page 3 of 3');
  await reader.locator('audio').evaluate(async (audio: HTMLAudioElement) => {
    audio.muted = true;
    await audio.play();
  });
  await reader.clock.runFor(6_000);
  await reader.locator('audio').evaluate((audio: HTMLAudioElement) => audio.pause());
  // Closing the tab sends what is left (sendBeacon on hide).
  await reader.close({ runBeforeUnload: true });

  // The rollup job runs every few seconds: the author's dashboard then has the session. The browser's context stays
  // open until then: closing it at once could cut the closed tab's beacon short on a busy machine.
  const analytics = async () => (await (await request.get(`/api/admin/ebooks/${book.id}/analytics`, { headers: book.author })).json()).data;
  await expect.poll(async () => (await analytics()).views, { timeout: 45_000 }).toBe(1);
  await expect.poll(async () => (await analytics()).pages.find((p: { page: number }) => p.page === 3)?.readers, { timeout: 30_000 }).toBe(1);
  await context.close();
  const data = await analytics();
  expect(data).toMatchObject({ views: 1, readers: 1, completion: 1 });
  const [first, second, last] = data.pages;
  expect(first).toMatchObject({ page: 1, readers: 1, reach: 1 });
  // In whole seconds: the first spread's 4 s and at most the last step before it showed; the last page's 6 s and
  // the page turn's 0.5 s (the page is in view from the click).
  expect(first.avg_seconds).toBeGreaterThanOrEqual(4);
  expect(first.avg_seconds).toBeLessThanOrEqual(5);
  expect(second.avg_seconds).toBe(first.avg_seconds);
  expect(last.avg_seconds).toBeGreaterThanOrEqual(6);
  expect(last.avg_seconds).toBeLessThanOrEqual(7);
  expect(data.links).toEqual([{ target: 'https://example.org/koalas', clicks: 1 }]);
  expect(data.media).toEqual([expect.objectContaining({ kind: 'audio', plays: 1 })]);
  expect(data.sources).toEqual([{ source: 'site', site: null, views: 1 }]);

  // The author sees the same on the book's dashboard: the headline figures, the funnel's table (for screen readers),
  // the link and the sound.
  const shots = shotsDir(testInfo.outputDir);
  await signInAs(page, 'author');
  await page.goto(`/admin/ebooks/${book.id}/analytics`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Headline figures' }).getByRole('listitem');
  // Each card: its name, its figure, how it moved (nothing before: the book is new).
  await expect(figures).toHaveText([
    /^Views\s*1\s*Nothing in the period before$/,
    /^Readers\s*1\s*Nothing/,
    new RegExp(`^Average reading time\\s*${Math.round(data.avg_seconds)} sec\\s*Nothing`),
    new RegExp(`^Completion\\s*${percent(100)}\\s*Nothing`),
  ]);
  const rowOf = (table: string, head: string | RegExp) =>
    page.getByRole('table', { name: table, exact: true }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: head, exact: true }) });
  await expect(rowOf('Readers who reached each page, as a table', 'Page 3').getByRole('cell')).toHaveText(['100%', '1']);
  await expect(rowOf('Top links', 'https://example.org/koalas').getByRole('cell')).toHaveText(['1']);
  // A sound is named by its file, as the editor names it.
  const soundFile = (data.media[0].target as string).split('/').pop()!;
  await expect(rowOf('Media plays', soundFile).getByRole('cell')).toHaveText(['Sound', '1', /%$/]);
  await expectAccessible(page);
  await shot(page, join(shots, 'book-analytics-en.png'));

  // In Arabic the dashboard reads right to left, with the same figures.
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'التحليلات' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'الأرقام الرئيسية' }).getByRole('listitem')).toHaveText([
    /^المشاهدات\s*1\s*لا شيء في الفترة السابقة$/,
    /^القرّاء\s*1\s*لا شيء/,
    /^متوسط وقت القراءة\s*\d+\s*ث\s*لا شيء/,
    new RegExp(`^الإكمال\\s*${percent(100)}\\s*لا شيء`),
  ]);
  await expect(rowOf('القرّاء الذين بلغوا كل صفحة، في جدول', 'الصفحة 3').getByRole('cell')).toHaveText([new RegExp(`^${percent(100)}$`), '1']);
  await expect(rowOf('أكثر الروابط فتحًا', 'https://example.org/koalas').getByRole('cell')).toHaveText(['1']);
  await expect(rowOf('تشغيل الوسائط', soundFile).getByRole('cell')).toHaveText(['صوت', '1', /%/]);
  await expectAccessible(page);
  await shot(page, join(shots, 'book-analytics-ar.png'));

  // The author's account: 60 days of the demo's reading of their books, and this book, in a table of books.
  await page.getByLabel('اللغة').selectOption('en');
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('All your books')).toBeVisible();
  const accountFigures = page.getByRole('region', { name: 'Headline figures' }).getByRole('listitem');
  await expect(accountFigures.first()).toHaveText(/^Views\s*[1-9]/);
  const books = page.getByRole('table', { name: 'Books' });
  await expect(books.getByRole('link', { name: title })).toHaveAttribute('href', new RegExp(`^/admin/ebooks/${book.id}/analytics`));
  expect(await books.getByRole('row').count()).toBeGreaterThan(2);
  await expectAccessible(page);
  await shot(page, join(shots, 'account-analytics-en.png'));

  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('كل كتبك')).toBeVisible();
  await expect(page.getByRole('region', { name: 'الأرقام الرئيسية' }).getByRole('listitem').first()).toHaveText(/^المشاهدات\s*[1-9١-٩]/);
  await expect(page.getByRole('table', { name: 'الكتب' }).getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);
  await shot(page, join(shots, 'account-analytics-ar.png'));
});

test('a browser that sends Do Not Track is counted as one anonymous view and nothing else', async ({ browser, request }) => {
  const book = await publishedBook(request, `Quiet Koalas ${Date.now()}`);
  const context = await browser.newContext({ extraHTTPHeaders: { DNT: '1' } });
  const reader = await context.newPage();
  await reader.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  await reader.clock.install();
  await reader.goto(`/flipbooks/${book.id}`);
  await expect(reader.getByTestId('page-indicator')).toHaveText('Pages 1–2 of 3');
  await reader.clock.runFor(4_000);
  await reader.getByTestId('next-page').click();
  await reader.close({ runBeforeUnload: true });
  await context.close();
  const analytics = async () => (await (await request.get(`/api/admin/ebooks/${book.id}/analytics`, { headers: book.author })).json()).data;
  await expect.poll(async () => (await analytics()).views, { timeout: 45_000 }).toBe(1);
  // Nobody is counted: no reader, no time, no page.
  expect(await analytics()).toMatchObject({ readers: 0, avg_seconds: 0, completion: 0 });
  expect((await analytics()).pages.every((p: { readers: number }) => p.readers === 0)).toBe(true);
});
