import { zipSync, type Zippable } from 'fflate';
import { EXPORT_SCRIPTS, pageToHtml, type BookElement, type BookPage, type StaticHtmlContext } from '@folio/shared';
import { sanitizeRichText } from '../pages/rich-text.ts';
import type { ExportBook } from './book.ts';
import type { BookFile, BookFiles } from './files.ts';
import { fontFacesFor } from './fonts.ts';
import { exportLabels } from './labels.ts';
import { lettersOf } from './letters.ts';
import { ACTIVE_CLASS, ACTIVE_CSS, clock, overlayDuration, smilDocument, wrapSentences, type PlacedCue } from './media-overlays.ts';
import { PAGE_CSS } from './page-css.ts';
import type { QuestionsScript } from './export-scripts.ts';
import { escapeXml, toXhtml } from './xhtml.ts';

/**
 * A book as a fixed-layout EPUB 3 (docs/decisions/013-exports.md): one XHTML document per page at the book's
 * page size, built from each element type's static HTML (shared document/html), so text stays text; its
 * pictures, sounds and videos inside; a navigation document with the pages as contents and page list; the
 * book's language and direction; and EPUB Accessibility 1.1 metadata that says what the book holds.
 */

const pageName = (index: number) => `page-${String(index + 1).padStart(4, '0')}.xhtml`;
const overlayName = (index: number) => `page-${String(index + 1).padStart(4, '0')}.smil`;

/** Rich text as the server cleans it, then as XML (its blocks' spacing is PAGE_CSS's). */
const richText = (html: string) => toXhtml(sanitizeRichText(html));


const STYLESHEET_LINKS = '<link rel="stylesheet" type="text/css" href="fonts.css"/>\n<link rel="stylesheet" type="text/css" href="style.css"/>';

function xhtmlDocument(book: ExportBook, title: string, head: string, body: string, bodyAttrs = '') {
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

/** What a page holds, for the package's `properties` and the accessibility metadata. */
interface PageFacts {
  scripted: boolean;
  remote: boolean;
  svg: boolean;
}

/** Questions and cards, which the questions script makes answerable and turnable. */
const needsScript = (page: BookPage) => page.elements.some((e) => e.type === 'quiz' || e.type === 'flashcards');

function renderPage(book: ExportBook, page: BookPage, index: number, ctx: StaticHtmlContext, pageOf: Map<string, number>, narrated: boolean): { xhtml: string; facts: PageFacts; cues: PlacedCue[] } {
  const scripted = !!ctx.interactive && needsScript(page);
  // A narrated page's cued sentences get ids (media-overlays.ts); the cues whose sentence is found are its overlay's.
  const wanted: PlacedCue[] = narrated ? (page.narration?.cues ?? []).map((cue, i) => ({ ...cue, id: `mo-${i + 1}` })).filter((cue) => cue.end > cue.start) : [];
  const cues: PlacedCue[] = [];
  const elementHtml = (element: BookElement, html: string) => {
    const wrapped = wrapSentences(element, html, wanted, book.language);
    cues.push(...wrapped.placed);
    return wrapped.html;
  };
  // A link to another page names that page's document: in an EPUB, each page is a document of its own.
  const html = pageToHtml(page, book.size, { ...ctx, interactive: scripted, ...(wanted.length && { elementHtml }) }).replace(/href="#page-([^"]+)"/g, (whole, id: string) => {
    const target = pageOf.get(decodeURIComponent(id));
    return target === undefined ? whole : `href="${pageName(target)}#page-${id}"`;
  });
  const script = scripted ? `\n<script type="text/javascript" src="${EXPORT_SCRIPTS.epubQuestions}"></script>` : '';
  const head = `<meta name="viewport" content="width=${book.size.width}, height=${book.size.height}"/>\n${STYLESHEET_LINKS}${script}`;
  const title = page.name || `${book.title} ${index + 1}`;
  return {
    xhtml: xhtmlDocument(book, title, head, html),
    facts: { scripted, remote: false, svg: html.includes('<svg') },
    cues,
  };
}

function navDocument(book: ExportBook) {
  const labels = exportLabels(book.language);
  const items = book.pages.map((page, i) => `<li><a href="${pageName(i)}">${escapeXml(page.name || String(i + 1))}</a></li>`).join('\n');
  const pageList = book.pages.map((_, i) => `<li><a href="${pageName(i)}">${i + 1}</a></li>`).join('\n');
  const body = `<nav epub:type="toc" role="doc-toc" id="toc"><h1>${escapeXml(labels.contents)}</h1><ol>
${items}
</ol></nav>
<nav epub:type="page-list" role="doc-pagelist" id="page-list" hidden="hidden"><h2>${escapeXml(labels.pages)}</h2><ol>
${pageList}
</ol></nav>`;
  return xhtmlDocument(book, book.title, STYLESHEET_LINKS, body);
}

