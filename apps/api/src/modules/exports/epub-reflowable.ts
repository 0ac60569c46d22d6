import { ELEMENT_HTML, elementFields, escapeHtml, htmlTag, inReadingOrder, pageReadingOrder, safeImageSrc, safeMediaSrc, type BookElement, type BookPage, type StaticHtmlContext } from '@folio/shared';
import type { ExportBook } from './book.ts';
import { accessibilityLines, bookFacts, encoder, finishEpub, pageScripts, startEpub, STYLESHEET_LINKS, xhtmlDocument, type EpubUnderWay } from './epub-package.ts';
import type { BookFiles } from './files.ts';
import { ACTIVE_CSS, overlayDuration, smilDocument, wrapSentences, type PlacedCue } from './media-overlays.ts';
import type { QuestionsScript, ReadingScript } from './export-scripts.ts';
import { SANS_STACK } from './fonts.ts';
import { exportLabels } from './labels.ts';
import { escapeXml } from './xhtml.ts';

/**
 * A book as a reflowable EPUB 3 (docs/decisions/013-exports.md, issue 54): text that resizes and reflows in the
 * reader's font and size. A title page with the book's title as its h1, then one XHTML document per page in the
 * book's order, holding the page's elements in its reading order as flowing HTML (each element type's static
 * HTML without its inline styles: no positions, no sizes), a page-break marker with the original page number,
 * pictures as figures with their descriptions, sounds and videos with their transcripts and captions, narration
 * as Media Overlays. Shapes and lines are decoration and are left out.
 */

const sectionName = (index: number) => `section-${String(index + 1).padStart(4, '0')}.xhtml`;
const overlayName = (index: number) => `section-${String(index + 1).padStart(4, '0')}.smil`;
const captionsName = (element: BookElement) => `captions-${element.id.replace(/[^a-zA-Z0-9_-]/g, '')}.vtt`;

/** The reader's defaults apply: only the spacing of blocks and figures is the book's. */
const REFLOW_CSS = `body { font-family: ${SANS_STACK}; line-height: 1.5; margin: 0 1em; }
p { margin: 0 0 0.75em; }
figure { margin: 1em 0; }
figure img, video { max-width: 100%; height: auto; }
audio { width: 100%; }
fieldset { margin: 1em 0; border: 1px solid #9ca3af; border-radius: 8px; padding: 0.75em; }
legend { font-weight: 600; }
dt { font-weight: 700; }
dd { margin: 0 0 0.5em 1em; }
blockquote { margin: 0; border-inline-start: 4px solid currentColor; padding-inline-start: 0.75em; }
.title-page { text-align: center; margin-top: 20%; }
`;

/** Inline styles carry the fixed page's positions, sizes and fonts in pixels: a reflowable book has none of them. */
const unstyled = (html: string) => html.replace(/ style="[^"]*"/g, '');

/** The elements of a page in the order they are read: the author's reading order, or top to bottom (right to left in a right-to-left book). */
export function sectionOrder(page: BookPage, rtl: boolean): BookElement[] {
  const ordered = page.readingOrder?.length ? pageReadingOrder(page) : inReadingOrder(page.elements, rtl);
  return ordered.filter((e) => e.style?.hidden !== true && e.type !== 'shape' && e.type !== 'line');
}

