import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

// An editor, a book page and two submissions with an axe audit on each, on two busy cores.
test.describe.configure({ timeout: 180_000 });

type Texts = Record<string, Record<string, string>>;
const texts = (lng: string, ns: string) => JSON.parse(readFileSync(`apps/web/public/locales/${lng}/${ns}.json`, 'utf8')) as Texts;
const SHOTS = process.env.A11Y_SHOTS ?? '/tmp/a11y';

const at = (id: string, y: number, fields: Record<string, unknown>) => ({ id, position: { x: 60, y }, size: { width: 500, height: 120 }, style: { fontSize: 18, color: '#1f2937' }, ...fields });

/**
 * An author's book, rejected once (so that its page offers "Submit for approval again"), whose page holds a picture
 * without a description (serious) and a sound without a transcript (a warning).
 */
async function bookWithProblems(request: APIRequestContext, title: string) {
  const login = async (email: string) => ({ Authorization: `Bearer ${(await (await request.post('/api/auth/login', { data: { email, password: 'folio-demo' } })).json()).token}` });
  const author = await login('author@folio.test');
  const admin = await login('admin@folio.test');
  const book = (await (await request.post('/api/admin/ebooks', { headers: author, data: { title, status: 'published', price: 0 } })).json()).data as { id: string };
  const { version } = await (await request.get(`/api/admin/ebooks/${book.id}/pages`, { headers: author })).json();
  const elements = [
    at('words', 40, { type: 'text', html: '<p>A fox lives at the edge of the forest.</p>' }),
    at('fox', 200, { type: 'image', src: '/uploads/image/demo/fox.webp', alt: '' }),
    at('song', 360, { type: 'audio', src: '/uploads/audio/demo/song.mp3', size: { width: 320, height: 80 } }),
  ];
  const saved = await request.put(`/api/admin/ebooks/${book.id}/pages`, { headers: author, data: { version, pages: [{ id: 'forest', name: 'Forest', layout: { gutter: 50, columns: 2 }, style: {}, elements }], order: ['forest'] } });
  expect(saved.status()).toBe(200);
  expect((await request.post(`/api/admin/ebooks/${book.id}/approval`, { headers: admin, data: { approval_status: 'rejected', reason: 'Please describe the pictures.' } })).status()).toBe(200);
  return { id: book.id, author };
}

