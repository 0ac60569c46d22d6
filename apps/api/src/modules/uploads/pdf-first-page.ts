import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage/index.ts';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a drawing of a PDF's first page is: a WebP picture and its size in pixels. */
export interface FirstPagePicture {
  webp: Buffer;
  width: number;
  height: number;
}

/**
 * The picture's width: a reader's page is at most about 600 CSS pixels wide on a computer's screen, and drawn at
 * twice that on a high-density one (the reader draws at no more than 2 device pixels per CSS pixel).
 */
const FIRST_PAGE_WIDTH = 1200;
/** A page far taller than wide is drawn no taller than this, so that its canvas stays a few megabytes. */
const FIRST_PAGE_MAX_HEIGHT = 2400;
/**
 * Pictures inside the page larger than this (in pixels) are left out of the drawing rather than decoded whole in the
 * server's memory: 16.7 megapixels, a full-page scan at 400 dpi. The reader's pdf.js draws them in the browser.
 */
const MAX_PICTURE_PIXELS = 4096 * 4096;
/** A page that takes longer than this to draw (a crafted or huge file) is given up: the reader draws it itself. */
const DRAW_TIME_LIMIT_MS = 20_000;

/** Where the drawing of a PDF's first page is kept: beside the file, private like it (`pdf/…/<id>.page1.webp`). */
const firstPageKeyOf = (pdfKey: string) => `${pdfKey.replace(/\.pdf$/, '')}.page1.webp`;

/**
 * Stores the drawing of the first page of the PDF at `pdfKey` beside it; answers what its upload row records of
 * it: its key, in the thumbnail's column, which the cleaning of unused uploads removes with the file, and its size.
 * Null when there is no drawing (the reader then draws the page itself).
 */
export async function storeFirstPage(storage: Storage, pdfKey: string, picture: FirstPagePicture | null) {
  if (!picture) return null;
  const thumbKey = firstPageKeyOf(pdfKey);
  await storage.put(thumbKey, picture.webp, 'image/webp');
  return { thumbKey, width: picture.width, height: picture.height };
}

/** pdf.js's files a page may need: the 14 standard fonts, the character maps of CJK fonts, and image decoders. */
function pdfjsData() {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return { standardFontDataUrl: join(root, 'standard_fonts/'), cMapUrl: join(root, 'cmaps/'), cMapPacked: true, wasmUrl: join(root, 'wasm/') };
}

/**
 * Draws the first page of a PDF with pdf.js (the renderer the reader uses, on @napi-rs/canvas here), for the reader
 * to show at once while its own pdf.js starts in the browser, and for a book without a cover. Null when pdf.js cannot
 * open the file or draw the page in time: the reader then draws it as before.
 */
export async function drawFirstPage(bytes: Uint8Array): Promise<FirstPagePicture | null> {
  // Loaded with the first PDF to draw: pdf.js is large, and a server that processes no PDF never needs it. Where it
  // cannot load (its canvas is an optional package, with no build for some platforms), PDFs are processed without.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs').catch(() => null);
  if (!pdfjs) return null;
  // pdf.js takes the bytes over: a copy, so that the caller's buffer stays whole.
  const loading = pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, maxImageSize: MAX_PICTURE_PIXELS, verbosity: 0, ...pdfjsData() });
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DRAW_TIME_LIMIT_MS);
  });
  try {
    return await Promise.race([draw(loading.promise), timeUp]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    await loading.destroy();
  }
}

async function draw(opening: Promise<PDFDocumentProxy>): Promise<FirstPagePicture> {
  const doc = await opening;
  const page = await doc.getPage(1);
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: Math.min(FIRST_PAGE_WIDTH / natural.width, FIRST_PAGE_MAX_HEIGHT / natural.height) });
  const width = Math.round(viewport.width);
  const height = Math.round(viewport.height);
  // In Node, pdf.js's canvas factory makes @napi-rs/canvas canvases (typed for the browser's in pdf.js's types).
  const factory = doc.canvasFactory as { create(width: number, height: number): { canvas: { toBuffer(mime: 'image/png'): Buffer } } };
  const { canvas } = factory.create(width, height);
  await page.render({ canvas: canvas as never, viewport, background: 'white' }).promise;
  const webp = await sharp(canvas.toBuffer('image/png')).webp({ quality: 80 }).toBuffer();
  return { webp, width, height };
}