/** An element as flowing HTML: pictures as figures, sounds and videos with their words; the others as their static HTML. */
function flowingHtml(element: BookElement, ctx: StaticHtmlContext, book: ExportBook, captions: Map<string, string>): string {
  if (element.type === 'image') {
    const { src, alt, decorative } = elementFields('image', element);
    const safe = safeImageSrc(src);
    const url = safe && ctx.fileUrl(safe);
    if (!url) return '';
    return htmlTag('figure', {}, htmlTag('img', { src: url, alt: decorative ? '' : alt, ...(decorative && { role: 'presentation' }) }));
  }
  if (element.type === 'audio') {
    const { src, title = '', transcript = '' } = elementFields('audio', element);
    const safe = safeMediaSrc(src);
    const url = safe && ctx.fileUrl(safe);
    if (!url) return '';
    const caption = title ? htmlTag('figcaption', { dir: 'auto' }, escapeHtml(title)) : '';
    const words = transcript.split(/\n{2,}/).filter((p) => p.trim()).map((p) => htmlTag('p', { dir: 'auto' }, escapeHtml(p))).join('');
    return htmlTag('figure', {}, caption + htmlTag('audio', { src: url, controls: true, preload: 'none', 'aria-label': title || ctx.labels.audio }) + words);
  }
  if (element.type === 'video' && !ELEMENT_HTML.video(element, ctx).startsWith('<a')) {
    const { src, title = '', captions: vtt } = elementFields('video', element);
    const safe = safeMediaSrc(src);
    const url = safe && ctx.fileUrl(safe);
    if (!url) return '';
    let track = '';
    if (vtt?.trim()) {
      captions.set(captionsName(element), vtt);
      track = `<track kind="captions" src="${escapeXml(captionsName(element))}" srclang="${escapeXml(typeof element.lang === 'string' ? element.lang : book.language)}" label="${escapeXml(title || ctx.labels.video)}" default="default"/>`;
    }
    const caption = title ? htmlTag('figcaption', { dir: 'auto' }, escapeHtml(title)) : '';
    return htmlTag('figure', {}, caption + htmlTag('video', { src: url, controls: true, preload: 'none', 'aria-label': title || ctx.labels.video }, track));
  }
  return unstyled(ELEMENT_HTML[element.type as keyof typeof ELEMENT_HTML]?.(element, ctx) ?? '');
}

/** Questions and cards, which the questions script makes answerable and turnable. */
const needsScript = (page: BookPage) => page.elements.some((e) => e.type === 'quiz' || e.type === 'flashcards');

interface Section {
  xhtml: string;
  /** Its questions or cards are answerable where scripts run (the questions script is loaded). */
  questions: boolean;
  /** It loads a script: the questions script, the reading script, or both. */
  scripted: boolean;
  cues: PlacedCue[];
  headings: { id: string; text: string }[];
}

function renderSection(book: ExportBook, page: BookPage, index: number, epub: EpubUnderWay, pageOf: Map<string, number>, captions: Map<string, string>, narrated: boolean): Section {
  const questions = !!epub.ctx.interactive && needsScript(page);
  const ctx: StaticHtmlContext = { ...epub.ctx, interactive: questions };
  const wanted: PlacedCue[] = narrated ? (page.narration?.cues ?? []).map((cue, i) => ({ ...cue, id: `mo-${i + 1}` })).filter((cue) => cue.end > cue.start) : [];
  const cues: PlacedCue[] = [];
  const headings: Section['headings'] = [];
  const parts = sectionOrder(page, book.direction === 'rtl').map((element) => {
    let html = flowingHtml(element, ctx, book, captions);
    if (!html) return '';
    if (wanted.length) {
      const wrapped = wrapSentences(element, html, wanted, book.language);
      cues.push(...wrapped.placed);
      html = wrapped.html;
    }
    const id = `e-${element.id.replace(/[^a-zA-Z0-9_-]/g, '')}`;
    if (element.type === 'heading') headings.push({ id, text: elementFields('heading', element).text });
    // A passage the author marked as another language than the book's is spoken and shaped in its own.
    const lang = typeof element.lang === 'string' ? element.lang : undefined;
    return htmlTag('div', { id, ...(lang && { lang, 'xml:lang': lang }) }, html);
  });
  // A link to another page names that page's document.
  const body = parts.join('\n').replace(/href="#page-([^"]+)"/g, (whole, id: string) => {
    const target = pageOf.get(decodeURIComponent(id));
    return target === undefined ? whole : `href="${sectionName(target)}#page-${id}"`;
  });
  const number = String(index + 1);
  // The print page's number, where a reader can cite it (page-list in the navigation document).
  const pagebreak = `<span epub:type="pagebreak" role="doc-pagebreak" id="pb-${number}" aria-label="${escapeXml(number)}"></span>`;
  const title = page.name || `${book.title} ${number}`;
  const section = htmlTag('section', { id: `page-${page.id}`, 'aria-label': title }, `${pagebreak}\n${body}`);
  const scripts = pageScripts(book, epub, index, questions);
  return { xhtml: xhtmlDocument(book, title, STYLESHEET_LINKS + scripts.tags, section), questions, scripted: scripts.scripted, cues, headings };
}

