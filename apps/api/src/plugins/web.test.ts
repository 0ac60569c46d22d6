import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/helpers.ts';
import { SHELL_COVER_MARK } from '@folio/shared';
import { insertBook } from '../modules/checkout/fixtures/shop.ts';
import { eq } from 'drizzle-orm';
import { ebooks, uploads } from '../db/schema.ts';

const page = (build: string) => `<!doctype html><title>Folio</title><script type="module" src="/assets/index-${build}.js"></script>`;

/** A built web app on disk: index.html naming its entry script, and that script. */
function writeBuild(dist: string, build: string) {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'assets', `index-${build}.js`), `console.log(${JSON.stringify(build)});`);
  writeFileSync(join(dist, 'index.html'), page(build));
}

describe('the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'folio-web-'));
    writeBuild(dist, 'AAAA1111');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('should serve a built asset as a script that browsers keep for good', async () => {
    const res = await get('/assets/index-AAAA1111.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('should send the compressed copy the build wrote to a browser that accepts it, and the plain file otherwise', async () => {
    const script = `export const words = ${JSON.stringify('folio '.repeat(500))};`;
    writeFileSync(join(dist, 'assets', 'words-BBBB2222.js'), script);
    writeFileSync(join(dist, 'assets', 'words-BBBB2222.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'words-BBBB2222.js.gz'), gzipSync(script));
    const url = '/assets/words-BBBB2222.js';

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('should answer 404, not the app page, when an asset of another build is asked for', async () => {
    for (const url of ['/assets/LibraryPage-GONE0000.js', '/assets/index-GONE0000.css', '/assets/nested/x.js']) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(url)).headers['content-type'], url).not.toMatch(/html/);
    }
  });

  it("should refuse an asset's address that leaves the folder or names no built file", async () => {
    writeFileSync(join(dist, 'assets', '.hidden.js'), 'secret');
    for (const url of ['/assets/..%2Findex.html', '/assets/%2e%2e%2findex.html', '/assets/.hidden.js', '/assets/index-AAAA1111.js%00.png']) {
      const res = await get(url);
      expect([404, 422], url).toContain(res.statusCode);
      expect(res.body, url).not.toMatch(/Folio|secret/);
    }
  });

  it('should answer 404 for a missing file anywhere, named like a file', async () => {
    for (const url of ['/favicon-missing.ico', '/locales/xx/common.json', '/books/robots.txt']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('should answer the app page for every page path, for the web router to decide', async () => {
    for (const url of ['/', '/index.html', '/admin/users', '/books/0b9f5d1e-2f7c-4c55-9b0a-3d2f1c4e5a6b', '/pages/about?x=1', '/no-such-page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('/assets/index-');
    }
  });

  it('should make browsers ask again for the app page every time, answering 304 while it is unchanged', async () => {
    const first = await get('/admin');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/admin', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/admin', { 'if-none-match': '"older"' })).statusCode).toBe(200);
  });

  it('should serve the new app page at once when a rebuild replaces it while the server runs', async () => {
    // The library's and the landing page's heads are their own (modules/seo): the build's entry script is what changes.
    const before = await get('/ebooks');
    expect(before.body).toContain('<script type="module" src="/assets/index-AAAA1111.js">');
    writeBuild(dist, 'BBBB2222');
    const after = await get('/ebooks', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(before.body.replace('AAAA1111', 'BBBB2222'));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/')).body).toContain('<script type="module" src="/assets/index-BBBB2222.js">');
  });

  it('should keep unknown API and upload addresses as JSON 404s', async () => {
    expectError(await get('/api/nothing-here'), 404, 'No route for GET /api/nothing-here.');
    expectError(await t.app.inject({ method: 'POST', url: '/api/nothing-here' }), 404);
    const upload = await get('/uploads/image/none.webp');
    expect(upload.statusCode).toBe(404);
    expect(upload.headers['content-type']).not.toMatch(/html/);
  });
});

describe('a server started before the web app is built', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = join(mkdtempSync(join(tmpdir(), 'folio-web-')), 'dist');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('should serve the app as soon as it is built', async () => {
    expectError(await t.app.inject({ url: '/admin' }), 404, /not built/);
    expectError(await t.app.inject({ url: '/' }), 404, /not built/);
    writeBuild(dist, 'CCCC3333');
    const res = await t.app.inject({ url: '/admin' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page('CCCC3333'));
    expect((await t.app.inject({ url: '/assets/index-CCCC3333.js' })).statusCode).toBe(200);
  });
});

describe("the reader's and the editor's entry pages", () => {
  let t: TestApp;
  let dist: string;
  const hints = {
    reader: { modules: ['/assets/OpenBook-R1.js', '/assets/PageView-R2.js'], assets: [], styles: ['/assets/OpenBook-R1.css', '/assets/PageView-R2.css'] },
    pdf: { modules: ['/assets/pdfjs-P1.js', '/assets/PageView-R2.js'], assets: ['/assets/pdf.worker.min-P2.mjs'], styles: ['/assets/PageView-R2.css', '/assets/PdfPageView-P3.css'] },
    'first-page': { modules: ['/assets/firstPage-F1.js', '/assets/pdfjs-P1.js'], assets: [], styles: [], texts: [] },
    editor: { modules: ['/assets/EditorPage-E1.js'], texts: ['/locales/{{lng}}/editor.json'] },
    app: { modules: [], assets: [], styles: [], texts: ['/locales/{{lng}}/common.json', '/locales/{{lng}}/validation.json'] },
    library: { modules: [], assets: [], styles: [], texts: ['/locales/{{lng}}/store.json'] },
  };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'folio-web-'));
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head><script type="module" src="/assets/index-DDDD4444.js"></script></head><body></body></html>');
    writeFileSync(join(dist, 'preload-hints.json'), JSON.stringify(hints));
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const links = (html: string) => [...html.matchAll(/<link rel="(modulepreload|prefetch)"[^>]*href="([^"]+)">/g)].map(([, rel, href]) => `${rel} ${href}`);
  // The hints' stylesheets; the entry page of these tests links none of its own.
  const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(([, href]) => href);

  it("should name the reader's code in the head of a book's flipbook and scrolling view, so that it loads beside the entry", async () => {
    const book = await insertBook(t);
    for (const url of [`/flipbooks/${book.id}`, `/ebooks/${book.slug}`, `/flipbooks/${book.id}?embed=1`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(links(res.body), url).toEqual(['modulepreload /assets/OpenBook-R1.js', 'modulepreload /assets/PageView-R2.js']);
      expect(res.body.indexOf('modulepreload'), url).toBeGreaterThan(res.body.indexOf('/assets/index-DDDD4444.js'));
      // Linked, not only preloaded: the reader's code finds its styles in the page and does not wait for them again.
      expect(stylesheets(res.body), url).toEqual(['/assets/OpenBook-R1.css', '/assets/PageView-R2.css']);
    }
  });

  it("should add pdf.js and its worker's script for a PDF book, each file once", async () => {
    const book = await insertBook(t, { pdfPages: 2 });
    for (const url of [`/ebooks/${book.slug}`, `/flipbooks/${book.slug}?page=2`, `/flipbooks/${book.slug}?embed=1`]) {
      const res = await t.app.inject({ url });
      expect(links(res.body), url).toEqual(['modulepreload /assets/OpenBook-R1.js', 'modulepreload /assets/PageView-R2.js', 'modulepreload /assets/pdfjs-P1.js', 'prefetch /assets/pdf.worker.min-P2.mjs']);
      expect(stylesheets(res.body), url).toEqual(['/assets/OpenBook-R1.css', '/assets/PageView-R2.css', '/assets/PdfPageView-P3.css']);
      expect(res.body, url).toContain('<script type="module" src=');
    }
  });

  it("should name the first page's files alone for a PDF book's flipbook at its start, whose first page the entry draws", async () => {
    const book = await insertBook(t, { pdfPages: 2 });
    const res = await t.app.inject({ url: `/flipbooks/${book.slug}`, headers: { 'accept-language': 'ar' } });
    // No reader code, styles or texts: the app's are asked for once the first page is drawn (the web's
    // features/reader/pdf/firstPage.ts); the entry starts pdf.js's worker itself.
    expect(links(res.body)).toEqual(['modulepreload /assets/firstPage-F1.js', 'modulepreload /assets/pdfjs-P1.js']);
    expect(stylesheets(res.body)).toEqual([]);
    expect(res.body).not.toContain('as="fetch"');
    // The entry runs as soon as it has loaded, and finds the hints above it; the page is in the visitor's direction,
    // which says on which side of the spread the first page is.
    expect(res.body).toContain('<head><meta name="folio-hints" content="reader pdf first-page"><script type="module" async src="/assets/index-DDDD4444.js">');
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect((await t.app.inject({ url: `/flipbooks/${book.slug}?lng=ja` })).body).toContain('<html lang="ja" dir="ltr">');
  });

  it("should preload the server's drawing of a PDF book's first page, once made, for its flipbook at its start", async () => {
    const book = await insertBook(t, { pdfPages: 2 });
    // With its size and the book's title (which says on which side it goes), for the entry to show it at once.
    const preload = `<link rel="preload" as="image" fetchpriority="high" id="first-page-drawing" href="/api/public/ebooks/${book.id}/first-page" data-width="1200" data-height="1698" data-title="${book.title}">`;
    expect((await t.app.inject({ url: `/flipbooks/${book.slug}` })).body).not.toContain('as="image"');
    // What the file's processing records once it has drawn the page (jobs/process-pdf.ts).
    const key = book.pdfFile!.slice('/uploads/'.length);
    await t.db.insert(uploads).values({ kind: 'pdf', key, mime: 'application/pdf', size: 1, processing: 'done', pageCount: 2, thumbKey: key.replace(/\.pdf$/, '.page1.webp'), width: 1200, height: 1698 });
    const first = await t.app.inject({ url: `/flipbooks/${book.slug}` });
    expect(first.body).toContain(`${preload}</head>`);
    // Named by the book's id, as its reading names it: the entry's image is the preloaded one, whatever the address.
    expect((await t.app.inject({ url: `/flipbooks/${book.id}` })).headers.etag).toBe(first.headers.etag);
    for (const url of [`/flipbooks/${book.slug}?page=2`, `/ebooks/${book.slug}`]) expect((await t.app.inject({ url })).body, url).not.toContain('as="image"');
    // A title is the author's words: escaped as an attribute's value.
    await t.db.update(ebooks).set({ title: 'Tom & "Jerry" <b>' }).where(eq(ebooks.id, book.id));
    expect((await t.app.inject({ url: `/flipbooks/${book.id}` })).body).toContain('data-title="Tom &amp; &quot;Jerry&quot; &lt;b&gt;">');
  });

  it('should name the groups for the app, which starts a PDF book\'s worker before the book answers', async () => {
    const meta = async (url: string) => /<meta name="folio-hints" content="([^"]*)">/.exec((await t.app.inject({ url })).body)?.[1];
    const pdf = await insertBook(t, { pdfPages: 2 });
    const ebook = await insertBook(t);
    expect(await meta(`/flipbooks/${pdf.slug}`)).toBe('reader pdf first-page');
    expect(await meta(`/ebooks/${pdf.slug}`)).toBe('reader pdf');
    expect(await meta(`/ebooks/${ebook.slug}`)).toBe('reader');
    expect(await meta('/templates/edit/x')).toBe('editor');
    expect(await meta('/ebooks')).toBe('library');
  });

  it("should name the translation files the app starts with, and the screen's, in the visitor's language", async () => {
    const texts = async (url: string, headers: Record<string, string> = {}) =>
      [...(await t.app.inject({ url, headers })).body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(([, href]) => href);
    expect(await texts('/ebooks?q=koala')).toEqual(['/locales/en/common.json', '/locales/en/validation.json', '/locales/en/store.json']);
    // Found as the app finds the language: ?lng=, then the choice it keeps in a cookie, then the browser's.
    expect(await texts('/ebooks?lng=ar')).toEqual(['/locales/ar/common.json', '/locales/ar/validation.json', '/locales/ar/store.json']);
    expect(await texts('/templates/edit/x', { cookie: 'token=a.b.c; i18next=ja' })).toEqual(['/locales/ja/common.json', '/locales/ja/validation.json', '/locales/ja/editor.json']);
    expect(await texts('/pages/about', { 'accept-language': 'ko-KR, en;q=0.5' })).toEqual(['/locales/ko/common.json', '/locales/ko/validation.json']);
    // A browser that keeps its texts (the web's cookie says so) would not ask for them: none are named.
    expect(await texts('/ebooks?lng=ar', { cookie: 'i18next=ar; folio_texts=1' })).toEqual([]);
    expect((await t.app.inject({ url: '/ebooks', headers: { cookie: 'folio_texts=1' } })).body).toContain('<meta name="folio-hints" content="library">');
    const res = await t.app.inject({ url: '/pages/about', headers: { 'accept-language': 'ko' } });
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.headers.etag).not.toBe((await t.app.inject({ url: '/pages/about' })).headers.etag);
  });

  it('should name no pdf.js for a book that is not public or not there, and nothing on other pages', async () => {
    const draft = await insertBook(t, { pdfPages: 2, status: 'draft' });
    expect(links((await t.app.inject({ url: `/flipbooks/${draft.id}` })).body)).toEqual(['modulepreload /assets/OpenBook-R1.js', 'modulepreload /assets/PageView-R2.js']);
    expect(links((await t.app.inject({ url: '/flipbooks/no-such-book' })).body)).toHaveLength(2);
    // An address that is not valid percent-encoding is refused before any page is made.
    expect((await t.app.inject({ url: '/flipbooks/%E0%A4%A' })).statusCode).toBe(400);
    for (const url of ['/', '/ebooks', '/admin/ebooks/x', '/ebooks/edit/x/y']) expect(links((await t.app.inject({ url })).body), url).toEqual([]);
  });

  it("should name the editor's code on the editor's pages", async () => {
    for (const url of ['/ebooks/edit/0b9f5d1e-2f7c-4c55-9b0a-3d2f1c4e5a6b', '/templates/edit/x']) expect(links((await t.app.inject({ url })).body), url).toEqual(['modulepreload /assets/EditorPage-E1.js']);
  });

  it('should give each page its own ETag, answering 304 to it alone', async () => {
    const pdf = await insertBook(t, { pdfPages: 1 });
    const reader = await t.app.inject({ url: `/flipbooks/${pdf.id}` });
    const plain = await t.app.inject({ url: '/' });
    expect(reader.headers.etag).not.toBe(plain.headers.etag);
    expect((await t.app.inject({ url: `/flipbooks/${pdf.id}`, headers: { 'if-none-match': String(reader.headers.etag) } })).statusCode).toBe(304);
    expect((await t.app.inject({ url: '/', headers: { 'if-none-match': String(reader.headers.etag) } })).statusCode).toBe(200);
  });
});

