import { zipSync, type Zippable } from 'fflate';
import { EXPORT_SCRIPTS, htmlTag, type StaticHtmlContext } from '@folio/shared';
import { sanitizeRichText } from '../pages/rich-text.ts';
import type { ExportBook } from './book.ts';
import type { BookFile, BookFiles } from './files.ts';
import { fontFacesFor } from './fonts.ts';
import { exportLabels } from './labels.ts';
import { lettersOf } from './letters.ts';
import { ACTIVE_CLASS, clock } from './media-overlays.ts';
import type { QuestionsScript, ReadingScript } from './export-scripts.ts';
import { escapeXml, toXhtml } from './xhtml.ts';

/**
 * What the two EPUB 3 exports share (docs/decisions/013-exports.md): the fixed-layout one (epub.ts) and the
 * reflowable one (epub-reflowable.ts) differ in how a page is written; the zip, the package document, the
 * container, the files, fonts, scripts and Media Overlays' metadata are the same.
 */

/** Rich text as the server cleans it, then as XML (its blocks' spacing is PAGE_CSS's). */
const richText = (html: string) => toXhtml(sanitizeRichText(html));

export const STYLESHEET_LINKS = '<link rel="stylesheet" type="text/css" href="fonts.css"/>\n<link rel="stylesheet" type="text/css" href="style.css"/>';

export function xhtmlDocument(book: ExportBook, title: string, head: string, body: string, bodyAttrs = '') {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${book.language}" xml:lang="${book.language}" dir="${book.direction}">
<head>
<meta charset="UTF-8"/>
<title>${escapeXml(title)}</title>
${head}
</head>
<body${bodyAttrs}>
${body}
</body>
</html>
`;
}

interface Manifested {
  id: string;
  href: string;
  type: string;
  properties?: string;
  /** The id of the item's Media Overlay (its SMIL document). */
  overlay?: string;
}

/** A page's Media Overlay, once made. */
interface Overlay {
  id: string;
  href: string;
  seconds: number;
}

/**
 * The Media Overlays' metadata: each overlay's length, the book's (their sum, as EPUBCheck checks it) and the class
 * that lights the sentence being read.
 */
function overlayMetadata(overlays: readonly Overlay[]): string {
  if (!overlays.length) return '';
  const total = overlays.reduce((sum, o) => sum + o.seconds, 0);
  return [
    ...overlays.map((o) => `<meta property="media:duration" refines="#${o.id}">${clock(o.seconds)}</meta>`),
    `<meta property="media:duration">${clock(total)}</meta>`,
    `<meta property="media:active-class">${ACTIVE_CLASS}</meta>`,
  ].join('\n    ');
}

/** How the package is laid out: its rendition metadata and its accessibility metadata (each export says its own). */
export interface PackageLayout {
  rendition: string;
  accessibility: string;
  /** The package's identifier, when not the book's id (another edition of the same book). */
  identifier?: string;
}

function packageDocument(book: ExportBook, manifest: Manifested[], spine: string[], coverId: string | null, overlays: string, layout: PackageLayout) {
  const modified = book.modified.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const creators = book.authors.map((name, i) => `<dc:creator id="creator-${i + 1}">${escapeXml(name)}</dc:creator>`).join('\n    ');
  const items = manifest.map((m) => `<item id="${m.id}" href="${escapeXml(m.href)}" media-type="${m.type}"${m.properties ? ` properties="${m.properties}"` : ''}${m.overlay ? ` media-overlay="${m.overlay}"` : ''}/>`).join('\n    ');
  const direction = book.direction === 'rtl' ? ' page-progression-direction="rtl"' : ' page-progression-direction="ltr"';
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${book.language}" prefix="rendition: http://www.idpf.org/vocab/rendition/# schema: http://schema.org/">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${escapeXml(layout.identifier ?? `urn:uuid:${book.id}`)}</dc:identifier>
    <dc:title>${escapeXml(book.title)}</dc:title>
    <dc:language>${book.language}</dc:language>
    ${creators}
    ${book.publisher ? `<dc:publisher>${escapeXml(book.publisher)}</dc:publisher>` : ''}
    ${book.description ? `<dc:description>${escapeXml(book.description)}</dc:description>` : ''}
    <meta property="dcterms:modified">${modified}</meta>
    ${layout.rendition}
    ${coverId ? `<meta name="cover" content="${coverId}"/>` : ''}
    ${layout.accessibility}
    ${overlays}
  </metadata>
  <manifest>
    ${items}
  </manifest>
  <spine${direction}>
    ${spine.map((id) => `<itemref idref="${id}"/>`).join('\n    ')}
  </spine>
</package>
`;
}

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

export const encoder = new TextEncoder();

/**
 * An EPUB under way: its zip, manifest and spine, and the book's stored files read once. `files` gives the stored
 * pictures and media in a type every reading system takes (see files.ts); a file that is gone leaves its element
 * out rather than a broken reference.
 */