function titlePage(book: ExportBook) {
  const authors = book.authors.length ? `<p>${escapeXml(book.authors.join(', '))}</p>` : '';
  const body = `<section class="title-page" epub:type="titlepage" aria-labelledby="book-title"><h1 id="book-title">${escapeXml(book.title)}</h1>${authors}</section>`;
  return xhtmlDocument(book, book.title, STYLESHEET_LINKS, body);
}

function navDocument(book: ExportBook, headings: Section['headings'][]) {
  const labels = exportLabels(book.language);
  const items = book.pages.map((page, i) => {
    const inner = headings[i]!.length ? `<ol>${headings[i]!.map((h) => `<li><a href="${sectionName(i)}#${h.id}">${escapeXml(h.text || String(i + 1))}</a></li>`).join('')}</ol>` : '';
    return `<li><a href="${sectionName(i)}">${escapeXml(page.name || String(i + 1))}</a>${inner}</li>`;
  }).join('\n');
  const pageList = book.pages.map((_, i) => `<li><a href="${sectionName(i)}#pb-${i + 1}">${i + 1}</a></li>`).join('\n');
  const body = `<nav epub:type="toc" role="doc-toc" id="toc"><h1>${escapeXml(labels.contents)}</h1><ol>
<li><a href="title.xhtml">${escapeXml(book.title)}</a></li>
${items}
</ol></nav>
<nav epub:type="page-list" role="doc-pagelist" id="page-list" hidden="hidden"><h2>${escapeXml(labels.pages)}</h2><ol>
${pageList}
</ol></nav>
<nav epub:type="landmarks" id="landmarks" hidden="hidden"><h2>${escapeXml(labels.contents)}</h2><ol>
<li><a epub:type="titlepage" href="title.xhtml">${escapeXml(book.title)}</a></li>
<li><a epub:type="bodymatter" href="${sectionName(0)}">${escapeXml(book.pages[0]?.name || '1')}</a></li>
</ol></nav>`;
  return xhtmlDocument(book, book.title, STYLESHEET_LINKS, body);
}

/**
 * The accessibility metadata: a reflowable book in reading order, with its page list and contents, its pictures
 * described. It claims WCAG 2.1 AA (EPUB Accessibility 1.1) only when every picture is described, every sound has a
 * transcript and every video its captions: what the export cannot give otherwise.
 */