interface Manifested {
  id: string;
  href: string;
  type: string;
  properties?: string;
  /** The id of the item's Media Overlay (its SMIL document). */
  overlay?: string;
}

/** The accessibility metadata (EPUB Accessibility 1.1 with schema.org terms), from what the book really holds. */
function accessibilityMetadata(book: ExportBook): string {
  const elements = book.pages.flatMap((page) => page.elements);
  const pictures = elements.filter((e) => e.type === 'image');
  const described = pictures.every((e) => e.decorative === true || (typeof e.alt === 'string' && e.alt.trim() !== ''));
  const narrated = book.pages.some((page) => page.narration && page.narration.cues.length > 0);
  const sound = narrated || elements.some((e) => e.type === 'audio');
  const moving = elements.some((e) => e.type === 'video');
  const visual = pictures.length > 0 || elements.some((e) => e.type === 'shape' || e.type === 'line');
  const modes = ['textual', ...(visual ? ['visual'] : []), ...(sound ? ['auditory'] : [])];
  const sufficient = described ? ['textual'] : modes;
  const features = ['readingOrder', 'tableOfContents', 'pageNavigation', ...(narrated ? ['synchronizedAudioText'] : []), ...(pictures.length && described ? ['alternativeText'] : []), ...(elements.some((e) => e.type === 'heading') ? ['structuralNavigation'] : [])];
  // Moving pictures and sound can flash or startle; only a book without them can say it has no hazard.
  const hazards = moving || sound ? ['unknown'] : ['none'];
  const summary = [
    'A fixed-layout book: each page keeps its own design, and its text is real text that can be selected and read aloud.',
    pictures.length ? (described ? 'Every picture is described, or marked as decoration.' : 'Some pictures have no description.') : '',
    moving || sound ? 'It holds sound or video, which may have no text alternative.' : '',
    narrated ? 'Narrated pages are read aloud by a recorded voice, each sentence lit as it is read (Media Overlays).' : '',
    'It does not claim conformance to WCAG: pages are laid out by position, and their reading order is the order elements were added.',
  ].filter(Boolean).join(' ');
  return [
    ...modes.map((m) => `<meta property="schema:accessMode">${m}</meta>`),
    `<meta property="schema:accessModeSufficient">${sufficient.join(',')}</meta>`,
    ...features.map((f) => `<meta property="schema:accessibilityFeature">${f}</meta>`),
    ...hazards.map((h) => `<meta property="schema:accessibilityHazard">${h}</meta>`),
    `<meta property="schema:accessibilitySummary">${escapeXml(summary)}</meta>`,
  ].join('\n    ');
}

/**
 * The Media Overlays' metadata: each overlay's length, the book's (their sum, as EPUBCheck checks it) and the class
 * that lights the sentence being read.
 */
function overlayMetadata(overlays: readonly { id: string; seconds: number }[]): string {
  if (!overlays.length) return '';
  const total = overlays.reduce((sum, o) => sum + o.seconds, 0);
  return [
    ...overlays.map((o) => `<meta property="media:duration" refines="#${o.id}">${clock(o.seconds)}</meta>`),
    `<meta property="media:duration">${clock(total)}</meta>`,
    `<meta property="media:active-class">${ACTIVE_CLASS}</meta>`,
  ].join('\n    ');
}