export async function startEpub(book: ExportBook, files: BookFiles, questions: QuestionsScript | null, reading: ReadingScript | null) {
  const labels = exportLabels(book.language);
  const loaded = new Map<string, BookFile | null>();
  const load = async (url: string) => {
    if (!loaded.has(url)) loaded.set(url, await files.read(url));
    return loaded.get(url) ?? null;
  };
  for (const url of files.referencedBy(book)) await load(url);
  const cover = book.cover ? await load(book.cover) : null;
  const ctx: StaticHtmlContext = {
    richText,
    fileUrl: (url) => loaded.get(url)?.name ?? null,
    labels,
    interactive: questions !== null,
  };
  const zip: Zippable = {
    mimetype: [encoder.encode('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': encoder.encode(CONTAINER),
  };
  const manifest: Manifested[] = [
    { id: 'nav', href: 'nav.xhtml', type: 'application/xhtml+xml', properties: 'nav' },
    { id: 'style', href: 'style.css', type: 'text/css' },
  ];
  return { labels, load, loaded, cover, ctx, zip, manifest, spine: [] as string[], overlays: [] as Overlay[], reading };
}

/**
 * The scripts a page's document loads: the questions script where the page has questions or cards, and the reading
 * script (its book, its page from 1, the site's events route) in every page of a book that reports its reading.
 */
export function pageScripts(book: ExportBook, epub: EpubUnderWay, index: number, questions: boolean): { tags: string; scripted: boolean } {
  const tags = [
    questions && `<script type="text/javascript" src="${EXPORT_SCRIPTS.epubQuestions}"></script>`,
    epub.reading && htmlTag('script', { type: 'text/javascript', src: EXPORT_SCRIPTS.epubReading, 'data-book': book.id, 'data-page': String(index + 1), 'data-events': epub.reading.eventsUrl }, ''),
  ].filter(Boolean);
  return { tags: tags.map((tag) => `\n${tag}`).join(''), scripted: tags.length > 0 };
}

export type EpubUnderWay = Awaited<ReturnType<typeof startEpub>>;

/**
 * Adds what every EPUB holds once its pages are written: the stored files read, the questions script when a page
 * needs it (`scripted`), the site's fonts as the glyphs the book's letters need, the navigation document, the
 * stylesheet, the overlays and the package document; answers the zip.
 */
export async function finishEpub(book: ExportBook, epub: EpubUnderWay, end: { questions: QuestionsScript | null; scripted: boolean; nav: string; css: string; layout: PackageLayout }): Promise<Uint8Array> {
  const { zip, manifest, spine, overlays, loaded, cover } = epub;
  let coverId: string | null = null;
  for (const file of loaded.values()) {
    if (!file || zip[`EPUB/${file.name}`]) continue;
    const id = `f${manifest.length}`;
    const isCover = file === cover;
    if (isCover) coverId = id;
    zip[`EPUB/${file.name}`] = [file.bytes, { level: file.type.startsWith('image/') || file.type.startsWith('audio/') || file.type.startsWith('video/') ? 0 : 6 }];
    manifest.push({ id, href: file.name, type: file.type, ...(isCover && { properties: 'cover-image' }) });
  }
  const questions = end.scripted ? end.questions : null;
  if (questions) {
    zip[`EPUB/${EXPORT_SCRIPTS.epubQuestions}`] = encoder.encode(questions.script);
    manifest.push({ id: 'questions', href: EXPORT_SCRIPTS.epubQuestions, type: 'text/javascript' });
  }
  if (epub.reading) {
    zip[`EPUB/${EXPORT_SCRIPTS.epubReading}`] = encoder.encode(epub.reading.script);
    manifest.push({ id: 'reading', href: EXPORT_SCRIPTS.epubReading, type: 'text/javascript' });
  }
  // The site's fonts, as the glyphs of them the book's letters need, and the questions script's words.
  const fonts = await fontFacesFor(`${lettersOf(book)} ${questions ? questions.letters : ''}`, { glyphs: true });
  for (const font of fonts.files) {
    zip[`EPUB/${font.name}`] = [font.bytes, { level: 0 }];
    manifest.push({ id: `font${manifest.length}`, href: font.name, type: 'font/woff2' });
  }
  zip['EPUB/fonts.css'] = encoder.encode(fonts.css);
  manifest.push({ id: 'fonts', href: 'fonts.css', type: 'text/css' });
  zip['EPUB/nav.xhtml'] = encoder.encode(end.nav);
  zip['EPUB/style.css'] = encoder.encode(end.css);
  for (const o of overlays) manifest.push({ id: o.id, href: o.href, type: 'application/smil+xml' });
  zip['EPUB/package.opf'] = encoder.encode(packageDocument(book, manifest, spine, coverId, overlayMetadata(overlays), end.layout));
  return zipSync(zip);
}

/** What a book holds, for its accessibility metadata. */
export function bookFacts(book: ExportBook) {
  const elements = book.pages.flatMap((page) => page.elements);
  const pictures = elements.filter((e) => e.type === 'image');
  const described = pictures.every((e) => e.decorative === true || (typeof e.alt === 'string' && e.alt.trim() !== ''));
  const narrated = book.pages.some((page) => page.narration && page.narration.cues.length > 0);
  const sound = narrated || elements.some((e) => e.type === 'audio');
  const moving = elements.some((e) => e.type === 'video');
  return { elements, pictures, described, narrated, sound, moving };
}

/** The accessibility metadata's lines (EPUB Accessibility 1.1 with schema.org terms). */
export function accessibilityLines(a: { modes: string[]; sufficient: string[][]; features: string[]; hazards: string[]; summary: string; extra?: string[] }): string {
  return [
    ...a.modes.map((m) => `<meta property="schema:accessMode">${m}</meta>`),
    ...a.sufficient.map((s) => `<meta property="schema:accessModeSufficient">${s.join(',')}</meta>`),
    ...a.features.map((f) => `<meta property="schema:accessibilityFeature">${f}</meta>`),
    ...a.hazards.map((h) => `<meta property="schema:accessibilityHazard">${h}</meta>`),
    `<meta property="schema:accessibilitySummary">${escapeXml(a.summary)}</meta>`,
    ...(a.extra ?? []),
  ].join('\n    ');
}
