import { pageToHtml, type BookElement, type BookPage } from '@folio/shared';
import type { ExportBook } from './book.ts';
import { accessibilityLines, bookFacts, encoder, finishEpub, pageScripts, startEpub, STYLESHEET_LINKS, xhtmlDocument, type EpubUnderWay } from './epub-package.ts';
import type { BookFiles } from './files.ts';
import { exportLabels } from './labels.ts';
import { ACTIVE_CSS, overlayDuration, smilDocument, wrapSentences, type PlacedCue } from './media-overlays.ts';
import { PAGE_CSS } from './page-css.ts';
import type { QuestionsScript, ReadingScript } from './export-scripts.ts';
import { escapeXml } from './xhtml.ts';

/**
 * A book as a fixed-layout EPUB 3 (docs/decisions/013-exports.md): one XHTML document per page at the book's
 * page size, built from each element type's static HTML (shared document/html), so text stays text; its
 * pictures, sounds and videos inside; a navigation document with the pages as contents and page list; the
 * book's language and direction; and EPUB Accessibility 1.1 metadata that says what the book holds.
 */

const pageName = (index: number) => `page-${String(index + 1).padStart(4, '0')}.xhtml`;
const overlayName = (index: number) => `page-${String(index + 1).padStart(4, '0')}.smil`;

/** What a page holds, for the package's `properties` and the accessibility metadata. */
interface PageFacts {
  scripted: boolean;
  remote: boolean;
  svg: boolean;
}

/** Questions and cards, which the questions script makes answerable and turnable. */
const needsScript = (page: BookPage) => page.elements.some((e) => e.type === 'quiz' || e.type === 'flashcards');

function renderPage(book: ExportBook, page: BookPage, index: number, epub: EpubUnderWay, pageOf: Map<string, number>, narrated: boolean): { xhtml: string; facts: PageFacts; cues: PlacedCue[] } {
  const { ctx } = epub;
  const questions = !!ctx.interactive && needsScript(page);
  // A narrated page's cued sentences get ids (media-overlays.ts); the cues whose sentence is found are its overlay's.
  const wanted: PlacedCue[] = narrated ? (page.narration?.cues ?? []).map((cue, i) => ({ ...cue, id: `mo-${i + 1}` })).filter((cue) => cue.end > cue.start) : [];
  const cues: PlacedCue[] = [];
  const elementHtml = (element: BookElement, html: string) => {
    const wrapped = wrapSentences(element, html, wanted, book.language);
    cues.push(...wrapped.placed);
    return wrapped.html;
  };
  // A link to another page names that page's document: in an EPUB, each page is a document of its own.
  const html = pageToHtml(page, book.size, { ...ctx, interactive: questions, ...(wanted.length && { elementHtml }) }).replace(/href="#page-([^"]+)"/g, (whole, id: string) => {
    const target = pageOf.get(decodeURIComponent(id));
    return target === undefined ? whole : `href="${pageName(target)}#page-${id}"`;
  });
  const scripts = pageScripts(book, epub, index, questions);
  const head = `<meta name="viewport" content="width=${book.size.width}, height=${book.size.height}"/>\n${STYLESHEET_LINKS}${scripts.tags}`;
  const title = page.name || `${book.title} ${index + 1}`;
  return {
    xhtml: xhtmlDocument(book, title, head, html),
    facts: { scripted: scripts.scripted, remote: false, svg: html.includes('<svg') },
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

/** The accessibility metadata (EPUB Accessibility 1.1 with schema.org terms), from what the book really holds. */
function accessibilityMetadata(book: ExportBook): string {
  const { elements, pictures, described, narrated, sound, moving } = bookFacts(book);
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
  return accessibilityLines({ modes, sufficient: [sufficient], features, hazards, summary });
}

/**
 * Builds the EPUB. `files` gives the stored pictures and media in a type every reading system takes (see
 * files.ts); a file that is gone leaves its element out rather than a broken reference. `questions`, the script
 * when it is built (export-scripts.ts), makes the pages with questions or cards `scripted`: answerable where the reading
 * system runs scripts, printed where it does not. `reading`, the reading script and the site it reports to, makes
 * every page `scripted` and counted there where the reading system lets it (decision 020). `progress` is told of
 * each page made.
 */
export async function buildEpub(book: ExportBook, files: BookFiles, questions: QuestionsScript | null, progress: (done: number, total: number) => Promise<void> | void = () => {}, reading: ReadingScript | null = null): Promise<Uint8Array> {
  const epub = await startEpub(book, files, questions, reading);
  const { zip, manifest, spine, overlays, load } = epub;
  const pageOf = new Map(book.pages.map((page, i) => [page.id, i]));
  for (const [i, page] of book.pages.entries()) {
    // A recording that is gone (or of a type no reading system plays) leaves the page without its overlay.
    const sound = page.narration ? await load(page.narration.src) : null;
    const { xhtml, facts, cues } = renderPage(book, page, i, epub, pageOf, sound !== null);
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
  const rendition = [
    '<meta property="rendition:layout">pre-paginated</meta>',
    '<meta property="rendition:orientation">auto</meta>',
    `<meta property="rendition:spread">${book.size.width > book.size.height ? 'none' : 'auto'}</meta>`,
  ].join('\n    ');
  return finishEpub(book, epub, {
    questions,
    scripted: questions !== null && book.pages.some(needsScript),
    nav: navDocument(book),
    css: overlays.length ? PAGE_CSS + ACTIVE_CSS : PAGE_CSS,
    layout: { rendition, accessibility: accessibilityMetadata(book) },
  });
}
