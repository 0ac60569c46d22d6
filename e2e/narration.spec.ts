import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import config from '../playwright.config';
import { expectAccessible, signInAs } from './support';

/**
 * Recorded narration with read-along (issue 54), through Chromium's fake microphone. The microphone "hears"
 * e2e/fixtures/narration-en.wav, on a loop: espeak-ng reading the page's three sentences, made once with
 *   espeak-ng -v en -s 150 -w narration.wav "The cat sat on the mat. It was a sunny day. Then it went home."
 * and resampled to 16 kHz mono with 0.6 s of silence after it (committed, so that CI needs no espeak-ng).
 */
const VOICE = fileURLToPath(new URL('./fixtures/narration-en.wav', import.meta.url));
const SHOTS = process.env.NARRATION_SHOTS ?? '/tmp/narration';

// A separate browser: the fake microphone and sound that plays without a gesture are launch arguments.
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${VOICE}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});
// Recording, saving through the live document, and playing a page through, with axe audits, on two busy cores.
test.describe.configure({ timeout: 240_000 });

type Texts = Record<string, Record<string, string>>;
const texts = (lng: string) => JSON.parse(readFileSync(`apps/web/public/locales/${lng}/narration.json`, 'utf8')) as Texts;

const SENTENCES = 'The cat sat on the mat. It was a sunny day. Then it went home.';

/** The author's book: a narrated page, a page without text beside it in the spread, and a last page. */
async function authorsBook(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'author@folio.test', password: 'folio-demo' } });
  const author = { Authorization: `Bearer ${(await login.json()).token}` };
  const book = (await (await request.post('/api/admin/ebooks', { headers: author, data: { title: 'The sunny cat' } })).json()).data as { id: string };
  const { version } = await (await request.get(`/api/admin/ebooks/${book.id}/pages`, { headers: author })).json();
  const text = (id: string, html: string) => ({ id, type: 'text', position: { x: 60, y: 80 }, size: { width: 480, height: 300 }, style: { fontSize: 28, color: '#1f2937' }, html });
  const pages = [
    { id: 'cat', name: 'Cat', layout: { gutter: 50, columns: 2 }, style: {}, elements: [text('story', `<p>${SENTENCES}</p>`)] },
    { id: 'blank', name: 'Blank', layout: { gutter: 50, columns: 2 }, style: {}, elements: [] },
    { id: 'end', name: 'End', layout: { gutter: 50, columns: 2 }, style: {}, elements: [] },
  ];
  const saved = await request.put(`/api/admin/ebooks/${book.id}/pages`, { headers: author, data: { version, pages, order: pages.map((p) => p.id) } });
  expect(saved.status()).toBe(200);
  return { id: book.id, author };
}

/** The book's offline flipbook, exported through the API and unzipped: answers its index.html's file:// address. */
async function offlineFlipbook(request: APIRequestContext, id: string, author: Record<string, string>): Promise<string> {
  expect((await request.post(`/api/admin/ebooks/${id}/exports`, { headers: author, data: { format: 'offline' } })).status()).toBe(202);
  let done: { id: string; status: string } | undefined;
  await expect
    .poll(async () => {
      const exports = (await (await request.get(`/api/admin/ebooks/${id}/exports`, { headers: author })).json()).data as { id: string; format: string; status: string }[];
      done = exports.find((e) => e.format === 'offline');
      return done?.status;
    }, { timeout: 90_000 })
    .toBe('done');
  const zip = await (await request.get(`/api/admin/ebooks/${id}/exports/${done!.id}/file`, { headers: author })).body();
  const dir = mkdtempSync(join(tmpdir(), 'folio-narrated-'));
  const files = unzipSync(new Uint8Array(zip));
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  const index = Object.keys(files).find((name) => name.endsWith('/index.html'))!;
  return pathToFileURL(join(dir, index)).href;
}

/**
 * Play narration: the sentence heard is written under the toolbar and lit (one range), one of its words lit within it,
 * and the spread turns when it ends.
 */
async function playsThrough(page: Page, words: Texts) {
  const indicator = page.getByTestId('page-indicator');
  const initial = await indicator.textContent();
  await page.getByRole('button', { name: words.reader!.play }).click();
  await expect(page.locator('[data-narration-caption]')).toHaveText(/The cat sat on the mat\.|It was a sunny day\.|Then it went home\./, { timeout: 15_000 });
  const { lit, word } = await page.evaluate(() => {
    const ranges = (name: string) => [...(CSS.highlights.get(name) ?? [])].map((range) => range.toString());
    // Read in one go: the sentence and its word are lit in the same frame.
    return { lit: ranges('folio-narration'), word: ranges('folio-narration-word') };
  });
  expect(lit).toHaveLength(1);
  expect(SENTENCES).toContain(lit[0]!);
  expect(word).toHaveLength(1);
  expect(lit[0]!.split(/[\s.]+/)).toContain(word[0]);
  return { indicator, initial };
}