for (const lng of ['en', 'ar'] as const) {
  test(`an author finds and mends the accessibility problems of a book before submitting it (${lng})`, async ({ page, request }) => {
    const a11y = texts(lng, 'accessibility');
    const elements = texts(lng, 'elements');
    const ebooks = texts(lng, 'ebooks');
    const { id, author } = await bookWithProblems(request, `Fox (${lng})`);
    await signInAs(page, 'author');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The editor's panel lists the problems of the page, the serious one first, each with a Go to.
    await page.goto(`/ebooks/edit/${id}?lng=${lng}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await page.locator('[data-accessibility-button]').click();
    const panel = page.getByRole('dialog', { name: a11y.title as unknown as string });
    await expect(panel.locator('li[data-rule="image-alt"]')).toContainText(a11y.rules!['image-alt']!);
    await expect(panel.locator('li[data-rule="audio-transcript"]')).toContainText(a11y.rules!['audio-transcript']!);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/editor-panel-${lng}.png` });

    // Go to selects the picture: its inspector asks for the description.
    await panel.locator('li[data-rule="image-alt"]').getByRole('button').click();
    const describe = page.getByLabel(elements.image!.alt!, { exact: true });
    await expect(describe).toBeVisible();

    // Submitting now is refused, and the book's page lists the serious problem with a link to it.
    await page.goto(`/admin/ebooks/${id}?lng=${lng}`);
    await page.getByRole('button', { name: ebooks.review!.resubmit }).click();
    const section = page.getByRole('region', { name: a11y.title as unknown as string });
    await expect(section.getByText(a11y.report!.blocked!)).toBeVisible();
    await expect(section).toBeFocused();
    await expectAccessible(page);
    await section.screenshot({ path: `${SHOTS}/book-page-refused-${lng}.png` });

    // The link opens the editor on the picture, selected; with the panel open beside the inspector, the author
    // describes it and the panel lets the problem go as they type.
    await section.locator('li[data-rule="image-alt"]').getByRole('link').click();
    await expect(describe).toBeVisible();
    await page.locator('[data-accessibility-button]').click();
    await expect(panel.locator('li[data-rule="image-alt"]')).toBeVisible();
    const description = lng === 'ar' ? 'ثعلب أحمر عند حافة الغابة' : 'A red fox at the edge of the forest';
    await describe.fill(description);
    await expect(panel.locator('li[data-rule="image-alt"]')).toHaveCount(0);
    await expect(panel.locator('li[data-rule="audio-transcript"]')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/editor-mended-${lng}.png` });
    await expect.poll(async () => JSON.stringify((await (await request.get(`/api/admin/ebooks/${id}/pages`, { headers: author })).json()).data), { timeout: 30_000 }).toContain(description);

    // Now the book goes for approval; the warnings stay warnings (an Arabic description in this English book is a
    // passage in another language, not yet marked).
    await page.goto(`/admin/ebooks/${id}?lng=${lng}`);
    await page.getByRole('button', { name: ebooks.review!.resubmit }).click();
    await expect(page.getByRole('button', { name: ebooks.review!.resubmit })).toHaveCount(0);
    const report = await (await request.get(`/api/admin/ebooks/${id}/accessibility`, { headers: author })).json();
    expect(report.data.serious).toBe(0);
    expect(report.data.problems.map((p: { rule: string }) => p.rule)).toEqual(lng === 'ar' ? ['language', 'audio-transcript'] : ['audio-transcript']);
    expect((await (await request.get(`/api/admin/ebooks/${id}`, { headers: author })).json()).data.approval_status).toBe('pending');
  });
}

test('the reader plays a video with its captions and opens a sound\'s transcript (ar)', async ({ page, request }) => {
  const a11y = texts('ar', 'accessibility');
  const login = async (email: string) => ({ Authorization: `Bearer ${(await (await request.post('/api/auth/login', { data: { email, password: 'folio-demo' } })).json()).token}` });
  const author = await login('author@folio.test');
  const book = (await (await request.post('/api/admin/ebooks', { headers: author, data: { title: 'Birdsong', status: 'published', price: 0 } })).json()).data as { id: string };
  const { version } = await (await request.get(`/api/admin/ebooks/${book.id}/pages`, { headers: author })).json();
  const elements = [
    at('clip', 40, { type: 'video', src: '/uploads/video/demo/birds.mp4', captions: 'WEBVTT\n\n00:00.000 --> 00:03.000\nA robin sings.', size: { width: 480, height: 270 } }),
    at('song', 360, { type: 'audio', src: '/uploads/audio/demo/song.mp3', title: 'Robin', transcript: 'تغريد طائر أبو الحناء في الصباح.', size: { width: 320, height: 80 } }),
  ];
  expect((await request.put(`/api/admin/ebooks/${book.id}/pages`, { headers: author, data: { version, pages: [{ id: 'birds', name: 'Birds', layout: { gutter: 50, columns: 2 }, style: {}, elements }], order: ['birds'] } })).status()).toBe(200);
  await signInAs(page, 'author');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/flipbooks/${book.id}?lng=ar`);
  const track = page.locator('video track[kind="captions"]');
  await expect(track).toHaveAttribute('label', a11y.captions!.track!);
  await expect(track).toHaveAttribute('src', /^blob:/);
  const toggle = page.getByRole('button', { name: a11y.transcript!.show!, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('تغريد طائر أبو الحناء في الصباح.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/reader-transcript-ar.png` });
});
