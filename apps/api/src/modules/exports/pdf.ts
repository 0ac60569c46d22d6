import { chromium } from 'playwright-core';
import { boxCss, elementFields, pageReadingOrder, pageToHtml, type BookElement, type Language, type StaticHtmlContext } from '@folio/shared';
import { sanitizeRichText } from '../pages/rich-text.ts';
import type { ExportBook } from './book.ts';
import type { BookFile, BookFiles } from './files.ts';
import { pdfFontFile, pdfFontsStylesheet } from './fonts.ts';
import { exportLabels } from './labels.ts';
import { PAGE_CSS } from './page-css.ts';
import { finishPdfUa, type PdfLink } from './pdf-ua.ts';
import { escapeXml } from './xhtml.ts';

/** Letters of Chinese characters, kana, hangul and their punctuation and full-width forms. */
const CJK = String.raw`\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\u3000-\u303f\uff01-\uff60`;
/** A run of one script's words (spaces, digits and its punctuation between them): Chinese, Japanese or Korean, or Arabic. */
const RUNS = new RegExp(`[${CJK}]+(?:[\\s\\d]*[${CJK}]+)*|\\p{scx=Arabic}+(?:[\\s\\d\\p{Pd}\\p{Po}]*\\p{scx=Arabic}+)*`, 'gu');

