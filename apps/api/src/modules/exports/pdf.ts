import { chromium } from 'playwright-core';
import { pageToHtml, type StaticHtmlContext } from '@folio/shared';
import { sanitizeRichText } from '../pages/rich-text.ts';
import type { ExportBook } from './book.ts';
import type { BookFile, BookFiles } from './files.ts';
import { fontFile, fontsStylesheet } from './fonts.ts';
import { exportLabels } from './labels.ts';
import { PAGE_CSS } from './page-css.ts';
import { escapeXml } from './xhtml.ts';

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
  const ctx: StaticHtmlContext = {
    richText: sanitizeRichText,
    fileUrl: (url) => {
      const file = pictures.get(url);
      return file ? `${ORIGIN}/${file.name}` : null;
    },
    labels: exportLabels(book.language),
  };
  const { width, height } = book.size;
  // A page link goes to its page in the same document.
  const body = book.pages.map((page) => pageToHtml(page, book.size, ctx)).join('\n');
  const html = `<!DOCTYPE html>
<html lang="${book.language}" dir="${book.direction}">
<head>
<meta charset="utf-8">
<title>${escapeXml(book.title)}</title>
<link rel="stylesheet" href="${ORIGIN}/fonts/fonts.css">
<style>
${PAGE_CSS}
@page { size: ${width}px ${height}px; margin: 0; }
body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
section { break-after: page; break-inside: avoid; }
section:last-child { break-after: auto; }
</style>
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
      if (url.pathname === '/fonts/fonts.css') return route.fulfill({ contentType: 'text/css', body: await fontsStylesheet() });
      if (url.pathname.startsWith('/fonts/')) {
        const font = await fontFile(url.pathname.slice('/fonts/'.length));
        return font ? route.fulfill({ contentType: 'font/woff2', body: font }) : route.abort();
      }
      const file = byName.get(decodeURIComponent(url.pathname));
      return file ? route.fulfill({ contentType: file.type, body: Buffer.from(file.bytes) }) : route.abort();
    });
    await page.goto(`${ORIGIN}/book.html`, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    await progress(2, 3);
    const pdf = await page.pdf({ width: `${width}px`, height: `${height}px`, printBackground: true, preferCSSPageSize: true, tagged: true, outline: true });
    await progress(3, 3);
    return pdf;
  } finally {
    await browser.close();
  }
}
