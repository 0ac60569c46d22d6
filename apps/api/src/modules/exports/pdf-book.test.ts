import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { degrees, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, type PDFNumber, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankLayerPage, EXPORT_MESSAGES, pdfPageId, type BookElement, type BookExport, type BookPage } from '@folio/shared';
import { ebooks, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookApi } from '../ebooks/fixtures/books.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { insertPages } from '../pages/store.ts';

/**
 * A PDF of three pages unlike each other, as publishers' PDFs are: the first 600 × 800 pt with a link of its own;
 * the second smaller and its MediaBox away from the origin; the third turned a quarter clockwise (/Rotate 90).
 */
async function publishersPdf() {
  const doc = await PDFDocument.create();
  const first = doc.addPage([600, 800]);
  first.drawText('Words of the first page', { x: 50, y: 700, size: 20 });
  const own = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [10, 10, 50, 50], Border: [0, 0, 0], A: { S: 'URI', URI: PDFString.of('https://own.example/') } });
  first.node.addAnnot(doc.context.register(own));
  const second = doc.addPage([300, 500]);
  second.setMediaBox(100, 50, 300, 500);
  second.drawText('Second page', { x: 120, y: 400, size: 20 });
  doc.addPage([600, 800]).setRotation(degrees(90));
  return Buffer.from(await doc.save());
}

const element = (id: string, type: BookElement['type'], box: [number, number, number, number], fields: Record<string, unknown>): BookElement => ({
  id,
  type,
  position: { x: box[0], y: box[1] },
  size: { width: box[2], height: box[3] },
  style: {},
  ...fields,
});

const layerPage = (n: number, elements: BookElement[]): BookPage => ({ ...blankLayerPage(pdfPageId(n)), elements });

/** The Link annotations of a page: where each is and what it does. */
function linksOf(doc: PDFDocument, page: PDFPage) {
  const annots = page.node.Annots() ?? PDFArray.withContext(doc.context);
  return annots.asArray().map((ref) => doc.context.lookup(ref, PDFDict)).filter((annot) => annot.get(PDFName.of('Subtype')) === PDFName.of('Link')).map((annot) => {
    const action = annot.lookup(PDFName.of('A'), PDFDict);
    const uri = action.lookup(PDFName.of('URI'));
    const dest = action.lookup(PDFName.of('D'));
    const contents = annot.lookup(PDFName.of('Contents'));
    return {
      contents: contents instanceof PDFString || contents instanceof PDFHexString ? contents.decodeText() : undefined,
      rect: annot.lookup(PDFName.of('Rect'), PDFArray).asArray().map((n) => (n as PDFNumber).asNumber()),
      border: annot.lookup(PDFName.of('Border'), PDFArray)?.asArray().map((n) => (n as PDFNumber).asNumber()),
      action: action.get(PDFName.of('S'))?.toString(),
      uri: uri instanceof PDFString || uri instanceof PDFHexString ? Buffer.from(uri.asBytes()).toString('latin1') : undefined,
      dest: dest instanceof PDFArray ? dest.asArray() : undefined,
    };
  });
}

