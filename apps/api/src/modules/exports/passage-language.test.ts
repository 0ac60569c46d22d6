import { strFromU8, unzipSync } from 'fflate';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageToHtml, type BookPage } from '@folio/shared';
import { sanitizeRichText } from '../pages/rich-text.ts';
import type { ExportBook } from './book.ts';
import { buildEpub } from './epub.ts';
import { buildReflowableEpub } from './epub-reflowable.ts';
import type { BookFiles } from './files.ts';
import { exportLabels } from './labels.ts';
import { wrapSentences } from './media-overlays.ts';
import { buildPdf, tagLanguages } from './pdf.ts';

/** A text of an English book that quotes French and Arabic, each passage marked with its language (issue 54). */
const HTML = '<p>She said <span lang="fr">bonjour</span> and <span lang="ar" style="color:#b91c1c">مرحبا</span>.</p>';
const page: BookPage = {
  id: 'p1',
  name: 'Greetings',
  elements: [{ id: 't1', type: 'text', position: { x: 20, y: 20 }, size: { width: 400, height: 100 }, style: {}, html: HTML }],
  layout: { gutter: 50, columns: 2 },
  style: {},
};
const book: ExportBook = {
  id: '5b0f4c7e-2d1a-4e8b-9c3f-7a6d5e4c3b21',
  slug: 'greetings',
  title: 'Greetings',
  description: '',
  authors: ['Ada'],
  publisher: null,
  size: { width: 600, height: 800 },
  pages: [page],
  cover: null,
  language: 'en',
  direction: 'ltr',
  modified: new Date('2026-01-01T00:00:00Z'),
};
const noFiles: BookFiles = { referencedBy: () => [], read: async () => null, readAsStored: async () => null };

/** The /Lang of each structure element of a tagged PDF that has one, in the tree's order. */
function structureLanguages(doc: PDFDocument): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    const value = node instanceof PDFRef ? doc.context.lookup(node) : node;
    if (value instanceof PDFArray) return value.asArray().forEach(walk);
    if (!(value instanceof PDFDict)) return;
    const lang = value.lookupMaybe(PDFName.of('Lang'), PDFString);
    if (lang) found.push(lang.decodeText());
    walk(value.get(PDFName.of('K')));
  };
  walk(doc.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict).get(PDFName.of('K')));
  return found;
}

/** The page's document of an EPUB (the only XHTML holding the text). */
const pageOf = (epub: Uint8Array) => {
  const zip = unzipSync(epub);
  const name = Object.keys(zip).find((n) => n.endsWith('.xhtml') && strFromU8(zip[n]!).includes('bonjour'));
  return strFromU8(zip[name!]!);
};

describe("a passage marked with its language in a text's words", () => {
  it('should keep its lang, and say it as XML does too (xml:lang), in both EPUBs', async () => {
    const fixed = pageOf(await buildEpub(book, noFiles, null));
    const reflowable = pageOf(await buildReflowableEpub(book, noFiles, null));
    for (const xhtml of [fixed, reflowable]) expect(xhtml).toContain('<span lang="fr" xml:lang="fr">bonjour</span>');
    expect(fixed).toContain('<span lang="ar" style="color:#b91c1c" xml:lang="ar">مرحبا</span>');
    // A reflowable book's text takes the reading system's styles.
    expect(reflowable).toContain('<span lang="ar" xml:lang="ar">مرحبا</span>');
  });

  it('should keep its lang in the PDF\'s static HTML, and when its sentence is cut for read-along', () => {
    const html = tagLanguages(pageToHtml(page, book.size, { richText: sanitizeRichText, fileUrl: () => null, labels: exportLabels('en') }), 'en');
    expect(html).toContain('<span lang="fr">bonjour</span>');
    // The Arabic run is tagged again, as any Arabic of an English book is (tagLanguages): the same language, harmless.
    expect(html).toContain('<span lang="ar" style="color:#b91c1c"><span lang="ar">مرحبا</span></span>');
    const { html: narrated } = wrapSentences(page.elements[0]!, sanitizeRichText(HTML), [{ element: 't1', sentence: 0, start: 0, end: 1, id: 'mo-1' }], 'en');
    expect(narrated).toContain('<span lang="fr"><span>bonjour</span></span>');
  });

  // The PDF is made once, on the embedded database's run (as exports.test.ts does): it does not depend on the database.
  it.skipIf(process.env.FOLIO_TEST_DB === 'postgres')('should give its structure element in the tagged PDF its /Lang', async () => {
    const doc = await PDFDocument.load(await buildPdf(book, noFiles, process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));
    // The document's language, then French, then Arabic (the author's span and the run tagLanguages found in it).
    expect([...new Set(structureLanguages(doc))]).toEqual(['en', 'fr', 'ar']);
  }, 120_000);
});
