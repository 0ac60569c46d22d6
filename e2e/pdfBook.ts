import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { PDFDocument, PDFName } from 'pdf-lib';
import { DEMO_PASSWORD } from './support';

// A PDF made as an author would make one, for the tests of PDF books' links, contents and labels (issue 53):
// Chromium prints an HTML book of six pages (a link to its section three, a web link, headings for its outline),
// and pdf-lib gives it page labels (print to PDF makes none): i and ii for the front matter, then 1 to 4.

const BOOK = `<!doctype html><html lang="en"><head><title>Links and Labels</title><style>
  @page { size: A4; margin: 2cm; }
  body { font: 18px/1.5 serif; }
  section { break-after: page; }
  a { font-size: 24px; }
</style></head><body>
  <section><h1>Links and Labels</h1><p>A short book whose pages link to each other.</p>
    <p><a href="#sec3">Read section three</a></p>
    <p><a href="https://example.org/folio">Folio on the web</a></p></section>
  <section><h2>Preface</h2><p>The front matter's second page.</p></section>
  <section><h2>Section one</h2><p>The first page of the body.</p></section>
  <section><h2>Section two</h2><p>The second.</p></section>
  <section id="sec3"><h2>Section three</h2><p>Where the link leads.</p></section>
  <section><h2>Section four</h2><p>The last page.</p></section>
</body></html>`;

/** The book above as a tagged PDF with its outline, and page labels i, ii, 1, 2, 3, 4. */
export async function makePdf(browser: Browser): Promise<Buffer> {
  const printing = await browser.newPage();
  await printing.setContent(BOOK);
  const printed = await printing.pdf({ format: 'A4', outline: true, tagged: true, preferCSSPageSize: true });
  await printing.close();
  const pdf = await PDFDocument.load(printed);
  expect(pdf.getPageCount()).toBe(6);
  pdf.catalog.set(PDFName.of('PageLabels'), pdf.context.obj({ Nums: [0, { S: 'r' }, 2, { S: 'D' }] }));
  return Buffer.from(await pdf.save());
}

/**
 * Chromium's print of a page of HTML (A4 unless its CSS says otherwise), whose faces may be the web app's own: a
 * stylesheet at http://fonts.test/<family>/<weight>.css is @fontsource's (node_modules), as Noto Sans JP is at
 * http://fonts.test/noto-sans-jp/400.css. The machines have no Japanese face: without one, Chromium prints empty
 * boxes, of which pdf.js reads no text.
 */
export async function printedPdf(browser: Browser, html: string): Promise<Buffer> {
  const printing = await browser.newPage();
  await printing.route('http://fonts.test/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    return route.fulfill({ body: readFileSync(`node_modules/@fontsource${path}`), contentType: path.endsWith('.css') ? 'text/css' : 'font/woff2' });
  });
  await printing.setContent(html);
  await printing.evaluate(() => document.fonts.ready);
  const printed = await printing.pdf({ format: 'A4', preferCSSPageSize: true });
  await printing.close();
  return printed;
}

export async function tokenOf(request: APIRequestContext, role: 'admin' | 'author') {
  const login = await request.post('/api/auth/login', { data: { email: `${role}@folio.test`, password: DEMO_PASSWORD } });
  return { Authorization: `Bearer ${(await login.json()).token}` };
}

/**
 * An author's free PDF book of that file (or of `file`), approved and published: anyone may read it. `layer`: what the
 * author put on its pages (its interactive layer: one page per PDF page, `pdf-page-<n>`), saved before it is submitted.
 */
export async function publishedPdfBook(request: APIRequestContext, browser: Browser, title: string, layer?: { id: string; elements: unknown[] }[], file?: Buffer): Promise<string> {
  const author = await tokenOf(request, 'author');
  const uploaded = await request.post('/api/uploads?kind=pdf', { headers: author, multipart: { file: { name: 'links.pdf', mimeType: 'application/pdf', buffer: file ?? (await makePdf(browser)) } } });
  expect(uploaded.status()).toBe(201);
  const created = await request.post('/api/admin/ebooks', { headers: author, data: { title, book_type: 'pdf', pdf_file: (await uploaded.json()).data.url, status: 'published', price: 0 } });
  expect(created.status()).toBe(201);
  const book = (await created.json()).data;
  if (layer) {
    // The layer is saved once the PDF's pages are counted (its processing done).
    await expect.poll(async () => (await (await request.get(`/api/admin/ebooks/${book.id}`, { headers: author })).json()).data.pdf_page_count, { timeout: 30_000 }).toBeGreaterThan(1);
    const { data: blank, version } = await (await request.get(`/api/admin/ebooks/${book.id}/pages`, { headers: author })).json();
    const pages = (blank as { id: string }[]).map((page) => ({ ...page, ...layer.find((own) => own.id === page.id) }));
    const saved = await request.put(`/api/admin/ebooks/${book.id}/pages`, { headers: author, data: { version, pages, order: pages.map((p) => p.id) } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(`/api/admin/ebooks/${book.id}/submit`, { headers: author })).status()).toBe(200);
  const admin = await tokenOf(request, 'admin');
  expect((await request.post(`/api/admin/ebooks/${book.id}/approval`, { headers: admin, data: { approval_status: 'approved' } })).status()).toBe(200);
  return book.id;
}