describe("the landing page's pre-rendered first screen", () => {
  let t: TestApp;
  let dist: string;
  const index =
    '<!doctype html>\n<html lang="en" dir="ltr"><head><script type="module" src="/assets/index-EEEE5555.js"></script><link rel="modulepreload" crossorigin href="/assets/main-EEEE5555.js"><link rel="modulepreload" crossorigin href="/assets/react-EEEE5555.js"></head><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'folio-web-'));
    writeFileSync(join(dist, 'index.html'), index);
    // The build's shells: the landing page's in four languages (none in Bengali), the sign-in page's in English.
    const hero = Object.fromEntries(['en', 'ar', 'ja', 'ko'].map((language) => [language, `<h1>hero ${language}</h1>`]));
    writeFileSync(join(dist, 'page-shells.json'), JSON.stringify({ '/': hero, '/login': { en: '<h1>sign-in en</h1>' } }));
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const landing = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    const html = /<html lang="(\w+)" dir="(\w+)">/.exec(res.body);
    const shell = /<div id="page-shell"><h1>(?:hero|sign-in) (\w+)<\/h1><\/div><div id="root" hidden><\/div>/.exec(res.body);
    return { page: `${html?.[1]} ${html?.[2]}`, shell: shell?.[1], res };
  };

  it("should put the first screen in the visitor's language in the page, the app's root hidden until it takes over", async () => {
    expect(await landing('/')).toMatchObject({ page: 'en ltr', shell: 'en' });
    // As the app finds the language: ?lng=, then the choice kept in a cookie, then the browser's languages by weight.
    expect(await landing('/?lng=ar')).toMatchObject({ page: 'ar rtl', shell: 'ar' });
    expect(await landing('/?lng=ja', { cookie: 'i18next=ar', 'accept-language': 'ko' })).toMatchObject({ page: 'ja ltr', shell: 'ja' });
    expect(await landing('/', { cookie: 'theme=x; i18next=ar', 'accept-language': 'ko' })).toMatchObject({ page: 'ar rtl', shell: 'ar' });
    expect(await landing('/', { 'accept-language': 'fr-FR, en;q=0.3, ko-KR;q=0.8' })).toMatchObject({ page: 'ko ltr', shell: 'ko' });
    expect(await landing('/', { 'accept-language': 'fr, de;q=0.9' })).toMatchObject({ page: 'en ltr', shell: 'en' });
    // A language the build has no shell for, or one Folio does not speak: the page as built.
    expect(await landing('/?lng=bn')).toMatchObject({ page: 'en ltr', shell: undefined });
    expect(await landing('/?lng=xx', { 'accept-language': 'xx' })).toMatchObject({ page: 'en ltr', shell: 'en' });
  });

  it("should put another page's first screen into that page only, by its address", async () => {
    const login = await landing('/login?redirect=%2Fcart');
    expect(login).toMatchObject({ page: 'en ltr', shell: 'en' });
    expect(login.res.body).toContain('<h1>sign-in en</h1>');
    expect(login.res.body).not.toContain('hero');
    // No sign-in shell in Arabic: the page as built.
    expect(await landing('/login?lng=ar')).toMatchObject({ page: 'en ltr', shell: undefined });
  });

  it("should name none of the app's code for preloading beside the first screen, which needs only the page and its styles", async () => {
    const { res } = await landing('/?lng=ar');
    expect(res.body).not.toMatch(/modulepreload/);
    // The entry script stays: it asks for the app once the first screen is painted.
    expect(res.body).toContain('<script type="module" src="/assets/index-EEEE5555.js"></script>');
  });

  it('should say that the page depends on the language and the cookies, and give each language its own ETag', async () => {
    const en = await landing('/');
    const ar = await landing('/?lng=ar');
    expect(en.res.headers.vary).toMatch(/accept-language/i);
    expect(en.res.headers.vary).toMatch(/cookie/i);
    expect(ar.res.headers.etag).not.toBe(en.res.headers.etag);
    expect((await t.app.inject({ url: '/?lng=ar', headers: { 'if-none-match': String(ar.res.headers.etag) } })).statusCode).toBe(304);
  });

  it('should leave it out for a signed-in visitor, whose header differs, and on every other page', async () => {
    expect(await landing('/', { cookie: 'i18next=ar; token=abc.def' })).toMatchObject({ page: 'en ltr', shell: undefined });
    expect(await landing('/login', { cookie: 'token=abc.def' })).toMatchObject({ page: 'en ltr', shell: undefined });
    for (const url of ['/register', '/login/x', '/index.html']) {
      expect((await t.app.inject({ url })).body, url).toBe(index);
    }
    // These have heads of their own (modules/seo), and no first screen.
    for (const url of ['/ebooks', '/pages/about']) {
      expect((await t.app.inject({ url })).body, url).toMatch(/<html lang="en" dir="ltr"><head>.*<\/head><body><div id="root"><\/div><\/body><\/html>$/);
    }
  });
});