function accessibilityMetadata(book: ExportBook): string {
  const { elements, pictures, described, narrated, sound, moving } = bookFacts(book);
  const transcribed = elements.every((e) => e.type !== 'audio' || (typeof e.transcript === 'string' && e.transcript.trim() !== ''));
  const captioned = elements.every((e) => e.type !== 'video' || (typeof e.captions === 'string' && e.captions.trim() !== ''));
  const visual = pictures.length > 0 || moving;
  const modes = ['textual', ...(visual ? ['visual'] : []), ...(sound ? ['auditory'] : [])];
  const whole = described && transcribed && captioned;
  const sufficient = whole ? [['textual'], ...(modes.length > 1 ? [modes] : [])] : [modes];
  const features = [
    'readingOrder', 'tableOfContents', 'pageNavigation', 'printPageNumbers', 'displayTransformability',
    ...(elements.some((e) => e.type === 'heading') ? ['structuralNavigation'] : []),
    ...(pictures.length && described ? ['alternativeText'] : []),
    ...(narrated ? ['synchronizedAudioText'] : []),
    ...(moving && captioned ? ['captions'] : []),
    ...(sound && transcribed ? ['transcript'] : []),
  ];
  const hazards = moving || sound ? ['unknown'] : ['none'];
  const summary = [
    'A reflowable book: its text takes the reader\'s font, size and colours, and each page of the original follows in reading order, its page number marked.',
    pictures.length ? (described ? 'Every picture is described, or marked as decoration.' : 'Some pictures have no description.') : '',
    sound ? (transcribed ? 'Every sound has a transcript.' : 'Some sounds have no transcript.') : '',
    moving ? (captioned ? 'Every video has captions.' : 'Some videos have no captions.') : '',
    narrated ? 'Narrated pages are read aloud by a recorded voice, each sentence lit as it is read (Media Overlays).' : '',
    whole ? 'It meets WCAG 2.1 Level AA as checked by Folio\'s export (EPUBCheck and DAISY Ace).' : '',
  ].filter(Boolean).join(' ');
  // The page numbers are the fixed-layout edition's (the book's own identifier): its page list's source.
  const source = [`<dc:source id="page-source">urn:uuid:${book.id}</dc:source>`, '<meta refines="#page-source" property="source-of">pagination</meta>'];
  const extra = [...source, ...(whole ? ['<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>', `<meta property="a11y:certifiedBy">${escapeXml(book.publisher ?? 'Folio')}</meta>`] : [])];
  return accessibilityLines({ modes, sufficient, features, hazards, summary, extra });
}

/**
 * Builds the reflowable EPUB: `files`, `questions` and `reading` as for the fixed-layout one (epub.ts), `progress`
 * told of each page made.
 */
export async function buildReflowableEpub(book: ExportBook, files: BookFiles, questions: QuestionsScript | null, progress: (done: number, total: number) => Promise<void> | void = () => {}, reading: ReadingScript | null = null): Promise<Uint8Array> {
  const epub = await startEpub(book, files, questions, reading);
  const { zip, manifest, spine, overlays, load } = epub;
  const pageOf = new Map(book.pages.map((page, i) => [page.id, i]));
  const captions = new Map<string, string>();
  zip['EPUB/title.xhtml'] = encoder.encode(titlePage(book));
  manifest.push({ id: 'title', href: 'title.xhtml', type: 'application/xhtml+xml' });
  spine.push('title');
  const headings: Section['headings'][] = [];
  let withQuestions = false;
  for (const [i, page] of book.pages.entries()) {
    const sound = page.narration ? await load(page.narration.src) : null;
    const section = renderSection(book, page, i, epub, pageOf, captions, sound !== null);
    headings.push(section.headings);
    withQuestions ||= section.questions;
    const id = `s${i + 1}`;
    zip[`EPUB/${sectionName(i)}`] = encoder.encode(section.xhtml);
    const overlay = sound && section.cues.length ? `mo${i + 1}` : undefined;
    if (sound && overlay) {
      zip[`EPUB/${overlayName(i)}`] = encoder.encode(smilDocument(sectionName(i), sound.name, section.cues));
      overlays.push({ id: overlay, href: overlayName(i), seconds: overlayDuration(section.cues) });
    }
    manifest.push({ id, href: sectionName(i), type: 'application/xhtml+xml', ...(section.scripted && { properties: 'scripted' }), ...(overlay && { overlay }) });
    spine.push(id);
    await progress(i + 1, book.pages.length);
  }
  for (const [name, vtt] of captions) {
    zip[`EPUB/${name}`] = encoder.encode(vtt);
    manifest.push({ id: `vtt${manifest.length}`, href: name, type: 'text/vtt' });
  }
  return finishEpub(book, epub, {
    questions,
    scripted: withQuestions,
    nav: navDocument(book, headings),
    css: overlays.length ? REFLOW_CSS + ACTIVE_CSS : REFLOW_CSS,
    // Another edition than the fixed-layout EPUB: an identifier of its own, so that a library keeps both.
    layout: { rendition: '<meta property="rendition:layout">reflowable</meta>', accessibility: accessibilityMetadata(book), identifier: `urn:folio:reflowable:${book.id}` },
  });
}