/** The language of a run: kana is Japanese, hangul Korean; Chinese characters alone are the book's (Korean) or Japanese. */
function runLanguage(run: string, book: Language): Language {
  // The scripts proper, not their extensions: 、 and 。 are also Hangul's and kana's.
  if (/\p{sc=Arabic}/u.test(run)) return 'ar';
  if (/\p{sc=Hangul}/u.test(run)) return 'ko';
  if (/[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(run)) return 'ja';
  return book === 'ko' ? 'ko' : 'ja';
}

/**
 * Each Japanese, Korean or Arabic run of the pages' text in a span with its `lang` (HTML text between tags only:
 * attributes and tags are left as they are). A book has one language, but its pages may quote others: the span
 * gives Chromium's shaping and the PDF the run's language, and chooses the run's font (pdfCss): Chinese
 * characters differ between Japanese and Korean, and the site's stack, Korean first, drew Japanese in Noto Sans KR.
 * Arabic runs of an Arabic book are left as they are: the page says it already.
 */
export function tagLanguages(html: string, book: Language): string {
  return html.replace(/>([^<]+)</g, (_, text: string) =>
    `>${text.replace(RUNS, (run) => {
      const language = runLanguage(run, book);
      return language === 'ar' && book === 'ar' ? run : `<span lang="${language}">${run}</span>`;
    })}<`);
}

/**
 * Emoji as Unicode's recommended set writes them (a character with its skin tone, a keycap, a flag, a joined family:
 * `\p{RGI_Emoji}`), each run of them. A string: TypeScript's ES2023 target knows no `v` flag, which the property of
 * strings needs; Node has it. A digit, #, © or ™ alone is no emoji here: it stays in the text's font.
 */
const EMOJI = new RegExp(String.raw`\p{RGI_Emoji}+`, 'gv');

/**
 * Each run of emoji of the pages' text in a span drawn in Noto Emoji (pdfCss), whatever the family of the text around
 * it: left to the browser, an emoji is drawn in the system's colour emoji font, which Skia embeds as Type 3 glyphs.
 * The span leaves out the variation selector that asks for colour (U+FE0F): with it, Chromium drew a keycap (1️⃣)
 * in the colour font all the same. Paper shows the outline either way.
 */
export function tagEmoji(html: string): string {
  return html.replace(/>([^<]+)</g, (_, text: string) => `>${text.replace(EMOJI, (run) => `<span class="emoji">${run.replace(/\uFE0F/g, '')}</span>`)}<`);
}

/**
 * Every element that says its language (a passage the author marked, a run tagLanguages found) kept in the PDF's
 * structure with its /Lang. Chromium tags what its accessibility tree holds, which leaves out a span with nothing but
 * a lang (and its language with it); a global ARIA attribute that changes nothing (aria-hidden="false") keeps it.
 */
export const keepLanguages = (html: string) => html.replace(/<([a-z][\w-]*)(\s[^>]*?)?(\slang=")/g, '<$1 aria-hidden="false"$2$3');

/**
 * Run in the page before printing: a box whose words reach past the page's edge (placed partly off the page, or
 * overflowing it downward) is moved in, as far as its words need and the page allows, so that paper shows them
 * and a reader can read, search and copy them; the page clips what is drawn past it. Words wider or taller than the
 * page itself stay where they are. Pictures and shapes are never moved: only the words' own boxes are measured.
 */
const KEEP_WORDS_ON_PAGE = `(() => {
  const range = document.createRange();
  const shift = (low, high, min, max) => (low < min && high > max) ? 0 : high > max ? Math.max(min - low, max - high) : low < min ? Math.min(min - low, max - high) : 0;
  for (const section of document.querySelectorAll('body > section')) {
    const page = section.getBoundingClientRect();
    for (const box of section.querySelectorAll(':scope > div')) {
      let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.nodeValue.trim()) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          left = Math.min(left, rect.left); top = Math.min(top, rect.top); right = Math.max(right, rect.right); bottom = Math.max(bottom, rect.bottom);
        }
      }
      if (left === Infinity) continue;
      const dx = shift(left, right, page.left, page.right);
      const dy = shift(top, bottom, page.top, page.bottom);
      if (dx) box.style.left = (box.offsetLeft + dx) + 'px';
      if (dy) box.style.top = (box.offsetTop + dy) + 'px';
    }
  }
})()`;

/**
 * Each link of the pages, as the PDF's Link annotation names it (a web address resolved, a page of the book as
 * `#page-<id>`), with its words as the page shows them, or the name of the page it goes to.
 */
const LINKS = `[...document.querySelectorAll('a[href]')].map((a) => {
  const href = a.getAttribute('href');
  const inside = href.startsWith('#');
  const target = inside ? document.getElementById(decodeURIComponent(href.slice(1))) : null;
  const words = a.innerText.trim() || a.getAttribute('aria-label') || (target && target.getAttribute('aria-label')) || '';
  return { address: inside ? href : a.href, words: words.replace(/\\s+/g, ' ') };
})`;

/** What the PDF's pages need besides PAGE_CSS. */
const pdfCss = (width: number, height: number) => `
@page { size: ${width}px ${height}px; margin: 0; }
body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
section { break-after: page; break-inside: avoid; }
section:last-child { break-after: auto; }
/* Japanese and Korean each in their own font, whatever the family of the text around them (tagLanguages). */
span[lang="ja"] { font-family: 'Noto Sans JP', 'Noto Sans KR', sans-serif; }
span[lang="ko"] { font-family: 'Noto Sans KR', 'Noto Sans JP', sans-serif; }
/* Emoji in outline (tagEmoji): a colour emoji font is embedded as Type 3. */
span.emoji { font-family: 'Noto Emoji'; }
/* Paper cannot scroll: a box's text that does not fit in it (a long card list) is drawn past it, never cut off.
   The accessibility checker warns of text that overflows its box. */
section > div, section > div * { overflow: visible !important; }
/* The book's title as the document's H1 when no heading of the first page says it: tagged and read, not seen. */
h1.book-title { position: absolute; left: 0; top: 0; margin: 0; font-size: 1px; line-height: 1px; color: transparent; white-space: nowrap; }
`;

const normalized = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The PDF's headings (PDF/UA: one outline of numbered headings, none skipped). The book's title is the H1: the
 * first heading of the first page that says it, or else an H1 of the title at the start of the first page, tagged
 * but not seen. The other headings follow the book's levels by rank (its highest level under the title is H2, the
 * next H3…), never more than one deeper than the heading before them, in the pages' reading order (as drawn).
 */
function headingLevels(book: ExportBook): { elementHtml: (element: BookElement, html: string) => string; hidden: string | null } {
  const title = normalized(book.title);
  const headings = book.pages.flatMap((page) => pageReadingOrder(page).filter((element) => element.type === 'heading' && boxCss(element) !== null));
  const levelOf = (element: BookElement) => elementFields('heading', element).level;
  const titled = headings.find((element) => book.pages[0]?.elements.includes(element) && normalized(elementFields('heading', element).text) === title);
  const ranks = [...new Set(headings.filter((element) => element !== titled).map(levelOf))].sort((x, y) => x - y);
  const levels = new Map<BookElement, number>();
  let previous = 1;
  for (const element of headings) {
    const level = element === titled ? 1 : Math.min(6, 2 + ranks.indexOf(levelOf(element)), previous + 1);
    levels.set(element, level);
    previous = level;
  }
  return {
    elementHtml: (element, html) => {
      const level = levels.get(element);
      return level ? html.replace(/^<h\d/, `<h${level}`).replace(/<\/h\d>$/, `</h${level}>`) : html;
    },
    hidden: titled ? null : `<h1 class="book-title">${escapeXml(book.title)}</h1>`,
  };
}

/** The made-up origin the book is drawn at: every request to it is answered here, and every other one refused. */
const ORIGIN = 'https://book.folio.invalid';

/**
 * A book as a PDF at its page size (docs/decisions/013-exports.md), drawn by Chromium from the same static HTML
 * as the EPUB: text stays text (selectable and searchable, shaped by Chromium for Arabic and Bengali), the site's
 * fonts embedded as the subsets the text uses, pictures at their full resolution, and the PDF tagged, with the
 * book's title and language. Sounds and videos cannot play on paper: they are left out.
 */
export async function buildPdf(book: ExportBook, files: BookFiles, chromiumPath: string, progress: (done: number, total: number) => Promise<void> | void = () => {}): Promise<Uint8Array> {
  const pictures = new Map<string, BookFile | null>();
  for (const url of files.referencedBy(book)) {
    if (!pictures.has(url) && url.startsWith('/uploads/image/')) pictures.set(url, await files.read(url));
  }
  await progress(1, 3);
  const heading = headingLevels(book);
  const ctx: StaticHtmlContext = {
    richText: sanitizeRichText,
    fileUrl: (url) => {
      const file = pictures.get(url);
      return file ? `${ORIGIN}/${file.name}` : null;
    },
    labels: exportLabels(book.language),
    elementHtml: heading.elementHtml,
  };
  const { width, height } = book.size;
  // A page link goes to its page in the same document.
  const pages = book.pages.map((page) => pageToHtml(page, book.size, ctx));
  if (heading.hidden && pages[0]) pages[0] = pages[0].replace(/^<section[^>]*>/, (open) => open + heading.hidden);
  const body = keepLanguages(tagEmoji(tagLanguages(pages.join('\n'), book.language)));
  const html = `<!DOCTYPE html>
<html lang="${book.language}" dir="${book.direction}">
<head>
<meta charset="utf-8">
<title>${escapeXml(book.title)}</title>
<link rel="stylesheet" href="${ORIGIN}/fonts/fonts.css">
<style>
${PAGE_CSS}${pdfCss(width, height)}</style>
</head>
<body>
${body}
</body>
</html>`;
  const byName = new Map([...pictures.values()].filter((f): f is BookFile => !!f).map((f) => [`/${f.name}`, f]));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width, height } });
    // Nothing leaves this machine: the book's own files and fonts are answered from here, anything else refused.
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort('blockedbyclient');
      if (url.pathname === '/book.html') return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
      if (url.pathname === '/fonts/fonts.css') return route.fulfill({ contentType: 'text/css', body: await pdfFontsStylesheet() });
      if (url.pathname.startsWith('/fonts/')) {
        const font = await pdfFontFile(decodeURIComponent(url.pathname.slice('/fonts/'.length)));
        return font ? route.fulfill({ contentType: 'font/woff2', body: font }) : route.abort();
      }
      const file = byName.get(decodeURIComponent(url.pathname));
      return file ? route.fulfill({ contentType: file.type, body: Buffer.from(file.bytes) }) : route.abort();
    });
    await page.goto(`${ORIGIN}/book.html`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    await page.evaluate(KEEP_WORDS_ON_PAGE);
    const links = (await page.evaluate(LINKS)) as PdfLink[];
    await progress(2, 3);
    const pdf = await page.pdf({ width: `${width}px`, height: `${height}px`, printBackground: true, preferCSSPageSize: true, tagged: true, outline: true });
    await progress(3, 3);
    return await finishPdfUa(pdf, book, links);
  } finally {
    await browser.close();
  }
}
