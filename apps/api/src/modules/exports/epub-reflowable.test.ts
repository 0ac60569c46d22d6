import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookPage } from '@folio/shared';
import { ebooks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { localStorage } from '../../lib/storage/local.ts';
import { makeMp3, makeWebm } from '../uploads/fixtures/media.ts';
import { readExportBook, type ExportBook } from './book.ts';
import { buildReflowableEpub, sectionOrder } from './epub-reflowable.ts';
import { epubQuestionsScript, epubReadingScript } from './export-scripts.ts';
import { storedBookFiles, type BookFiles } from './files.ts';
import { everyElementPages, WORDS } from './fixtures/books.ts';
import { aceAll, buildExportScripts, EPUB_SCRIPTS, epubcheck, FIXTURE_SCRIPTS } from './fixtures/epub-validators.ts';

const FILES = { picture: '/uploads/image/river.png', sound: '/uploads/audio/rain.mp3', video: '/uploads/video/rain.webm' };
/** The site an export is asked at: its pages' reading goes to its events route. */
const SITE = 'https://books.example.com';
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:01.000\nRain falls.\n';

/** The book of every element type, its first page in an order of the author's, its video captioned, a passage in Japanese. */
function everyElementBook(language: 'en' | 'ar'): ExportBook {
  const pages = everyElementPages(WORDS[language], FILES) as BookPage[];
  const first = pages[0]!;
  first.elements = first.elements.map((e) => (e.type === 'video' ? { ...e, captions: CAPTIONS } : e.type === 'link' ? { ...e, lang: 'ja' } : e));
  // The author reads the text before the heading.
  first.readingOrder = [first.elements[1]!.id, first.elements[0]!.id];
  return {
    id: '0d7c6a2e-1b9f-4c3e-9a51-6f2d8e4b7c10',
    slug: `every-element-${language}`,
    title: language === 'ar' ? 'كتاب كل العناصر' : 'Every element',
    description: '',
    authors: ['Ada'],
    publisher: null,
    size: { width: 600, height: 800 },
    pages,
    cover: null,
    language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    modified: new Date('2026-01-01T00:00:00Z'),
  };
}

/** The stored files as the export reads them: a picture, a sound and a video of the types reading systems take. */
async function fakeFiles(): Promise<BookFiles> {
  const png = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3b82f6' } }).png().toBuffer());
  const made: Record<string, { name: string; type: string; bytes: Uint8Array }> = {
    [FILES.picture]: { name: 'files/image-river.png', type: 'image/png', bytes: png },
    [FILES.sound]: { name: 'files/audio-rain.mp3', type: 'audio/mpeg', bytes: new Uint8Array(makeMp3(40)) },
    [FILES.video]: { name: 'files/video-rain.webm', type: 'video/webm', bytes: new Uint8Array(makeWebm()) },
  };
  return { referencedBy: () => Object.keys(made), read: async (url) => made[url] ?? null, readAsStored: async (url) => made[url] ?? null };
}

describe('a reflowable EPUB', () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-reflow-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should follow the reading order: the author\'s where the page has one, top to bottom otherwise, leaving out shapes, lines and hidden elements', () => {
    const book = everyElementBook('en');
    const [first, second] = book.pages;
    const order = sectionOrder(first!, false).map((e) => e.type);
    expect(order.slice(0, 2)).toEqual(['text', 'heading']);
    expect(order).not.toContain('shape');
    expect(order).not.toContain('line');
    const shuffled = { ...second!, elements: [...second!.elements].reverse(), readingOrder: undefined };
    expect(sectionOrder(shuffled, false).map((e) => e.id)).toEqual(second!.elements.map((e) => e.id));
    const hidden = { ...second!, elements: second!.elements.map((e, i) => (i === 0 ? { ...e, style: { hidden: true } } : e)) };
    expect(sectionOrder(hidden, false)).toHaveLength(second!.elements.length - 1);
  });

  it('should write each page as flowing HTML: no positions or sizes, pictures described, captions as a track, languages marked, a page list and contents', async () => {
    const zip = unzipSync(await buildReflowableEpub(everyElementBook('en'), await fakeFiles(), await epubQuestionsScript(FIXTURE_SCRIPTS, 'en')));
    const text = (name: string) => strFromU8(zip[`EPUB/${name}`]!);
    const one = text('section-0001.xhtml');
    const two = text('section-0002.xhtml');
    for (const page of [one, two, text('title.xhtml')]) {
      expect(page).not.toMatch(/position:\s*absolute/);
      expect(page).not.toMatch(/ style="/);
      expect(page).not.toContain('<svg');
    }
    expect(text('title.xhtml')).toMatch(/<h1 id="book-title">Every element<\/h1>/);
    // The author's order: the text, then the heading.
    expect(one.indexOf(WORDS.en.text.slice(0, 20))).toBeLessThan(one.indexOf('<h2'));
    expect(one).toContain('<span epub:type="pagebreak" role="doc-pagebreak" id="pb-1" aria-label="1"></span>');
    expect(one).toContain(`<figure><img src="files/image-river.png" alt="${WORDS.en.alt}"/></figure>`);
    expect(one).toContain('<img src="files/image-river.png" alt="" role="presentation"/>');
    expect(one).toMatch(/<video src="files\/video-rain.webm" controls="controls" preload="none" aria-label="Rain sounds"><track kind="captions" src="captions-video-\d+.vtt" srclang="en"/);
    expect(one).toMatch(/<div id="e-link-\d+" lang="ja" xml:lang="ja">/);
    expect(one).toMatch(/href="section-0002.xhtml#page-page-2"/);
    expect(one).toMatch(/<span id="mo-1">/);
    expect(text('section-0001.smil')).toContain('section-0001.xhtml#mo-1');
    expect(two).toMatch(/<fieldset dir="auto" data-question="[^"]*"><legend>Where does rain come from\?<\/legend><ul><li>Clouds<\/li>/);
    expect(two).toContain('<script type="text/javascript" src="epub-questions.js"></script>');
    expect(two).toMatch(/<dl dir="auto" tabindex="0" data-cards="data-cards"><div><dt>Evaporation<\/dt><dd>Water turning into vapour<\/dd>/);
    const nav = text('nav.xhtml');
    expect(nav).toMatch(/<nav epub:type="page-list" role="doc-pagelist"[^>]*>.*<li><a href="section-0001.xhtml#pb-1">1<\/a><\/li>\s*<li><a href="section-0002.xhtml#pb-2">2<\/a>/s);
    expect(nav).toMatch(/<a href="section-0001.xhtml#e-heading-\d+">Rivers and rain<\/a>/);
    const opf = text('package.opf');
    expect(opf).toContain('<meta property="rendition:layout">reflowable</meta>');
    expect(opf).not.toContain('pre-paginated');
    // Its page list's numbers are the fixed-layout edition's, which it names as its source.
    expect(opf).toContain('<dc:source id="page-source">urn:uuid:0d7c6a2e-1b9f-4c3e-9a51-6f2d8e4b7c10</dc:source>');
    expect(opf).toContain('<meta refines="#page-source" property="source-of">pagination</meta>');
    expect(opf).toContain('<dc:identifier id="book-id">urn:folio:reflowable:0d7c6a2e-1b9f-4c3e-9a51-6f2d8e4b7c10</dc:identifier>');
    expect(opf).toMatch(/<item id="vtt\d+" href="captions-video-\d+.vtt" media-type="text\/vtt"\/>/);
    for (const feature of ['pageNavigation', 'tableOfContents', 'alternativeText', 'synchronizedAudioText', 'displayTransformability', 'captions']) {
      expect(opf).toContain(`<meta property="schema:accessibilityFeature">${feature}</meta>`);
    }
    // The sound has no transcript: no claim of WCAG conformance.
    expect(opf).not.toContain('dcterms:conformsTo');
  });

  it('should load the reading script in every page, with its book, its page and the site\'s events route, and say the pages are scripted; without a site, none', async () => {
    const book = everyElementBook('en');
    const zip = unzipSync(await buildReflowableEpub(book, await fakeFiles(), null, undefined, await epubReadingScript(FIXTURE_SCRIPTS, SITE)));
    for (const [i] of book.pages.entries()) {
      const name = `section-${String(i + 1).padStart(4, '0')}.xhtml`;
      expect(strFromU8(zip[`EPUB/${name}`]!)).toContain(`<script type="text/javascript" src="epub-reading.js" data-book="${book.id}" data-page="${i + 1}" data-events="${SITE}/api/public/events"></script>`);
      expect(strFromU8(zip['EPUB/package.opf']!)).toMatch(new RegExp(`<item id="s${i + 1}" href="${name}" media-type="application/xhtml\\+xml" properties="scripted"`));
    }
    expect(strFromU8(zip['EPUB/epub-reading.js']!)).toContain('dataset.reading');
    expect(strFromU8(zip['EPUB/package.opf']!)).toContain('<item id="reading" href="epub-reading.js" media-type="text/javascript"/>');
    // No questions script without questions' script given: the reading script alone does not bring it.
    expect(zip['EPUB/epub-questions.js']).toBeUndefined();

    const unsited = unzipSync(await buildReflowableEpub(book, await fakeFiles(), null, undefined, await epubReadingScript(FIXTURE_SCRIPTS, null)));
    expect(strFromU8(unsited['EPUB/section-0001.xhtml']!)).not.toContain('epub-reading.js');
    expect(unsited['EPUB/epub-reading.js']).toBeUndefined();
  });

  it('should claim EPUB Accessibility 1.1 (WCAG 2.1 AA) where every picture, sound and video has its text alternative, and say what a book without media lacks: no hazard', async () => {
    const book = everyElementBook('en');
    book.pages = book.pages.map((page) => ({ ...page, narration: undefined, elements: page.elements.filter((e) => e.type !== 'audio' && e.type !== 'video') }));
    const opf = strFromU8(unzipSync(await buildReflowableEpub(book, await fakeFiles(), null))['EPUB/package.opf']!);
    expect(opf).toContain('<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>');
    expect(opf).toContain('<meta property="schema:accessibilityHazard">none</meta>');
    expect(opf).toContain('<meta property="schema:accessModeSufficient">textual</meta>');
  });

  it('should write an Arabic book right to left, in Arabic', async () => {
    const zip = unzipSync(await buildReflowableEpub(everyElementBook('ar'), await fakeFiles(), null));
    expect(strFromU8(zip['EPUB/section-0001.xhtml']!)).toContain('lang="ar" xml:lang="ar" dir="rtl"');
    expect(strFromU8(zip['EPUB/package.opf']!)).toContain('<spine page-progression-direction="rtl">');
  });

  /** Every demo book, and the book of every element type in English and Arabic, through the real validators. */
  describe.skipIf(process.env.FOLIO_TEST_DB === 'postgres')('every demo book', () => {
    let demo: TestApp;
    const paths: string[] = [];
    let scripts: string;

    beforeAll(async () => {
      scripts = buildExportScripts(join(dir, 'scripts'), EPUB_SCRIPTS);
      demo = await createTestApp({}, { data: 'demo' });
      const files = storedBookFiles(localStorage(demo.config.uploadsDir));
      for (const { id, slug, bookType } of await demo.db.select({ id: ebooks.id, slug: ebooks.slug, bookType: ebooks.bookType }).from(ebooks)) {
        if (bookType === 'pdf') continue;
        const book = (await readExportBook(demo.db, id))!;
        const path = join(dir, `${slug}.epub`);
        writeFileSync(path, await buildReflowableEpub(book, files, await epubQuestionsScript(scripts, book.language), undefined, await epubReadingScript(scripts, SITE)));
        paths.push(path);
      }
      for (const language of ['en', 'ar'] as const) {
        const path = join(dir, `every-element-${language}.epub`);
        writeFileSync(path, await buildReflowableEpub(everyElementBook(language), await fakeFiles(), await epubQuestionsScript(scripts, language), undefined, await epubReadingScript(scripts, SITE)));
        paths.push(path);
      }
      expect(paths.length).toBeGreaterThan(20);
    }, 300_000);
    afterAll(async () => {
      await demo?.close();
    });

    it('should pass W3C EPUBCheck with no error and no warning', () => {
      const { results, messages } = epubcheck(paths);
      expect(messages).toEqual([]);
      for (const path of paths) expect(results[path], path).toEqual([0, 0, 0]);
    }, 600_000);

    it('should pass DAISY Ace with no critical or serious violation, and declare its accessibility', async () => {
      // Every book, one per core at a time (a few seconds each).
      const audits = await aceAll(paths, dir);
      expect(audits.flatMap(({ path, violations }) => violations.filter((v) => /^(critical|serious)/.test(v)).map((v) => `${path}: ${v}`))).toEqual([]);
      for (const { path, metadata } of audits) {
        expect(metadata, path).toEqual(expect.arrayContaining(['schema:accessMode', 'schema:accessModeSufficient', 'schema:accessibilityFeature', 'schema:accessibilityHazard', 'schema:accessibilitySummary']));
      }
    }, 900_000);
  });
});
