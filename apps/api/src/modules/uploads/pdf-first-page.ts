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

/** pdf.js's options for a PDF read on the server, from its bytes (`data`) or a range at a time (`range`, stored-pdf.ts). */
export const pdfjsOptions = () => ({ isEvalSupported: false, disableFontFace: true, maxImageSize: MAX_PICTURE_PIXELS, verbosity: 0, ...pdfjsData() });

/** A picture narrower than this is a logo or an ornament, not a cover. */
const COVER_MIN_WIDTH = 300;
/** How far the picture's shape may be from the page's (scans are cropped a little) and still fill it. */
const COVER_SHAPE_TOLERANCE = 0.1;

/** What is made of a PDF's first page: its drawing, and the picture it is made of when it is one (a JPEG file). */
export interface FirstPage {
  drawing: FirstPagePicture | null;
  picture: Buffer | null;
}

/**
 * Draws the first page of a PDF with pdf.js (the renderer the reader uses, on @napi-rs/canvas here), for the reader
 * to show at once while its own pdf.js starts in the browser, and for a book without a cover; and finds the picture
 * that fills the page (a scan, an illustration: the largest picture of the page's shape), which makes a better cover
 * than a drawing of it. Nothing when the page cannot be drawn in time, or where @napi-rs/canvas (an optional package,
 * with no build for some platforms) is missing: the reader then draws the page itself.
 */
export async function readFirstPage(doc: PDFDocumentProxy): Promise<FirstPage> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<FirstPage>((resolve) => {
    timer = setTimeout(() => resolve({ drawing: null, picture: null }), DRAW_TIME_LIMIT_MS);
  });
  try {
    return await Promise.race([draw(doc), timeUp]);
  } catch {
    return { drawing: null, picture: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Draws the first page of a PDF held in memory (the demo seed's), as readFirstPage; null when pdf.js cannot open it. */
export async function drawFirstPage(bytes: Uint8Array): Promise<FirstPagePicture | null> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes the bytes over: a copy, so that the caller's buffer stays whole.
  const loading = pdfjs.getDocument({ data: new Uint8Array(bytes), ...pdfjsOptions() });
  try {
    return (await readFirstPage(await loading.promise)).drawing;
  } catch {
    return null;
  } finally {
    await loading.destroy();
  }
}

async function draw(doc: PDFDocumentProxy): Promise<FirstPage> {
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
  return { drawing: { webp, width, height }, picture: await pictureOf(page.objs, natural.width / natural.height) };
}

/** The pixels of a picture as pdf.js decoded it for a drawing (pdf.js's ImageKind: 2 is RGB, 3 RGBA). */
interface DecodedPicture {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

const isDecodedPicture = (value: unknown): value is DecodedPicture =>
  typeof value === 'object' && value !== null && 'kind' in value && (value.kind === 2 || value.kind === 3) && 'data' in value && ArrayBuffer.isView(value.data);

/**
 * The picture that fills the page, among those pdf.js decoded to draw it (the page's own objects, `page.objs`), as a
 * JPEG file; null when there is none. pdf.js gives pixels, not the file stored in the PDF: they are encoded again
 * (as finely as an upload is kept: store.ts re-encodes the cover like any image).
 */
async function pictureOf(objects: Iterable<unknown[]>, pageShape: number): Promise<Buffer | null> {
  let best: DecodedPicture | null = null;
  for (const [, value] of objects) {
    if (!isDecodedPicture(value)) continue;
    const { width: w, height: h } = value;
    if (w < COVER_MIN_WIDTH || h === 0 || Math.abs(w / h / pageShape - 1) > COVER_SHAPE_TOLERANCE) continue;
    if (!best || w * h > best.width * best.height) best = value;
  }
  if (!best) return null;
  const pixels = Buffer.from(best.data.buffer, best.data.byteOffset, best.data.byteLength);
  return sharp(pixels, { raw: { width: best.width, height: best.height, channels: best.kind === 2 ? 3 : 4 } }).jpeg({ quality: 95 }).toBuffer();
}
