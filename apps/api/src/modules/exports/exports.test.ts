import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementText, EXPORT_MESSAGES, inReadingOrder, OFFLINE_PACKAGE, type BookExport, type OfflineBook } from '@folio/shared';
import { bookExports, ebooks, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { accountWithRole, ebookApi } from '../ebooks/fixtures/books.ts';
import { customer, insertBook, shopApi } from '../checkout/fixtures/shop.ts';
import { uploadAs, uploadImage } from '../uploads/fixtures/files.ts';
import { makeWav, makeWebm } from '../uploads/fixtures/media.ts';
import { localStorage } from '../../lib/storage/local.ts';
import { readExportBook, readFullReading, type ExportBook } from './book.ts';
import { buildEpub } from './epub.ts';
import { epubQuestionsScript, epubReadingScript } from './export-scripts.ts';
import { storedBookFiles, type BookFiles } from './files.ts';
import { buildOfflinePackage } from './offline.ts';
import { buildPdf } from './pdf.ts';
import { everyElementPages, WORDS } from './fixtures/books.ts';
import { aceAll, buildExportScripts, CHROMIUM, epubcheck, FIXTURE_SCRIPTS, REPO } from './fixtures/epub-validators.ts';

/**
 * The files made do not depend on the database: the validators' runs (tens of seconds) are done once, on the
 * embedded database's run, and the exports' API on both.
 */
const onPostgres = process.env.FOLIO_TEST_DB === 'postgres';

/** A zip's files written under `dir`; answers the folder of the zip's first entry. */
function unzipTo(zip: Uint8Array, dir: string): string {
  const files = unzipSync(zip);
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  return join(dir, Object.keys(files)[0]!.split('/')[0]!);
}

// pdftotext marks Arabic runs with direction controls, may split a word where its glyphs are placed one by
// one, gives a vowel mark before its letter and may order the stops at a line's end either way: the letters
// must come back whole and in reading order.
const letters = (s: string) => s.replace(/[\s\u200e\u200f\u202a-\u202e.!]|\p{Mn}/gu, '');

const unzip = (bytes: Uint8Array) => {
  const files = unzipSync(bytes);
  return { names: Object.keys(files), text: (name: string) => strFromU8(files[name]!) };
};

describe('book exports', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  let admin: string;
  const dir = mkdtempSync(join(tmpdir(), 'folio-exports-'));
  const exportsOf = (token: string | null, id: string) => api.call('GET', `/${id}/exports`, token);
  const startExport = (token: string | null, id: string, body: unknown = { format: 'epub' }) => api.call('POST', `/${id}/exports`, token, body);

  /** A book of the author's with every element type, in English or Arabic, with a stored picture, sound and video. */
  async function everyElementBook(language: keyof typeof WORDS) {
    const picture = (await uploadImage(t, author)).url;
    const sound = (await uploadAs(t, author, 'audio', makeWav(), 'rain.wav', 'audio/wav')).json().data.url as string;
    const video = (await uploadAs(t, author, 'video', makeWebm(), 'river.webm', 'video/webm')).json().data.url as string;
    const book = await api.make(author, { title: WORDS[language].heading });
    const { version } = (await api.pages(author, book.id)).json();
    const pages = everyElementPages(WORDS[language], { picture, sound, video });
    const saved = await api.savePages(author, book.id, { version, pages, order: pages.map((p) => p.id) });
    expect(saved.statusCode, saved.body).toBe(200);
    return book;
  }

  /** Asks for the book's exports until its export of the format is done or failed; answers it. */
  async function settled(id: string, format: BookExport['format'] = 'epub'): Promise<BookExport> {
    let latest: BookExport | undefined;
    await expect
      .poll(async () => {
        latest = ((await exportsOf(author, id)).json().data as BookExport[]).find((e) => e.format === format);
        return latest?.status;
      }, { timeout: 30_000, interval: 200 })
      .toMatch(/^(done|failed)$/);
    return latest!;
  }

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, exportScriptsDir: FIXTURE_SCRIPTS });
    api = ebookApi(t);
    author = await t.login('author@folio.test');
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should make an EPUB in the background, tell its progress, and give it to download', async () => {
    const book = await everyElementBook('en');
    const started = await startExport(author, book.id);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ message: EXPORT_MESSAGES.started, data: { format: 'epub', status: 'queued', progress: 0, file_name: `${book.slug}.epub` } });
    const done = await settled(book.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, error: null });

    const file = await api.call('GET', `/${book.id}/exports/${done.id}/file`, author);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/epub+zip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="book.epub"; filename*=UTF-8''${book.slug}.epub`);
    expect(file.rawPayload.byteLength).toBe(done.size);
    const epub = unzip(file.rawPayload);
    // The mimetype first, stored: how reading systems tell an EPUB.
    expect(file.rawPayload.subarray(30, 38).toString()).toBe('mimetype');
    expect(epub.text('mimetype')).toBe('application/epub+zip');
    const opf = epub.text('EPUB/package.opf');
    expect(opf).toContain('<meta property="rendition:layout">pre-paginated</meta>');
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain('page-progression-direction="ltr"');
    expect(opf).toContain('<meta property="schema:accessModeSufficient">textual</meta>');
    expect(opf).toContain('<meta property="schema:accessibilityFeature">alternativeText</meta>');
    expect(opf).not.toContain('dcterms:conformsTo');
    // Pictures as PNG, sounds as MP3: types every reading system takes.
    expect(epub.names.filter((n) => n.startsWith('EPUB/files/')).map((n) => n.slice(n.lastIndexOf('.')))).toEqual(expect.arrayContaining(['.png', '.mp3', '.webm']));
    // The site's fonts, as the ranges of them its letters are in: Latin, and no Arabic for an English book.
    expect(epub.names).toContain('EPUB/fonts/inter-latin-wght-normal.woff2');
    // Cut down to the glyphs the book's letters need: a WOFF2 of a few kB, where the whole Latin range is 48 kB.
    const inter = unzipSync(file.rawPayload)['EPUB/fonts/inter-latin-wght-normal.woff2']!;
    expect(strFromU8(inter.subarray(0, 4))).toBe('wOF2');
    expect(inter.byteLength).toBeLessThan(readFileSync(join(REPO, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).byteLength / 3);
    expect(epub.names.some((n) => n.includes('arabic'))).toBe(false);
    expect(epub.text('EPUB/fonts.css')).toContain("src: url(fonts/inter-latin-wght-normal.woff2) format('woff2-variations')");
    expect(opf).toContain('media-type="font/woff2"');
    const nav = epub.text('EPUB/nav.xhtml');
    expect(nav).toContain('role="doc-toc"');
    expect(nav).toContain('epub:type="page-list"');
    const first = epub.text('EPUB/page-0001.xhtml');
    expect(first).toContain('<meta name="viewport" content="width=794, height=1123"/>');
    // Text stays text, escaped; the picture keeps its description and the decorative one is marked so.
    expect(first).toContain('Water falls as rain &amp; snow, then flows &lt;back&gt; to the sea.');
    expect(first).toContain(`alt="${WORDS.en.alt}"`);
    expect(first).toContain('alt="" role="presentation"');
    expect(first).toContain('href="page-0002.xhtml#page-page-2"');
    // A question's answers are never in sight; its page loads the questions script, which makes it answerable
    // where the reading system runs scripts, and says so (scripted). A page without questions or cards does not.
    const second = epub.text('EPUB/page-0002.xhtml');
    expect(second).toContain(WORDS.en.question);
    expect(second).toContain('<script type="text/javascript" src="epub-questions.js"></script>');
    expect(second).toMatch(/<fieldset dir="auto" style="[^"]*" data-question="\{&quot;kind&quot;:&quot;choice&quot;/);
    expect(second).toContain('data-cards="data-cards"');
    expect(first).not.toContain('epub-questions.js');
    // Every page reports its reading to the site the export was asked at (decision 020): its book, its page.
    expect(first).toMatch(new RegExp(`<script type="text/javascript" src="epub-reading.js" data-book="${book.id}" data-page="1" data-events="http://[^"]+/api/public/events"></script>`));
    expect(opf).toContain('<item id="reading" href="epub-reading.js" media-type="text/javascript"/>');
    expect(opf).toContain('<item id="p2" href="page-0002.xhtml" media-type="application/xhtml+xml" properties="scripted"/>');
    // The first page is narrated (fixtures/books.ts): its Media Overlay plays the uploaded WAV as MP3, clip by clip.
    expect(opf).toMatch(/<item id="p1" href="page-0001.xhtml" media-type="application\/xhtml\+xml" properties="(svg )?scripted" media-overlay="mo1"\/>/);
    expect(opf).toContain('<meta property="media:active-class">-epub-media-overlay-active</meta>');
    expect(epub.text('EPUB/page-0001.smil')).toMatch(/<text src="page-0001.xhtml#mo-1"\/>\s*<audio src="files\/[^"]+\.mp3" clipBegin="0:00:00.000" clipEnd="0:00:00.030"\/>/);
    expect(first).toContain(`<span id="mo-1">${WORDS.en.heading}</span>`);
    expect(opf).toContain('<item id="questions" href="epub-questions.js" media-type="text/javascript"/>');
    expect(epub.text('EPUB/epub-questions.js')).toBe(readFileSync(join(FIXTURE_SCRIPTS, 'epub-questions.js'), 'utf8'));
  });

  it('should write an Arabic book right to left, in Arabic', async () => {
    const book = await everyElementBook('ar');
    await startExport(author, book.id);
    const done = await settled(book.id);
    const epub = unzip((await api.call('GET', `/${book.id}/exports/${done.id}/file`, author)).rawPayload);
    expect(epub.text('EPUB/package.opf')).toContain('<dc:language>ar</dc:language>');
    expect(epub.text('EPUB/package.opf')).toContain('page-progression-direction="rtl"');
    expect(epub.text('EPUB/page-0001.xhtml')).toContain('lang="ar" xml:lang="ar" dir="rtl"');
    expect(epub.text('EPUB/page-0001.xhtml')).toContain(WORDS.ar.text);
    expect(epub.names).toContain('EPUB/fonts/noto-sans-arabic-arabic-400-normal.woff2');
  });

  it('should make a reflowable EPUB beside the fixed-layout one, under a name of its own', async () => {
    const book = await everyElementBook('en');
    const started = await startExport(author, book.id, { format: 'epub-reflowable' });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toMatchObject({ data: { format: 'epub-reflowable', file_name: `${book.slug}-reflowable.epub` } });
    const done = await settled(book.id, 'epub-reflowable');
    expect(done).toMatchObject({ status: 'done', progress: 100 });
    const file = await api.call('GET', `/${book.id}/exports/${done.id}/file`, author);
    expect(file.headers['content-type']).toBe('application/epub+zip');
    const epub = unzip(file.rawPayload);
    expect(epub.text('EPUB/package.opf')).toContain('<meta property="rendition:layout">reflowable</meta>');
    expect(epub.text('EPUB/section-0001.xhtml')).toContain(`alt="${WORDS.en.alt}"`);
  });

  it('should answer the export under way when the same format is asked again, and replace the earlier one once done', async () => {
    const book = await api.make(author);
    const first = (await startExport(author, book.id)).json().data as BookExport;
    const again = (await startExport(author, book.id)).json().data as BookExport;
    expect([first.status, again.id]).toEqual(['queued', first.id]);
    await settled(book.id);
    const second = (await startExport(author, book.id)).json().data as BookExport;
    expect(second.id).not.toBe(first.id);
    expect((await settled(book.id)).id).toBe(second.id);
    expectError(await api.call('GET', `/${book.id}/exports/${first.id}/file`, author), 404);
  });

  /** A finished offline export of the book (asked at `host`), unzipped: its folder's files, and its book as book.js sets it. */
  async function offlinePackage(id: string, host?: string) {
    const started = await t.app.inject({ method: 'POST', url: `/api/admin/ebooks/${id}/exports`, headers: { ...t.bearer(author), ...(host && { host }) }, payload: { format: 'offline' } });
    expect(started.statusCode, started.body).toBe(202);
    const done = await settled(id, 'offline');
    expect(done, done.error ?? '').toMatchObject({ status: 'done', progress: 100 });
    const file = await api.call('GET', `/${id}/exports/${done.id}/file`, author);
    expect(file.headers['content-type']).toBe('application/zip');
    const files = unzipSync(file.rawPayload);
    const folder = Object.keys(files)[0]!.split('/')[0]!;
    const at = (name: string) => files[`${folder}/${name}`];
    const script = strFromU8(at(OFFLINE_PACKAGE.book)!);
    const book = JSON.parse(script.slice(script.indexOf('=') + 1).trim().replace(/;$/, '')) as OfflineBook;
    return { done, file, folder, names: Object.keys(files), at, text: (name: string) => strFromU8(at(name)!), book };
  }

  it('should pack an offline flipbook: the reader, the book and its files in one folder, every address relative', async () => {
    const made = await everyElementBook('en');
    const { done, file, folder, names, at, text, book } = await offlinePackage(made.id);
    expect(done.file_name).toBe(`${made.slug}-offline.zip`);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="book.zip"; filename*=UTF-8''${made.slug}-offline.zip`);
    expect(folder).toBe(made.slug);
    expect(names.every((name) => name.startsWith(`${folder}/`))).toBe(true);
    // The reader's files as built, beside the page that loads them as classic scripts (file:// refuses modules).
    expect(Buffer.from(at(OFFLINE_PACKAGE.script)!)).toEqual(readFileSync(join(FIXTURE_SCRIPTS, OFFLINE_PACKAGE.script)));
    const html = text('index.html');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(`<title>${WORDS.en.heading}</title>`);
    const addresses = [...html.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(addresses).toEqual([OFFLINE_PACKAGE.fonts, OFFLINE_PACKAGE.style, OFFLINE_PACKAGE.book, OFFLINE_PACKAGE.script]);
    expect(html).not.toContain('type="module"');
    expect(text('README.txt')).toContain('open index.html in a web browser');
    // The book as the reader opens it: all its pages, in order, as a visitor with full access reads them.
    expect(book.language).toBe('en');
    // The one address outside the package: the site's events route, where its reading goes while online.
    expect(book.analytics_url).toBe('http://localhost:80/api/public/events');
    expect(book.reading).toMatchObject({ preview: false, access: 'full', pdf_url: null, page_ids: ['page-1', 'page-2'] });
    expect(book.reading.book).toMatchObject({ id: made.id, title: WORDS.en.heading });
    expect(book.pages.map((p) => p.id)).toEqual(['page-1', 'page-2']);
    expect(JSON.stringify(book.pages)).toContain(WORDS.en.question);
    // Its picture, sound and video as stored (a browser plays them all), each under the name the reader is told.
    const stored = Object.entries(book.files);
    expect(stored).toHaveLength(3);
    for (const [url, name] of stored) {
      expect(url).toMatch(/^\/uploads\//);
      expect(name).toMatch(/^files\/[\w.-]+$/);
      expect(at(name)!.byteLength, name).toBeGreaterThan(0);
    }
    expect(stored.map(([, name]) => name.slice(name.lastIndexOf('.')))).toEqual(expect.arrayContaining(['.wav', '.webm']));
    // The fonts of the book's letters and the interface's, under the names the site's styles give them, inside.
    expect(names).toContain(`${folder}/fonts/inter-latin-wght-normal.woff2`);
    expect(names.some((n) => n.includes('arabic'))).toBe(false);
    expect(text(OFFLINE_PACKAGE.fonts)).toContain("font-family: 'Inter Variable';");
    expect(text(OFFLINE_PACKAGE.fonts)).not.toMatch(/url\((?!fonts\/)/);
  });

  it('should record in an offline flipbook the events route of the site it was asked at (without PUBLIC_URL), and none where that address cannot be told', async () => {
    const made = await api.make(author);
    expect((await offlinePackage(made.id, 'books.school.example:8080')).book.analytics_url).toBe('http://books.school.example:8080/api/public/events');
    // A Host header of no shape names no site: the package counts nothing rather than send readers' reading to it.
    expect((await offlinePackage(made.id, 'books.school.example/x')).book).not.toHaveProperty('analytics_url');
  });

  it('should pack an Arabic book right to left, with the Arabic fonts', async () => {
    const made = await everyElementBook('ar');
    const { text, names, book } = await offlinePackage(made.id);
    expect(text('index.html')).toContain('<html lang="ar" dir="rtl">');
    expect(book.language).toBe('ar');
    expect(names.some((n) => n.endsWith('/fonts/noto-sans-arabic-arabic-400-normal.woff2'))).toBe(true);
  });

  it.skipIf(onPostgres)('should make a tagged PDF at the book size, its fonts embedded and its text searchable, Arabic included', async () => {
    for (const language of ['en', 'ar'] as const) {
      const book = await everyElementBook(language);
      expect((await startExport(author, book.id, { format: 'pdf' })).statusCode).toBe(202);
      const done = await settled(book.id, 'pdf');
      expect(done, done.error ?? '').toMatchObject({ status: 'done', file_name: `${book.slug}.pdf` });
      const file = await api.call('GET', `/${book.id}/exports/${done.id}/file`, author);
      expect(file.headers['content-type']).toBe('application/pdf');
      const path = join(dir, `every-element-${language}.pdf`);
      writeFileSync(path, file.rawPayload);
      const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
      expect(info).toMatch(/^Pages:\s+2$/m);
      // 794 × 1123 CSS pixels (A4) are 595.5 × 842.25 points: Chromium gives A4's own size, within a point.
      const [, w, h] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info)!;
      expect(Math.abs(Number(w) - 595.5)).toBeLessThan(1);
      expect(Math.abs(Number(h) - 842.25)).toBeLessThan(1);
      expect(file.rawPayload.toString('latin1')).toContain(`/Lang (${language})`);
      expect(info).toMatch(/^Tagged:\s+yes$/m);
      expect(info).toMatch(new RegExp(`^Title:\\s+${WORDS[language].heading}$`, 'm'));
      const fonts = execFileSync('pdffonts', [path], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
      expect(fonts.length).toBeGreaterThan(0);
      // Columns: name, type, encoding, emb, sub, uni, object ID: every font embedded.
      for (const font of fonts) expect(font.split(/\s+/).at(-5), font).toBe('yes');
      const text = letters(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }));
      for (const words of [WORDS[language].heading, WORDS[language].question, WORDS[language].front, WORDS[language].text]) expect(text).toContain(letters(words));
      if (language === 'ar') expect(fonts.some((f) => f.includes('NotoSansArabic'))).toBe(true);
    }
  }, 120_000);

  it("should be the owner's and admins' only: another author, a reader and a visitor are refused", async () => {
    const book = await api.make(author);
    const other = await accountWithRole(t, 'author');
    const reader = await accountWithRole(t, 'user');
    expectError(await startExport(other.token, book.id), 403);
    expectError(await startExport(reader.token, book.id), 403);
    expectError(await startExport(null, book.id), 401);
    expectError(await exportsOf(other.token, book.id), 403);
    expect((await startExport(admin, book.id)).statusCode).toBe(202);
    const done = await settled(book.id);
    expectError(await api.call('GET', `/${book.id}/exports/${done.id}/file`, other.token), 403);
    expect((await api.call('GET', `/${book.id}/exports/${done.id}/file`, admin)).statusCode).toBe(200);
  });

  it('should refuse what cannot be exported with a message: an unknown format, a PDF book, a book unknown', async () => {
    const book = await api.make(author);
    expect(expectError(await startExport(author, book.id, { format: 'docx' }), 422).errors).toHaveProperty('format');
    await t.db.update(ebooks).set({ bookType: 'pdf' }).where(eq(ebooks.id, book.id));
    expectError(await startExport(author, book.id), 422, EXPORT_MESSAGES.pdfBook);
    expectError(await startExport(author, book.id, { format: 'epub-reflowable' }), 422, EXPORT_MESSAGES.pdfBook);
    expectError(await startExport(author, '00000000-0000-4000-8000-000000000000'), 404);
    expectError(await api.call('GET', `/${book.id}/exports/00000000-0000-4000-8000-000000000000/file`, author), 404);
  });

  it("should let a book's buyers download its latest exports only when its owner allows it, and nobody else", async () => {
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'author@folio.test'));
    const book = await insertBook(t, { createdBy: owner!.id });
    const buyer = await customer(t);
    const stranger = await customer(t);
    await shopApi(t).paidOrder(buyer.token, admin, [book.id]);
    const download = (token: string | null, format = 'epub') => t.app.inject({ url: `/api/me/library/${book.id}/downloads/${format}`, headers: token ? t.bearer(token) : {} });
    const offered = async () => ((await t.app.inject({ url: '/api/me/library', headers: t.bearer(buyer.token) })).json().data as { id: string; downloads: string[] }[]).find((b) => b.id === book.id)!.downloads;

    await startExport(author, book.id);
    await settled(book.id);
    // Off by default: the buyer's library offers nothing, and asking is refused.
    expect(await offered()).toEqual([]);
    expectError(await download(buyer.token), 403, EXPORT_MESSAGES.downloadsOff);
    expect((await api.update(author, book.id, { title: book.title, status: 'published', buyer_downloads: true })).statusCode).toBe(200);
    expect((await api.read(author, book.id)).json().data.buyer_downloads).toBe(true);
    expect(await offered()).toEqual(['epub']);
    const file = await download(buyer.token);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/epub+zip']);
    expect(unzip(file.rawPayload).text('mimetype')).toBe('application/epub+zip');
    // A format not exported yet, someone who did not buy it, a visitor, an unknown format.
    expectError(await download(buyer.token, 'pdf'), 404, EXPORT_MESSAGES.noDownload);
    expectError(await download(stranger.token), 403);
    expectError(await download(null), 401);
    expectError(await download(buyer.token, 'docx'), 422);
    // The offline flipbook is its owner's to hand out, not a buyer's download.
    expectError(await download(buyer.token, 'offline'), 422);
  });

  it('should say so when the offline reader has not been built', async () => {
    const bare = await createTestApp({ exportScriptsDir: join(dir, 'not-built') });
    try {
      const token = await bare.login('author@folio.test');
      const book = await ebookApi(bare).make(token);
      expectError(await ebookApi(bare).call('POST', `/${book.id}/exports`, token, { format: 'offline' }), 422, EXPORT_MESSAGES.offlineUnavailable);
    } finally {
      await bare.close();
    }
  });

  it('should say so when the server has no Chromium to draw a PDF with', async () => {
    const bare = await createTestApp({ chromiumPath: null });
    try {
      const token = await bare.login('author@folio.test');
      const book = await ebookApi(bare).make(token);
      expectError(await ebookApi(bare).call('POST', `/${book.id}/exports`, token, { format: 'pdf' }), 422, EXPORT_MESSAGES.pdfUnavailable);
    } finally {
      await bare.close();
    }
  });

  it('should say why an export cannot be downloaded before it is done', async () => {
    const book = await api.make(author);
    // An export no worker has taken yet (recorded without its job, so that none takes it during the test).
    const [queued] = await t.db.insert(bookExports).values({ ebookId: book.id, format: 'epub' }).returning();
    expectError(await api.call('GET', `/${book.id}/exports/${queued!.id}/file`, author), 422, EXPORT_MESSAGES.notReady);
    expect(((await exportsOf(author, book.id)).json().data as BookExport[])[0]).toMatchObject({ status: 'queued', progress: 0, size: null });
  });

  it("should remove a book's export files with the book", async () => {
    const book = await api.make(author);
    await startExport(author, book.id);
    const done = await settled(book.id);
    const key = `exports/${book.id}/${done.id}.epub`;
    const storage = localStorage(t.config.uploadsDir);
    expect(await storage.stat(key)).not.toBeNull();
    expect((await api.remove(author, book.id)).statusCode).toBe(200);
    expect(await storage.stat(key)).toBeNull();
  });

  /**
   * Every demo book, and the books of every element type in English and Arabic, in each format, through the real
   * validators and a real browser. On the embedded database's run only: the files do not depend on the database.
   */
  describe.skipIf(onPostgres)('every demo book, and every element type in English and Arabic', () => {
    let demo: TestApp;
    let books: { label: string; book: ExportBook; files: BookFiles }[];
    let scripts: string;

    beforeAll(async () => {
      scripts = buildExportScripts(join(dir, 'scripts'));
      demo = await createTestApp({}, { data: 'demo' });
      const demoFiles = storedBookFiles(localStorage(demo.config.uploadsDir));
      const ours = storedBookFiles(localStorage(t.config.uploadsDir));
      books = [];
      for (const { id, slug, bookType } of await demo.db.select({ id: ebooks.id, slug: ebooks.slug, bookType: ebooks.bookType }).from(ebooks)) {
        if (bookType !== 'pdf') books.push({ label: slug, book: (await readExportBook(demo.db, id))!, files: demoFiles });
      }
      for (const language of ['en', 'ar'] as const) {
        const made = await everyElementBook(language);
        books.push({ label: `every-element-${language}`, book: (await readExportBook(t.db, made.id))!, files: ours });
      }
      expect(books.length).toBeGreaterThan(20);
    }, 180_000);
    afterAll(async () => {
      await demo?.close();
    });

    // The validators and Chromium take several seconds a book: on a slow 2-core machine the whole set takes
    // minutes, so these tests allow ten to fifteen (Ace runs one book per core at a time).
    /** Every book's EPUB, built once for the two validators. */
    let epubs: Promise<string[]> | undefined;
    const builtEpubs = () =>
      (epubs ??= (async () => {
        const made: string[] = [];
        for (const { label, book, files } of books) {
          const path = join(dir, `${label}.epub`);
          // With the reading script, as an export asked at a site makes them: every page scripted.
          writeFileSync(path, await buildEpub(book, files, await epubQuestionsScript(scripts, book.language), undefined, await epubReadingScript(scripts, 'https://books.example.com')));
          made.push(path);
        }
        return made;
      })());

    it('should pass W3C EPUBCheck with no error and no warning', async () => {
      const made = await builtEpubs();
      const { results, messages } = epubcheck(made);
      expect(messages).toEqual([]);
      for (const path of made) expect(results[path], path).toEqual([0, 0, 0]);
    }, 300_000);

    it('should pass DAISY Ace with no critical or serious violation, and declare its accessibility', async () => {
      // DAISY Ace runs the pages' questions script: what it audits is what a reader meets.
      const audits = await aceAll(await builtEpubs(), dir);
      expect(audits.flatMap(({ path, violations }) => violations.filter((v) => /^(critical|serious)/.test(v)).map((v) => `${path}: ${v}`))).toEqual([]);
      for (const { path, metadata } of audits) {
        expect(metadata, path).toEqual(expect.arrayContaining(['schema:accessMode', 'schema:accessModeSufficient', 'schema:accessibilityFeature', 'schema:accessibilityHazard', 'schema:accessibilitySummary']));
      }
    }, 900_000);

    it('should make each a tagged PDF of its pages at its size, its fonts embedded and its first words searchable', async () => {
      for (const { label, book, files } of books) {
        const path = join(dir, `${label}.pdf`);
        writeFileSync(path, await buildPdf(book, files, CHROMIUM));
        const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
        expect(info, label).toMatch(new RegExp(`^Pages:\\s+${book.pages.length}$`, 'm'));
        expect(info, label).toMatch(/^Tagged:\s+yes$/m);
        const [, w] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info)!;
        expect(Math.abs(Number(w) - book.size.width * 0.75), label).toBeLessThan(1);
        const fonts = execFileSync('pdffonts', [path], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
        for (const font of fonts) expect(font.split(/\s+/).at(-5), `${label}: ${font}`).toBe('yes');
        const first = inReadingOrder(book.pages[0]!.elements).filter((e) => e.type === 'heading' || e.type === 'text').map((e) => elementText(e, (html) => html.replace(/<[^>]*>/g, ' '))).find((text) => text.trim());
        if (first) expect(letters(execFileSync('pdftotext', ['-l', '1', path, '-'], { encoding: 'utf8' })), label).toContain(letters(first).slice(0, 24));
      }
    }, 600_000);

    it('should open each offline flipbook from file:// with the network off, turn its pages and answer its questions, asking nothing of a server', async () => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
      try {
        for (const { label, book, files } of books) {
          const reading = (await readFullReading((label.startsWith('every-element') ? t : demo).db, book.id))!;
          const folder = unzipTo(await buildOfflinePackage(book, reading, files, scripts), join(dir, `offline-${label}`));
          const context = await browser.newContext({ offline: true, viewport: { width: 1280, height: 800 } });
          const requests: string[] = [];
          const errors: string[] = [];
          context.on('request', (request) => void requests.push(request.url()));
          const page = await context.newPage();
          page.on('pageerror', (error) => void errors.push(error.message));
          await page.goto(pathToFileURL(join(folder, 'index.html')).href);
          const indicator = page.getByTestId('page-indicator');
          await indicator.filter({ hasText: /1/ }).waitFor();
          if (book.pages.length > 2) {
            await page.getByTestId('next-page').click();
            await indicator.filter({ hasText: /3/ }).waitFor();
          }
          if (label.startsWith('every-element')) {
            const language = label.endsWith('ar') ? 'ar' : 'en';
            // The page's first question is its choice (a poll offers the same words after it).
            await page.getByRole('radio', { name: WORDS[language].right }).first().check();
            await page.getByRole('button', { name: language === 'ar' ? 'تحقّق' : 'Check' }).first().click();
            await page.getByRole('status').filter({ hasText: '1 / 1' }).first().waitFor();
          }
          expect(errors, label).toEqual([]);
          // blob: addresses are made in the page itself (a video's captions as its track): nothing leaves the machine.
          expect(requests.filter((url) => !/^(file:\/\/|data:|blob:)/.test(url)), label).toEqual([]);
          await context.close();
        }
      } finally {
        await browser.close();
      }
    }, 600_000);
  });
});