describe('the PDF export of a PDF book', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  let authorId: string;
  const dir = mkdtempSync(join(tmpdir(), 'folio-pdf-book-'));
  const startExport = (id: string, format: string) => api.call('POST', `/${id}/exports`, author, { format });

  /** A PDF book of the author's: its file the given PDF, its layer the given pages (stored as the page API stores them). */
  async function pdfBook(pdf: Buffer, pageCount: number, layer: BookPage[]) {
    const book = await insertBook(t, { pdfPages: pageCount, createdBy: authorId, status: 'draft' });
    writeFileSync(join(t.config.uploadsDir, book.pdfFile!.slice('/uploads/'.length)), pdf);
    await insertPages(t.db, 'ebook', book.id, layer, t.config.bookMaxBytes);
    return book;
  }

  /** Exports the book as PDF and answers the file made. */
  async function exported(id: string) {
    const started = await startExport(id, 'pdf');
    expect(started.statusCode, started.body).toBe(202);
    let latest: BookExport | undefined;
    await expect
      .poll(async () => {
        latest = ((await api.call('GET', `/${id}/exports`, author)).json().data as BookExport[]).find((e) => e.format === 'pdf');
        return latest?.status;
      }, { timeout: 30_000, interval: 200 })
      .toMatch(/^(done|failed)$/);
    expect(latest, latest?.error ?? '').toMatchObject({ status: 'done' });
    const file = await api.call('GET', `/${id}/exports/${latest!.id}/file`, author);
    expect(file.headers['content-type']).toBe('application/pdf');
    return file.rawPayload;
  }

  beforeAll(async () => {
    // No Chromium: a PDF book's PDF is not drawn.
    t = await createTestApp({ ...NO_IP_LIMIT, chromiumPath: null });
    api = ebookApi(t);
    author = await t.login('author@folio.test');
    authorId = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'author@folio.test')))[0]!.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("should be the book's PDF with the layer's links where they were put, to a web address or a page, its own link kept", async () => {
    const book = await pdfBook(await publishersPdf(), 3, [
      layerPage(1, [
        element('web', 'link', [80, 40, 160, 40], { text: 'Site', url: 'https://example.org/a(b' }),
        element('to-2', 'link', [0, 400, 200, 100], { text: 'Page 2', page: 'pdf-page-2' }),
        element('words', 'text', [0, 0, 300, 100], { html: '<p>Not a link</p>' }),
        element('script', 'link', [0, 0, 10, 10], { text: 'Bad', url: 'javascript:alert(1)' }),
        element('nowhere', 'link', [0, 0, 10, 10], { text: 'Gone', page: 'pdf-page-9' }),
      ]),
      layerPage(2, [element('mail', 'link', [400, 800, 160, 80], { text: 'Write', url: 'mailto:desk@example.org' })]),
      layerPage(3, [element('turned', 'link', [100, 50, 200, 100], { text: 'Back', page: 'pdf-page-1' })]),
    ]);
    const bytes = await exported(book.id);
    const doc = await PDFDocument.load(bytes);
    const pages = doc.getPages();
    expect(pages).toHaveLength(3);
    // The layer's box is the first page at 96/72: 800 px wide for its 600 pt, so 0.75 pt a pixel, from its top.
    const [own, web, toTwo] = linksOf(doc, pages[0]!);
    expect(linksOf(doc, pages[0]!)).toHaveLength(3);
    expect(own).toMatchObject({ rect: [10, 10, 50, 50], uri: 'https://own.example/' });
    expect(web).toMatchObject({ action: '/URI', uri: 'https://example.org/a(b', border: [0, 0, 0], contents: 'Site' });
    web!.rect.forEach((n, i) => expect(n).toBeCloseTo([60, 740, 180, 770][i]!));
    expect(toTwo).toMatchObject({ action: '/GoTo', border: [0, 0, 0], contents: 'Page 2' });
    expect(toTwo!.dest).toEqual([pages[1]!.ref, PDFName.of('Fit')]);
    toTwo!.rect.forEach((n, i) => expect(n).toBeCloseTo([0, 425, 150, 500][i]!));
    // The second page, 300 pt wide, is drawn at the first's width: 0.375 pt a pixel, from its MediaBox's corner (100, 550).
    const [mail] = linksOf(doc, pages[1]!);
    expect(mail).toMatchObject({ action: '/URI', uri: 'mailto:desk@example.org' });
    mail!.rect.forEach((n, i) => expect(n).toBeCloseTo([250, 220, 310, 250][i]!));
    // The third, turned, shows 800 pt wide: a pixel is a point, and the shown page's top left is its bottom left.
    const [turned] = linksOf(doc, pages[2]!);
    expect(turned!.dest).toEqual([pages[0]!.ref, PDFName.of('Fit')]);
    turned!.rect.forEach((n, i) => expect(n).toBeCloseTo([50, 100, 150, 300][i]!));
    // The PDF's own text stays text.
    const path = join(dir, 'exported.pdf');
    writeFileSync(path, bytes);
    expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' })).toMatch(/Words of the first page[\s\S]*Second page/);
  });

  it('should be the stored PDF itself when the layer has no link', async () => {
    const pdf = await publishersPdf();
    const book = await pdfBook(pdf, 3, [layerPage(1, [element('words', 'text', [0, 0, 300, 100], { html: '<p>Words</p>' })])]);
    expect(Buffer.compare(await exported(book.id), pdf)).toBe(0);
  });

  it('should refuse an EPUB (made of pages), and a PDF book without its file, with a message', async () => {
    const book = await pdfBook(await publishersPdf(), 3, []);
    expectError(await startExport(book.id, 'epub'), 422, EXPORT_MESSAGES.pdfBook);
    // Its offline flipbook is made (offline-pdf.test.ts).
    await t.db.update(ebooks).set({ pdfFile: null }).where(eq(ebooks.id, book.id));
    expectError(await startExport(book.id, 'pdf'), 422, EXPORT_MESSAGES.noPages);
  });
});