describe("the library's pre-rendered first screen", () => {
  let t: TestApp;
  let dist: string;
  const mark = (place: number) => `<img src="${SHELL_COVER_MARK}${place}" alt="" loading="eager">`;
  const index = '<!doctype html>\n<html lang="en" dir="ltr"><head><link rel="modulepreload" crossorigin href="/assets/main-FFFF6666.js"></head><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'folio-web-'));
    writeFileSync(join(dist, 'index.html'), index);
    // The build's library shell, three covers marked, in English and Arabic.
    const library = Object.fromEntries(['en', 'ar'].map((language) => [language, `<h1>library ${language}</h1><ul>${mark(0)}${mark(1)}${mark(2)}</ul>`]));
    writeFileSync(join(dist, 'page-shells.json'), JSON.stringify({ '/ebooks': library }));
    t = await createTestApp({ webDist: dist });
    // Newest last: a book without a cover, one whose address has characters HTML must escape, one not public.
    await insertBook(t, { coverImage: '/uploads/covers/older.webp' });
    await insertBook(t, { coverImage: '/uploads/covers/a&b"<c>.webp' });
    await insertBook(t, {});
    await insertBook(t, { coverImage: '/uploads/covers/draft.webp', status: 'draft' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const shellOf = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    return /<div id="page-shell">(.*)<\/div><div id="root" hidden><\/div>/s.exec(res.body)?.[1];
  };

  it("should show the covers of the books the library opens on, in its order, where the build marked them", async () => {
    // What the library asks for as it opens (page 1, newest first): the covers of its first three books.
    const { data } = (await t.app.inject({ url: '/api/public/ebooks?per_page=3&sort=newest' })).json<{ data: { cover_image: string | null }[] }>();
    expect(data.map((book) => book.cover_image)).toEqual([null, '/uploads/covers/a&b"<c>.webp', '/uploads/covers/older.webp']);
    // The newest has no cover: its grey box stays, without a picture. The draft's cover is nowhere.
    expect(await shellOf('/ebooks')).toBe('<h1>library en</h1><ul><img src="/uploads/covers/a&amp;b&quot;&lt;c&gt;.webp" alt="" loading="eager"><img src="/uploads/covers/older.webp" alt="" loading="eager"></ul>');
    expect(await shellOf('/ebooks?lng=ar')).toContain('<h1>library ar</h1><ul><img src="/uploads/covers/a&amp;b&quot;&lt;c&gt;.webp"');
  });

  it('should follow the catalogue: a book published since shows at once, and the page gets another ETag', async () => {
    const before = await t.app.inject({ url: '/ebooks' });
    await insertBook(t, { coverImage: '/uploads/covers/newest.webp' });
    const after = await t.app.inject({ url: '/ebooks' });
    expect(after.body).toContain('<ul><img src="/uploads/covers/newest.webp" alt="" loading="eager"><img src="/uploads/covers/a&amp;b');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await t.app.inject({ url: '/ebooks', headers: { 'if-none-match': String(after.headers.etag) } })).statusCode).toBe(304);
  });

  it("should be left out where the address chooses other books (a search, a genre, an order or a page), and for a signed-in visitor", async () => {
    for (const url of ['/ebooks?q=moon', '/ebooks?category=x', '/ebooks?sort=title', '/ebooks?page=2', '/ebooks?lng=ar&page=2']) {
      expect(await shellOf(url), url).toBeUndefined();
    }
    expect(await shellOf('/ebooks', { cookie: 'token=abc.def' })).toBeUndefined();
  });
});
