import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankLayerPage, EXPORT_MESSAGES, OFFLINE_PACKAGE, pdfPageId, type BookElement, type BookExport, type BookPage, type OfflineBook } from '@folio/shared';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookApi } from '../ebooks/fixtures/books.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { insertPages } from '../pages/store.ts';
import { uploadAs } from '../uploads/fixtures/files.ts';
import { makeWebm } from '../uploads/fixtures/media.ts';

/** Stand-ins for the offline reader and its pdf.js as the web build makes them (e2e/pdf-offline.spec.ts opens the real ones). */
const FIXTURE_SCRIPTS = fileURLToPath(new URL('./fixtures/export-scripts', import.meta.url));

const element = (id: string, type: BookElement['type'], fields: Record<string, unknown>): BookElement => ({
  id,
  type,
  position: { x: 100, y: 100 },
  size: { width: 300, height: 200 },
  style: {},
  ...fields,
});

describe('the offline flipbook of a PDF book', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  let authorId: string;
  const dir = mkdtempSync(join(tmpdir(), 'folio-offline-pdf-'));
  const startExport = (id: string) => api.call('POST', `/${id}/exports`, author, { format: 'offline' });

  /** A PDF book of the author's, its layer the given pages (stored as the page API stores them). */
  async function pdfBook(layer: BookPage[]) {
    const book = await insertBook(t, { pdfPages: 3, createdBy: authorId, status: 'draft' });
    await insertPages(t.db, 'ebook', book.id, layer, t.config.bookMaxBytes);
    return book;
  }

  async function settled(id: string): Promise<BookExport> {
    let latest: BookExport | undefined;
    await expect
      .poll(async () => {
        latest = ((await api.call('GET', `/${id}/exports`, author)).json().data as BookExport[]).find((e) => e.format === 'offline');
        return latest?.status;
      }, { timeout: 30_000, interval: 200 })
      .toMatch(/^(done|failed)$/);
    return latest!;
  }

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, exportScriptsDir: FIXTURE_SCRIPTS });
    api = ebookApi(t);
    author = await t.login('author@folio.test');
    authorId = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'author@folio.test')))[0]!.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should pack the PDF once, as the script the reader reads its bytes from, with pdf.js, its files and the layer', async () => {
    const video = (await uploadAs(t, author, 'video', makeWebm(), 'river.webm', 'video/webm')).json().data.url as string;
    const layer = [
      { ...blankLayerPage(pdfPageId(1)), elements: [element('to-three', 'link', { text: 'To page three', page: pdfPageId(3) }), element('river', 'video', { src: video, title: 'A river' })] },
    ];
    const book = await pdfBook(layer);
    // A file past the 3 MB the script is encoded by, and of no multiple of 3 bytes: the chunks' ends must join.
    appendFileSync(join(t.config.uploadsDir, book.pdfFile!.slice('/uploads/'.length)), randomBytes(3 * 1024 * 1024 + 7));
    expect((await startExport(book.id)).statusCode).toBe(202);
    const done = await settled(book.id);
    expect(done, done.error ?? '').toMatchObject({ status: 'done', progress: 100 });
    const zip = (await api.call('GET', `/${book.id}/exports/${done.id}/file`, author)).rawPayload;
    const files = unzipSync(zip);
    const folder = Object.keys(files)[0]!.split('/')[0]!;
    const at = (name: string) => files[`${folder}/${name}`];

    // pdf.js and the PDF load, as classic scripts, before the reader that opens it.
    const html = strFromU8(at('index.html')!);
    const scripts = [...html.matchAll(/<script src="([^"]*)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([OFFLINE_PACKAGE.book, OFFLINE_PACKAGE.pdfReader, OFFLINE_PACKAGE.pdf, OFFLINE_PACKAGE.script]);
    expect(html).not.toContain('type="module"');

    // The PDF's bytes, whole, in base64, in the one script; not beside it as a file too.
    const pdf = readFileSync(join(t.config.uploadsDir, book.pdfFile!.slice('/uploads/'.length)));
    const script = strFromU8(at(OFFLINE_PACKAGE.pdf)!);
    const [, base64] = /^window\.FOLIO_PDF = "([A-Za-z0-9+/=]+)";\n$/.exec(script) ?? [];
    expect(Buffer.compare(Buffer.from(base64!, 'base64'), pdf)).toBe(0);
    const names = Object.keys(files).map((name) => name.slice(folder.length + 1));
    expect(names.filter((name) => name.endsWith('.pdf'))).toEqual([]);
    expect(Object.keys(files).filter((name) => Buffer.compare(Buffer.from(files[name]!), pdf) === 0)).toEqual([]);

    // pdf.js as built, and its CMaps (fonts, decoders) as scripts the reader loads when a PDF asks for one.
    expect(strFromU8(at(OFFLINE_PACKAGE.pdfReader)!)).toContain('window.FolioPdfjs');
    expect(names).toContain(`${OFFLINE_PACKAGE.pdfAssets}/cmaps/Adobe-Japan1-UCS2.bcmap.js`);

    // The layer as the reader draws it over the pages, with its video in the package; no drawing of the first page
    // from the site, which is not there.
    const bookScript = strFromU8(at(OFFLINE_PACKAGE.book)!);
    const packed = JSON.parse(bookScript.slice(bookScript.indexOf('=') + 1).trim().replace(/;$/, '')) as OfflineBook;
    expect(packed.reading.book).toMatchObject({ id: book.id, book_type: 'pdf' });
    expect(packed.reading.pdf_url).toBe(`/api/public/ebooks/${book.id}/pdf`);
    expect(packed.reading.pdf_first_page).toBeNull();
    expect(packed.pages.map((page) => page.id)).toEqual([pdfPageId(1)]);
    expect(packed.pages[0]!.elements.map((e) => e.type)).toEqual(['link', 'video']);
    expect(at(packed.files[video]!)!.byteLength).toBeGreaterThan(0);
  });

  it('should say so when the PDF reader has not been built, and still refuse an EPUB', async () => {
    const book = await pdfBook([]);
    expectError(await api.call('POST', `/${book.id}/exports`, author, { format: 'epub' }), 422, EXPORT_MESSAGES.pdfBook);
    // An offline reader built without its pdf.js (an older build): an e-book's flipbook only.
    const scripts = join(dir, 'no-pdf');
    cpSync(FIXTURE_SCRIPTS, scripts, { recursive: true });
    rmSync(join(scripts, OFFLINE_PACKAGE.pdfReader));
    const older = await createTestApp({ exportScriptsDir: scripts });
    try {
      const token = await older.login('author@folio.test');
      const ownerId = (await older.db.select({ id: users.id }).from(users).where(eq(users.email, 'author@folio.test')))[0]!.id;
      const other = await insertBook(older, { pdfPages: 2, createdBy: ownerId, status: 'draft' });
      expectError(await ebookApi(older).call('POST', `/${other.id}/exports`, token, { format: 'offline' }), 422, EXPORT_MESSAGES.offlineUnavailable);
      const ebook = await ebookApi(older).make(token);
      expect((await ebookApi(older).call('POST', `/${ebook.id}/exports`, token, { format: 'offline' })).statusCode).toBe(202);
    } finally {
      await older.close();
    }
  });
});
