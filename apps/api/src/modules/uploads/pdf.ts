import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFPage } from 'pdf-lib';

/** What a PDF book's processing learns of its file. */
export interface PdfContents {
  pageCount: number;
  /** The picture that fills the first page, as a JPEG file; null when the first page is not one picture. */
  firstPagePicture: Buffer | null;
}

/** A picture narrower than this is a logo or an ornament, not a cover. */
const COVER_MIN_WIDTH = 300;
/** How far the picture's shape may be from the page's (scans are cropped a little) and still fill it. */
const COVER_SHAPE_TOLERANCE = 0.1;

/**
 * The document and its page count, or undefined when pdf-lib cannot open it: a damaged file, or something
 * that only starts with `%PDF` (it may load, with no page tree to count).
 */
async function openPdf(bytes: Uint8Array): Promise<{ doc: PDFDocument; pageCount: number } | undefined> {
  try {
    // Encrypted files open too (their pages are listed in the clear); the reader decides whether it can show them.
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return { doc, pageCount: doc.getPageCount() };
  } catch {
    return undefined;
  }
}

/** The number of pages of a PDF, or undefined when it cannot be opened or has none. */
export async function countPdfPages(bytes: Uint8Array): Promise<number | undefined> {
  return (await openPdf(bytes))?.pageCount || undefined;
}

const isJpeg = (filter: unknown) =>
  filter === PDFName.of('DCTDecode') || (filter instanceof PDFArray && filter.size() === 1 && filter.get(0) === PDFName.of('DCTDecode'));

/**
 * The JPEG picture a scanned or illustrated first page is made of: the largest JPEG image of the page whose
 * shape is the page's. A JPEG image is stored in a PDF as the JPEG file itself, so it is taken out as it is:
 * drawing a page (text, vector art) would take a renderer with native parts, which Folio does not carry.
 */
function firstPagePicture(page: PDFPage): Buffer | null {
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return null;
  const { width, height } = page.getSize();
  const turned = page.getRotation().angle % 180 !== 0;
  const pageShape = turned ? height / width : width / height;
  let best: { pixels: number; bytes: Uint8Array } | null = null;
  for (const value of xObjects.values()) {
    const image = page.doc.context.lookup(value);
    if (!(image instanceof PDFRawStream) || image.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image') || !isJpeg(image.dict.get(PDFName.of('Filter')))) continue;
    const w = image.dict.lookupMaybe(PDFName.of('Width'), PDFNumber)?.asNumber() ?? 0;
    const h = image.dict.lookupMaybe(PDFName.of('Height'), PDFNumber)?.asNumber() ?? 0;
    if (w < COVER_MIN_WIDTH || h === 0 || Math.abs(w / h / pageShape - 1) > COVER_SHAPE_TOLERANCE) continue;
    if (!best || w * h > best.pixels) best = { pixels: w * h, bytes: image.contents };
  }
  return best && Buffer.from(best.bytes);
}

/** Opens a PDF once for its processing: its page count and the picture of its first page; undefined when unreadable. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContents | undefined> {
  const opened = await openPdf(bytes);
  if (!opened) return undefined;
  const { doc, pageCount } = opened;
  let picture: Buffer | null = null;
  try {
    picture = pageCount > 0 ? firstPagePicture(doc.getPage(0)) : null;
  } catch {
    // The cover is a convenience: a page tree pdf-lib cannot follow leaves the book without one, counted all the same.
  }
  return { pageCount, firstPagePicture: picture };
}
