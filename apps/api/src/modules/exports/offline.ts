import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { zipSync, type Zippable } from 'fflate';
import { OFFLINE_PACKAGE, type BookReading, type LmsFormat, type OfflineBook } from '@folio/shared';
import type { ExportBook } from './book.ts';
import { UPLOADS_URL_PREFIX } from '../../lib/storage/index.ts';
import type { BookFile, BookFiles } from './files.ts';
import { fontFacesFor } from './fonts.ts';
import { exportLabels } from './labels.ts';
import { lettersOf } from './letters.ts';
import { escapeXml } from './xhtml.ts';
import { scorm12Manifest, scorm2004Manifest } from './scorm.ts';
import { cmi5CourseStructure } from './cmi5.ts';

/**
 * The offline flipbook (docs/decisions/013-exports.md): a zip of one folder that holds the site's reader, built
 * for it (apps/web/vite.offline.config.ts, in `scriptsDir`), and one book: its pages and reading facts as a script
 * (book.js), its pictures, sounds and videos as stored, and the fonts its letters and the interface's need.
 * Every address inside is relative, so the folder opens from a USB stick (file://) or any static host, and needs
 * no server: it works as long as a browser does. The one address outside is the site's events route: while the
 * browser is online, the reader sends its reading there (source `offline`), and drops it otherwise.
 * A PDF book's package (decision 021) adds its PDF, once, as a script that sets its bytes (book-pdf.js: file://
 * cannot be fetched), pdf.js as one classic script (pdf-reader.js) and pdf.js's CMaps, standard fonts and decoders
 * (pdfjs/…, loaded when a PDF asks for one); its layer's pages and files are packed as an e-book's pages are.
 */

const encoder = new TextEncoder();

/** book.js: the book as a script (a file:// page may not fetch JSON). JSON is JavaScript, but for two line breaks. */
const bookScript = (book: OfflineBook) => `window.${OFFLINE_PACKAGE.global} = ${JSON.stringify(book).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')};\n`;

/** Base64 is written 3 bytes at a time: whole chunks of a multiple of 3 bytes encode to their base64 end to end. */
const BASE64_CHUNK = 3 * 1024 * 1024;

/**
 * book-pdf.js: the PDF's bytes in base64, encoded chunk by chunk into bytes: a 100 MB PDF is no 133 MB string on
 * the server (a JavaScript string that long is near V8's limit).
 */
function pdfScript(pdf: Uint8Array): Buffer {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  const parts = [Buffer.from(`window.${OFFLINE_PACKAGE.pdfGlobal} = "`)];
  for (let at = 0; at < bytes.length; at += BASE64_CHUNK) parts.push(Buffer.from(bytes.subarray(at, at + BASE64_CHUNK).toString('base64'), 'latin1'));
  parts.push(Buffer.from('";\n'));
  return Buffer.concat(parts);
}

/** The package's files under a folder of the built scripts, by their names inside it ('pdfjs/cmaps/…'). */
async function filesUnder(dir: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(dir, folder), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

function indexHtml(book: ExportBook) {
  return `<!doctype html>
<html lang="${book.language}" dir="${book.direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(book.title)}</title>
<link rel="stylesheet" href="${OFFLINE_PACKAGE.fonts}">
<link rel="stylesheet" href="${OFFLINE_PACKAGE.style}">
</head>
<body>
<div id="root"></div>
<noscript>${escapeXml(book.title)}: this book opens in a browser with JavaScript turned on.</noscript>
<script src="${OFFLINE_PACKAGE.book}"></script>
${book.pdf ? `<script src="${OFFLINE_PACKAGE.pdfReader}"></script>\n<script src="${OFFLINE_PACKAGE.pdf}"></script>\n` : ''}<script src="${OFFLINE_PACKAGE.script}"></script>
</body>
</html>
`;
}

/**
 * The faces the package carries: those of the book's letters and of the interface's in the book's language. The
 * site draws its interface in 'Inter Variable' and pages in 'Inter' (the same file): both names are declared.
 */
async function packageFonts(book: ExportBook, scriptsDir: string) {
  const interfaceLetters = JSON.parse(await readFile(join(scriptsDir, OFFLINE_PACKAGE.letters), 'utf8')) as Record<string, string>;
  const fonts = await fontFacesFor(`${lettersOf(book)} ${interfaceLetters[book.language] ?? ''}`, { glyphs: false });
  const variable = (fonts.css.match(/@font-face\s*{[^}]*font-family:\s*'Inter';[^}]*}/g) ?? []).map((rule) => rule.replace("font-family: 'Inter';", "font-family: 'Inter Variable';"));
  return { css: [fonts.css, ...variable].join('\n'), files: fonts.files };
}

