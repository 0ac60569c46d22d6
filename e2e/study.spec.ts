import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { printedPdf, publishedPdfBook } from './pdfBook';
import { expectAccessible, signInAs } from './support';

// Signing in, opening a book and an axe audit per panel, on two busy cores.
test.describe.configure({ timeout: 120_000 });

type Texts = Record<string, Record<string, string>>;
const texts = (lng: string) => JSON.parse(readFileSync(`apps/web/public/locales/${lng}/study.json`, 'utf8')) as Texts;

/** A free e-book of the demo seed whose contents (its headings) lead past its first spread. */
async function bookWithContents(request: APIRequestContext) {
  const list = (await (await request.get('/api/public/ebooks?per_page=100')).json()).data as { id: string; title: string; final_price: number; book_type: string }[];
  for (const book of list.filter((b) => b.final_price === 0 && b.book_type === 'ebook')) {
    const contents = await (await request.get(`/api/public/ebooks/${book.id}/contents`)).json();
    const entry = (contents.data?.entries ?? []).find((e: { page: number }) => e.page >= 2);
    if (entry) return { ...book, entry: entry as { title: string; page: number } };
  }
  throw new Error('no free seeded e-book with headings past its first spread');
}

/** Selects the first words of the longest text of a page (as a reader's drag would), answering them. */
const selectWords = (page: Page, index: number) =>
  page.evaluate((pageIndex) => {
    const surface = document.querySelector(`[data-page-index="${pageIndex}"]`)!.firstElementChild!;
    const walker = document.createTreeWalker(surface, NodeFilter.SHOW_TEXT);
    let best: Text | null = null;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.parentElement?.closest('button, [aria-hidden="true"]')) continue;
      if (!best || node.data.trim().length > best.data.trim().length) best = node;
    }
    const text = best!.data;
    const start = text.search(/\S/);
    // Three words, or a little run of characters where words are not spaced.
    const words = text.slice(start).split(/\s+/).slice(0, 3).join(' ');
    const end = start + Math.min(words.length, 30);
    const range = document.createRange();
    range.setStart(best!, start);
    range.setEnd(best!, end);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return text.slice(start, end);
  }, index);

/** Clicks the middle of the first highlight drawn. */
async function clickHighlight(page: Page) {
  const box = await page.evaluate(() => {
    const range = [...(CSS.highlights.get('folio-hl-green') as unknown as Set<Range>)][0]!;
    const rect = range.getClientRects()[0]!;
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  });
  await page.mouse.click(box.x, box.y);
}