test('an author records and aligns a page\'s narration, and the reader and the offline flipbook play it with the sentence lit and the page turning', async ({ page, request }) => {
  const en = texts('en');
  const ar = texts('ar');
  const { id, author } = await authorsBook(request);
  await signInAs(page, 'author');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The page's settings offer to record; the dialog asks for the microphone, counts down and shows its level.
  await page.goto(`/ebooks/edit/${id}`);
  await page.getByRole('button', { name: en.editor!.open }).click();
  const dialog = page.getByRole('dialog', { name: en.editor!.title!.replace('{{n}}', '1') });
  await dialog.getByRole('button', { name: en.editor!.record, exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(en.editor!.countdown!.replace('{{count}}…', ''));
  const meter = dialog.getByRole('meter', { name: en.editor!.level });
  await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(dialog.getByRole('status')).toHaveText(en.editor!.recordingNow!);
  await page.screenshot({ path: `${SHOTS}/recording-en.png` });
  // A loop of the voice and its pause, then stop.
  await expect.poll(async () => Number(await dialog.locator('[data-recorded-seconds]').getAttribute('data-recorded-seconds')), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
  await dialog.getByRole('button', { name: en.editor!.stop, exact: true }).click();

  // The waveform has a marker per sentence, placed by the automatic guess, in order.
  const markers = dialog.getByRole('slider');
  await expect(markers).toHaveCount(3);
  const starts = async () => Promise.all((await markers.all()).map(async (m) => Number(await m.getAttribute('aria-valuenow'))));
  const guessed = await starts();
  expect(guessed).toEqual([...guessed].sort((a, b) => a - b));
  expect(guessed[2]!).toBeGreaterThan(guessed[0]!);
  await expect(dialog.getByRole('list', { name: en.editor!.sentences })).toContainText('It was a sunny day.');

  // The author moves the second marker with the keyboard: 0.05 s a press.
  await markers.nth(1).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await starts())[1]).toBeCloseTo(guessed[1]! - 0.1, 2);
  // Tapping along: the first tap marks the first sentence's start where the recording is then.
  await dialog.getByRole('button', { name: en.editor!.tapAlong }).click();
  const nextSentence = dialog.getByRole('button', { name: en.editor!.next });
  await expect(nextSentence).toBeFocused();
  await nextSentence.click();
  await expect(dialog.getByRole('status')).toHaveText(en.editor!.tapHint!.replace('{{n}}', '2'));
  await dialog.getByRole('button', { name: en.editor!.stopTapping }).click();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/aligning-en.png` });
  await dialog.getByRole('button', { name: en.editor!.save }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(/^Recorded narration, \d+ s\.$/)).toBeVisible();

  // Saved with the book (through the live document): an uploaded WAV and a cue per sentence.
  let narration: { src: string; duration: number; cues: { element: string; sentence: number; start: number; end: number }[] } | undefined;
  await expect
    .poll(async () => {
      const pages = (await (await request.get(`/api/admin/ebooks/${id}/pages`, { headers: author })).json()).data;
      narration = pages[0]?.narration;
      return narration?.cues.length ?? 0;
    }, { timeout: 30_000 })
    .toBe(3);
  expect(narration!.src).toMatch(/^\/uploads\/audio\/.+\.wav$/);
  expect(narration!.cues.map((c) => [c.element, c.sentence])).toEqual([['story', 0], ['story', 1], ['story', 2]]);
  expect(narration!.cues[2]!.end).toBeLessThanOrEqual(narration!.duration);

  // The Arabic editor opens the stored narration ready to realign, its markers still left to right.
  await page.goto(`/ebooks/edit/${id}?lng=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: ar.editor!.edit }).click();
  const arDialog = page.getByRole('dialog', { name: ar.editor!.title!.replace('{{n}}', '1') });
  await expect(arDialog.getByRole('slider')).toHaveCount(3);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/aligning-ar.png` });
  await arDialog.getByRole('button', { name: ar.editor!.cancel }).click();

  // The reader: Play narration lights the sentence being heard, writes it under the toolbar, and turns the page
  // when the spread's narration ends (the page beside it has no text to speak).
  for (const lng of ['en', 'ar'] as const) {
    const words = texts(lng);
    await page.goto(`/flipbooks/${id}?lng=${lng}`);
    await expect(page.getByTestId('page-indicator')).toContainText(lng === 'en' ? 'Pages 1–2 of 3' : '1');
    const { indicator, initial } = await playsThrough(page, words);
    // Paused at once (the recording lasts 5 s, less than an audit takes on a busy machine), audited and pictured
    // while nothing moves; resumed, it goes on. Pause and resume keep the narration on.
    await page.getByRole('button', { name: words.reader!.pause }).click();
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/reader-${lng}.png` });
    await page.getByRole('button', { name: words.reader!.resume }).click();
    await expect(indicator).not.toHaveText(initial!, { timeout: 30_000 });
    await expect(indicator).toContainText('3');
  }

  // The offline flipbook plays the recording it carries, from file:// with the network off, and turns the page too.
  const offline = await page.context().browser()!.newContext({ offline: true });
  const reader = await offline.newPage();
  await reader.goto(await offlineFlipbook(request, id, author));
  const { indicator, initial } = await playsThrough(reader, texts('en'));
  await expect(indicator).not.toHaveText(initial!, { timeout: 30_000 });
  await expect(indicator).toContainText('3');
  await offline.close();
});