/** The package's folder (and zip) name: the book's slug in plain letters, which every unzipping tool keeps. */
export const offlineFolderName = (slug: string) => slug.normalize('NFKD').replace(/[^\w-]+/g, '').replace(/^-+|-+$/g, '') || 'book';

/**
 * An LMS package's manifest (decision 027), at the zip's root where an LMS looks for it, launching the folder's
 * index.html: SCORM's lists every file of the package.
 */
function lmsManifest(lms: LmsFormat, book: ExportBook, folder: string, files: string[]): [string, string] {
  const launch = `${folder}/index.html`;
  if (lms === 'cmi5') return ['cmi5.xml', cmi5CourseStructure(book, launch)];
  return ['imsmanifest.xml', (lms === 'scorm12' ? scorm12Manifest : scorm2004Manifest)(book, launch, files)];
}

export async function buildOfflinePackage(
  book: ExportBook,
  reading: BookReading,
  files: BookFiles,
  scriptsDir: string,
  { site, lms, progress = () => {} }: {
    /** The site it is exported from, whose events route its reader sends its reading to (OfflineBook.analytics_url); without it the reader counts nothing. */
    site?: string | null;
    /** An LMS package's standard: its manifest is added, and its reader reports to the LMS that launches it. */
    lms?: LmsFormat;
    progress?: (done: number, total: number) => Promise<void> | void;
  } = {},
): Promise<Uint8Array> {
  const folder = offlineFolderName(book.slug);
  const zip: Zippable = {};
  const put = (name: string, bytes: Uint8Array, stored = false) => void (zip[`${folder}/${name}`] = [bytes, { level: stored ? 0 : 6 }]);

  // Pictures, sounds and videos as stored (a browser plays them all); a file that is gone is left out, and its
  // element shows as missing.
  const urls = [...new Set(files.referencedBy(book))];
  const inPackage: Record<string, string> = {};
  for (const [i, url] of urls.entries()) {
    const file: BookFile | null = await files.readAsStored(url);
    if (file) {
      put(file.name, file.bytes, true);
      inPackage[url] = file.name;
    }
    await progress(i + 1, urls.length + 1);
  }
  if (book.pdf) {
    // The PDF as stored, once: as the script the reader reads it from, and not beside it as a file too.
    const pdf = book.pdf.key ? await files.readAsStored(`${UPLOADS_URL_PREFIX}${book.pdf.key}`) : null;
    if (!pdf) throw new Error("the PDF book's file is not stored");
    put(OFFLINE_PACKAGE.pdf, pdfScript(pdf.bytes));
    put(OFFLINE_PACKAGE.pdfReader, await readFile(join(scriptsDir, OFFLINE_PACKAGE.pdfReader)));
    for (const name of await filesUnder(scriptsDir, OFFLINE_PACKAGE.pdfAssets)) put(name, await readFile(join(scriptsDir, name)));
  }
  const fonts = await packageFonts(book, scriptsDir);
  for (const font of fonts.files) put(font.name, font.bytes, true);
  put(OFFLINE_PACKAGE.fonts, encoder.encode(fonts.css));
  put(OFFLINE_PACKAGE.script, await readFile(join(scriptsDir, OFFLINE_PACKAGE.script)));
  put(OFFLINE_PACKAGE.style, await readFile(join(scriptsDir, OFFLINE_PACKAGE.style)));
  // A PDF book's first page is drawn by pdf.js from the package: the site's drawing of it is not there.
  const packaged = book.pdf ? { ...reading, pdf_first_page: null } : reading;
  put(OFFLINE_PACKAGE.book, encoder.encode(bookScript({ reading: packaged, pages: book.pages, files: inPackage, language: book.language, ...(site && { analytics_url: `${site}/api/public/events` }), ...(lms && { lms }) })));
  put('index.html', encoder.encode(indexHtml(book)));
  put('README.txt', encoder.encode(`${book.title}\n\n${exportLabels(book.language).howToOpen}\n`));
  if (lms) {
    const [name, text] = lmsManifest(lms, book, folder, Object.keys(zip));
    zip[name] = [encoder.encode(text), { level: 6 }];
  }
  await progress(urls.length + 1, urls.length + 1);
  return zipSync(zip);
}