for (const lng of ['en', 'ar'] as const) {
  test(`a signed-in reader finds their way with contents, bookmarks and highlights (${lng})`, async ({ page, request }) => {
    const t = texts(lng);
    const book = await bookWithContents(request);
    await signInAs(page, 'user');
    // A reader's bookmarks and highlights of earlier runs on this database would be listed too.
    const token = (await (await request.post('/api/auth/login', { data: { email: 'user@folio.test', password: 'folio-demo' } })).json()).token as string;
    const auth = { Authorization: `Bearer ${token}` };
    await request.put(`/api/public/ebooks/${book.id}/bookmarks`, { headers: auth, data: { bookmarks: [] } });
    for (const h of (await (await request.get(`/api/public/ebooks/${book.id}/highlights`, { headers: auth })).json()).data as { id: string }[]) {
      await request.delete(`/api/public/ebooks/${book.id}/highlights/${h.id}`, { headers: auth });
    }

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`/flipbooks/${book.id}?lng=${lng}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('[data-page-index="0"]')).toBeVisible();

    // Contents: the entry turns the book to its page, and the panel gives the focus back to its button.
    const studyButton = page.getByRole('button', { name: t.toolbar!.study, exact: true });
    await studyButton.click();
    const panel = page.getByRole('dialog', { name: t.panel!.title });
    await expect(panel.getByRole('tab', { name: t.tabs!.contents })).toHaveAttribute('aria-selected', 'true');
    const contents = panel.getByRole('navigation', { name: t.contents!.label });
    await expect(contents.getByRole('button').first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/shots/study/contents-${lng}-desktop.png` });
    await contents.getByRole('button', { name: book.entry.title }).first().click();
    await expect(panel).toBeHidden();
    await expect(studyButton).toBeFocused();
    await expect(page.locator(`[data-page-index="${book.entry.page}"]`)).toBeInViewport();
    const shown = book.entry.page;

    // Bookmarks: this page, then a name of the reader's.
    const toggle = page.getByRole('button', { name: t.bookmarks!.toggle, exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await studyButton.click();
    await panel.getByRole('tab', { name: t.tabs!.bookmarks }).click();
    const bookmarks = panel.getByRole('list', { name: t.bookmarks!.list });
    await expect(bookmarks.getByRole('listitem')).toHaveCount(1);
    await bookmarks.getByTitle(t.actions!.rename!).click();
    await panel.getByRole('textbox', { name: t.bookmarks!.name }).fill(lng === 'ar' ? 'للمراجعة' : 'Revise this');
    await panel.getByRole('textbox', { name: t.bookmarks!.name }).press('Enter');
    await expect(bookmarks).toContainText(lng === 'ar' ? 'للمراجعة' : 'Revise this');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Highlights: words selected on the page, a colour and a note.
    const words = await selectWords(page, shown);
    const popover = page.getByRole('dialog', { name: t.popover!.newLabel });
    await expect(popover).toBeVisible();
    await popover.getByRole('button', { name: t.actions!.addNote }).click();
    await popover.getByRole('button', { name: t.colors!.green }).click();
    await popover.getByRole('textbox', { name: t.note!.label }).fill(lng === 'ar' ? 'فكرة مهمة' : 'Key idea');
    await page.screenshot({ path: `/tmp/shots/study/popover-new-${lng}-desktop.png` });
    await popover.getByRole('button', { name: t.actions!.saveNote }).click();
    await expect(popover).toBeHidden();
    // Drawn over the words by the CSS Custom Highlight API.
    await expect.poll(() => page.evaluate(() => (CSS.highlights.get('folio-hl-green') as unknown as Set<Range> | undefined)?.size ?? 0)).toBe(1);
    await expect.poll(() => page.evaluate(() => [...(CSS.highlights.get('folio-hl-green') as unknown as Set<Range>)][0]!.toString())).toBe(words);

    await studyButton.click();
    await panel.getByRole('tab', { name: t.tabs!.highlights }).click();
    const highlights = panel.getByRole('list', { name: t.highlights!.list });
    await expect(highlights.getByTestId('highlight-item')).toHaveCount(1);
    await expect(highlights).toContainText(words);
    await expect(highlights).toContainText(lng === 'ar' ? 'فكرة مهمة' : 'Key idea');
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/shots/study/highlights-${lng}-desktop.png` });

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Markdown', exact: true }).click();
    const file = await download;
    // The book's title as the reader shows it (a book may have one in each language).
    const title = (await page.locator('header h1').textContent())!;
    expect(file.suggestedFilename()).toBe(`${title}-highlights.md`);
    const markdown = readFileSync((await file.path())!, 'utf8');
    expect(markdown).toContain(`# ${title}`);
    // The words in their sentence, marked.
    expect(markdown).toContain(`<mark>${words.trim()}</mark>`);
    expect(markdown).toContain(lng === 'ar' ? 'فكرة مهمة' : 'Key idea');

    // Kept by the account.
    const kept = (await (await request.get(`/api/public/ebooks/${book.id}/highlights`, { headers: auth })).json()).data;
    expect(kept).toMatchObject([{ color: 'green', note: lng === 'ar' ? 'فكرة مهمة' : 'Key idea', quote: { exact: words } }]);

    // A click on the highlighted words offers their colour, note and delete.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await clickHighlight(page);
    const editing = page.getByRole('dialog', { name: t.popover!.editLabel, exact: true });
    await expect(editing.getByRole('button', { name: t.colors!.green })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: `/tmp/shots/study/popover-edit-${lng}-desktop.png` });
    await page.keyboard.press('Escape');

    // A phone: the panel over the whole width, the tools in the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: lng === 'ar' ? 'أدوات أخرى' : 'More tools' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: t.bookmarks!.toggle })).toHaveAttribute('aria-checked', 'true');
    await page.screenshot({ path: `/tmp/shots/study/menu-${lng}-phone.png` });
    await page.getByRole('menuitem', { name: t.toolbar!.study }).click();
    // It opens where the reader left it.
    await expect(panel.getByRole('tab', { name: t.tabs!.highlights })).toHaveAttribute('aria-selected', 'true');
    await page.screenshot({ path: `/tmp/shots/study/highlights-${lng}-phone.png` });
    await panel.getByRole('tab', { name: t.tabs!.contents }).click();
    await page.screenshot({ path: `/tmp/shots/study/contents-${lng}-phone.png` });
    await page.keyboard.press('Escape');
    await clickHighlight(page);
    await expect(editing).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/study/popover-edit-${lng}-phone.png` });
  });
}

/** The ranges drawn in a highlight colour, as text. */
const drawn = (page: Page, color: string) =>
  page.evaluate((name) => [...((CSS.highlights.get(name) as unknown as Set<Range> | undefined) ?? [])].map((range) => range.toString()), `folio-hl-${color}`);

/** Selects `words` where they first are in the text of the page at `index` (e-book text or a PDF's text layer). */
const selectText = (page: Page, index: number, words: string) =>
  page.evaluate(
    ([pageIndex, wanted]) => {
      const surface = document.querySelector(`[data-page-index="${pageIndex}"]`)!;
      const walker = document.createTreeWalker(surface, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const at = node.data.indexOf(wanted);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
        return true;
      }
      return false;
    },
    [index, words] as const,
  );

test("a visitor highlights words in a PDF book's text layer, and finds the highlight again after a reload", async ({ page, request }) => {
  const t = texts('en');
  const list = (await (await request.get(`/api/public/ebooks?search=${encodeURIComponent('Reading Together: A PDF Guide')}`)).json()).data as { id: string; title: string }[];
  const pdf = list.find((b) => b.title === 'Reading Together: A PDF Guide')!;
  await page.goto(`/flipbooks/${pdf.id}`);
  const words = 'A short guide';
  await expect(page.locator('[data-page-index="0"] .textLayer').getByText(/A short guide/)).toBeAttached({ timeout: 30_000 });
  expect(await selectText(page, 0, words)).toBe(true);
  const popover = page.getByRole('dialog', { name: t.popover!.newLabel });
  await popover.getByRole('button', { name: t.colors!.pink }).click();
  await expect.poll(() => drawn(page, 'pink')).toEqual([words]);
  // Kept in this browser for a visitor, and drawn again over the PDF's words once its text layer is back.
  await page.reload();
  await expect(page.locator('[data-page-index="0"] .textLayer').getByText(/A short guide/)).toBeAttached({ timeout: 30_000 });
  await expect.poll(() => drawn(page, 'pink')).toEqual([words]);
});

/**
 * A page in Japanese printed to PDF by Chromium, in the web app's Noto Sans JP (pdfBook.ts). No Arabic one: Chromium
 * prints Arabic glyph by glyph, left to right, in their shaped forms (U+FExx with DejaVu Sans; with Noto Sans Arabic,
 * most glyphs with no text at all), so pdf.js's text layer, here as in pdf.js's own viewer, has no Arabic words to select.
 */
const JAPANESE_PDF = `<!doctype html><html lang="ja"><head><title>ゆいちゃんの春</title>
  <link rel="stylesheet" href="http://fonts.test/noto-sans-jp/400.css">
  <style>@page { size: A4; margin: 2cm; } body { font: 20px/1.6 'Noto Sans JP'; }</style></head>
  <body><p>ゆいちゃんの春</p><p>三月のおわり、学校のさくらがさきはじめました。</p></body></html>`;

test("a visitor highlights Arabic and Japanese words, in e-books and in a PDF's text layer: drawn again after a reload, and listed", async ({ page, request, browser }) => {
  // Six openings of a book and a PDF published, on two busy cores.
  test.setTimeout(180_000);
  const seeded = (await (await request.get('/api/public/ebooks?per_page=100')).json()).data as { id: string; title: string }[];
  const idOf = (title: string) => seeded.find((b) => b.title === title)!.id;
  const pdf = await publishedPdfBook(request, browser, 'ゆいちゃんの春 (PDF)', undefined, await printedPdf(browser, JAPANESE_PDF));
  // Words on the first page of each (the demo books' covers say what the book is about), in the book's language.
  const cases = [
    { name: 'ar-ebook', lng: 'ar', id: idOf('رحلة السلحفاة الصغيرة'), words: 'رحلة طويلة', color: 'green', within: '' },
    { name: 'ja-ebook', lng: 'ja', id: idOf('ゆいちゃんの四季'), words: 'ゆいちゃんといっしょに', color: 'blue', within: '' },
    { name: 'ja-pdf', lng: 'ja', id: pdf, words: 'さくらがさきはじめました', color: 'pink', within: ' .textLayer' },
  ];
  await page.setViewportSize({ width: 1280, height: 860 });
  for (const { name, lng, id, words, color, within } of cases) {
    const t = texts(lng);
    const text = page.locator(`[data-page-index="0"]${within}`).getByText(words);
    await page.goto(`/flipbooks/${id}?lng=${lng}`);
    await expect(text).toBeVisible({ timeout: 30_000 });
    expect(await selectText(page, 0, words)).toBe(true);
    await page.getByRole('dialog', { name: t.popover!.newLabel }).getByRole('button', { name: t.colors![color] }).click();
    await expect.poll(() => drawn(page, color)).toEqual([words]);
    await page.reload();
    await expect(text).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => drawn(page, color)).toEqual([words]);
    await page.screenshot({ path: `/tmp/shots/study/highlight-${name}.png` });
    await page.getByRole('button', { name: t.toolbar!.study, exact: true }).click();
    const panel = page.getByRole('dialog', { name: t.panel!.title });
    await panel.getByRole('tab', { name: t.tabs!.highlights }).click();
    await expect(panel.getByRole('list', { name: t.highlights!.list }).getByTestId('highlight-item')).toContainText(words);
    await page.screenshot({ path: `/tmp/shots/study/highlights-${name}.png` });
  }
});

test('a highlight holds on to its words when the author changes the text around them', async ({ page, request }) => {
  const t = texts('en');
  const login = await request.post('/api/auth/login', { data: { email: 'author@folio.test', password: 'folio-demo' } });
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const book = (await (await request.post('/api/admin/ebooks', { headers, data: { title: 'Tide Pools', status: 'published', price: 0 } })).json()).data as { id: string; version: number };
  const pageOf = (html: string) => ({ id: 'p1', name: 'Shore', layout: { gutter: 50, columns: 2 }, style: {}, elements: [{ id: 't1', type: 'text', position: { x: 60, y: 80 }, size: { width: 600, height: 200 }, style: {}, html }] });
  const save = async (version: number, html: string) => {
    const saved = await request.put(`/api/admin/ebooks/${book.id}/pages`, { headers, data: { version, pages: [pageOf(html)], order: ['p1'] } });
    expect(saved.status()).toBe(200);
    return (await saved.json()).version as number;
  };
  const version = await save(book.version, '<p>The tide pool holds crabs and starfish at low water.</p>');

  await signInAs(page, 'author');
  await page.goto(`/flipbooks/${book.id}`);
  await expect(page.locator('[data-page-index="0"]').getByText(/crabs and starfish/)).toBeVisible();
  expect(await selectText(page, 0, 'crabs and starfish')).toBe(true);
  await page.getByRole('dialog', { name: t.popover!.newLabel }).getByRole('button', { name: t.colors!.blue }).click();
  await expect.poll(() => drawn(page, 'blue')).toEqual(['crabs and starfish']);
  await expect.poll(async () => (await (await request.get(`/api/public/ebooks/${book.id}/highlights`, { headers })).json()).data.length).toBe(1);

  // The author rewrites the sentence around the words: the highlight finds them in their new place.
  await save(version, '<p>At low water, every tide pool we visited held small crabs and starfish, and a few shrimps.</p>');
  await page.reload();
  await expect(page.locator('[data-page-index="0"]').getByText(/small crabs and starfish/)).toBeVisible();
  await expect.poll(() => drawn(page, 'blue')).toEqual(['crabs and starfish']);
  // And kept where they now are, with the words now around them, for the next change to be measured from.
  const kept = async () => {
    const [h] = (await (await request.get(`/api/public/ebooks/${book.id}/highlights`, { headers })).json()).data as { quote: { exact: string; prefix: string; suffix: string }; position: { start: number } }[];
    return { exact: h!.quote.exact, before: h!.quote.prefix.endsWith('visited held small '), after: h!.quote.suffix.startsWith(', and a few shrimps.'), moved: h!.position.start !== 'The tide pool holds '.length };
  };
  await expect.poll(kept).toEqual({ exact: 'crabs and starfish', before: true, after: true, moved: true });
});