function packageDocument(book: ExportBook, manifest: Manifested[], spine: string[], coverId: string | null, overlays: string) {
  const modified = book.modified.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const creators = book.authors.map((name, i) => `<dc:creator id="creator-${i + 1}">${escapeXml(name)}</dc:creator>`).join('\n    ');
  const items = manifest.map((m) => `<item id="${m.id}" href="${escapeXml(m.href)}" media-type="${m.type}"${m.properties ? ` properties="${m.properties}"` : ''}${m.overlay ? ` media-overlay="${m.overlay}"` : ''}/>`).join('\n    ');
  const direction = book.direction === 'rtl' ? ' page-progression-direction="rtl"' : ' page-progression-direction="ltr"';
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${book.language}" prefix="rendition: http://www.idpf.org/vocab/rendition/# schema: http://schema.org/">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">urn:uuid:${book.id}</dc:identifier>
    <dc:title>${escapeXml(book.title)}</dc:title>
    <dc:language>${book.language}</dc:language>
    ${creators}
    ${book.publisher ? `<dc:publisher>${escapeXml(book.publisher)}</dc:publisher>` : ''}
    ${book.description ? `<dc:description>${escapeXml(book.description)}</dc:description>` : ''}
    <meta property="dcterms:modified">${modified}</meta>
    <meta property="rendition:layout">pre-paginated</meta>
    <meta property="rendition:orientation">auto</meta>
    <meta property="rendition:spread">${book.size.width > book.size.height ? 'none' : 'auto'}</meta>
    ${coverId ? `<meta name="cover" content="${coverId}"/>` : ''}
    ${accessibilityMetadata(book)}
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

const encoder = new TextEncoder();

/**
 * Builds the EPUB. `files` gives the stored pictures and media in a type every reading system takes (see
 * files.ts); a file that is gone leaves its element out rather than a broken reference. `questions`, the script
 * when it is built (export-scripts.ts), makes the pages with questions or cards `scripted`: answerable where the reading
 * system runs scripts, printed where it does not. `progress` is told of each page made.
 */
export async function buildEpub(book: ExportBook, files: BookFiles, questions: QuestionsScript | null, progress: (done: number, total: number) => Promise<void> | void = () => {}): Promise<Uint8Array> {
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
    fileUrl: (url) => {
      const file = loaded.get(url);
      return file ? file.name : null;
    },
    labels,
    interactive: questions !== null,
  };
  const pageOf = new Map(book.pages.map((page, i) => [page.id, i]));
  const zip: Zippable = {
    mimetype: [encoder.encode('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': encoder.encode(CONTAINER),
  };
  const manifest: Manifested[] = [
    { id: 'nav', href: 'nav.xhtml', type: 'application/xhtml+xml', properties: 'nav' },
    { id: 'style', href: 'style.css', type: 'text/css' },
  ];
  const spine: string[] = [];
  const overlays: { id: string; href: string; seconds: number }[] = [];
  for (const [i, page] of book.pages.entries()) {
    // A recording that is gone (or of a type no reading system plays) leaves the page without its overlay.
    const sound = page.narration ? await load(page.narration.src) : null;
    const { xhtml, facts, cues } = renderPage(book, page, i, ctx, pageOf, sound !== null);
    const id = `p${i + 1}`;
    zip[`EPUB/${pageName(i)}`] = encoder.encode(xhtml);
    const properties = [facts.svg && 'svg', facts.scripted && 'scripted', facts.remote && 'remote-resources'].filter(Boolean).join(' ');
    const overlay = sound && cues.length ? `mo${i + 1}` : undefined;
    if (sound && overlay) {
      zip[`EPUB/${overlayName(i)}`] = encoder.encode(smilDocument(pageName(i), sound.name, cues));
      overlays.push({ id: overlay, href: overlayName(i), seconds: overlayDuration(cues) });
    }
    manifest.push({ id, href: pageName(i), type: 'application/xhtml+xml', ...(properties && { properties }), ...(overlay && { overlay }) });
    spine.push(id);
    await progress(i + 1, book.pages.length);
  }
  let coverId: string | null = null;
  for (const file of loaded.values()) {
    if (!file || zip[`EPUB/${file.name}`]) continue;
    const id = `f${manifest.length}`;
    const isCover = file === cover;
    if (isCover) coverId = id;
    zip[`EPUB/${file.name}`] = [file.bytes, { level: file.type.startsWith('image/') || file.type.startsWith('audio/') || file.type.startsWith('video/') ? 0 : 6 }];
    manifest.push({ id, href: file.name, type: file.type, ...(isCover && { properties: 'cover-image' }) });
  }
  const scripted = questions !== null && book.pages.some(needsScript);
  if (scripted) {
    zip[`EPUB/${EXPORT_SCRIPTS.epubQuestions}`] = encoder.encode(questions.script);
    manifest.push({ id: 'questions', href: EXPORT_SCRIPTS.epubQuestions, type: 'text/javascript' });
  }
  // The site's fonts, as the glyphs of them the book's letters need, and the questions script's words.
  const fonts = await fontFacesFor(`${lettersOf(book)} ${scripted ? questions.letters : ''}`, { glyphs: true });
  for (const font of fonts.files) {
    zip[`EPUB/${font.name}`] = [font.bytes, { level: 0 }];
    manifest.push({ id: `font${manifest.length}`, href: font.name, type: 'font/woff2' });
  }
  zip['EPUB/fonts.css'] = encoder.encode(fonts.css);
  manifest.push({ id: 'fonts', href: 'fonts.css', type: 'text/css' });
  zip['EPUB/nav.xhtml'] = encoder.encode(navDocument(book));
  zip['EPUB/style.css'] = encoder.encode(overlays.length ? PAGE_CSS + ACTIVE_CSS : PAGE_CSS);
  for (const o of overlays) manifest.push({ id: o.id, href: o.href, type: 'application/smil+xml' });
  zip['EPUB/package.opf'] = encoder.encode(packageDocument(book, manifest, spine, coverId, overlayMetadata(overlays)));
  return zipSync(zip);
}
