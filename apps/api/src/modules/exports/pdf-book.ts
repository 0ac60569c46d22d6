import { PDFDocument, PDFHexString, PDFName, type PDFPage, type PDFRef } from 'pdf-lib';
import { elementFields, pdfPageNumberOf, safeLinkUrl, type BookElement, type BookPage } from '@folio/shared';
import type { Storage } from '../../lib/storage/index.ts';

/** CSS pixels per PDF point: the layer's box is the PDF's first page at 96 dpi (decision 021). */
const CSS_PER_POINT = 96 / 72;

/** A rectangle in a page's user space: PDF points, y upwards. */
type Rect = [number, number, number, number];

/** A page's visible box (its CropBox within its MediaBox, as PDF readers show it) and its /Rotate, in quarter turns clockwise. */
function visibleBox(page: PDFPage) {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const x = Math.max(media.x, crop.x);
  const y = Math.max(media.y, crop.y);
  const width = Math.max(0, Math.min(media.x + media.width, crop.x + crop.width) - x);
  const height = Math.max(0, Math.min(media.y + media.height, crop.y + crop.height) - y);
  const turns = ((((Math.round(page.getRotation().angle / 90) % 4) + 4) % 4) as 0 | 1 | 2 | 3);
  return { x, y, width, height, turns, shownWidth: turns % 2 ? height : width };
}

/**
 * Where a box of the layer lands on a PDF page, in that page's user space. The layer is laid out in the first
 * page's box in CSS pixels, and a page of another size is drawn at the first page's width keeping its proportions
 * (decision 021): one scale for both axes, from the page as shown (rotated), measured from its top left corner.
 */
function layerRectOnPage(box: { x: number; y: number; width: number; height: number }, page: ReturnType<typeof visibleBox>, firstShownWidth: number): Rect {
  const scale = page.shownWidth / (firstShownWidth * CSS_PER_POINT);
  // u runs right and v down across the page as shown; each quarter turn maps them to user space differently.
  const toUser = (u: number, v: number): [number, number] => {
    switch (page.turns) {
      case 0: return [page.x + u, page.y + page.height - v];
      case 1: return [page.x + v, page.y + u];
      case 2: return [page.x + page.width - u, page.y + v];
      case 3: return [page.x + page.width - v, page.y + page.height - u];
    }
  };
  const [x1, y1] = toUser(box.x * scale, box.y * scale);
  const [x2, y2] = toUser((box.x + box.width) * scale, (box.y + box.height) * scale);
  return [Math.min(x1, x2), Math.min(y1, y2), Math.max(x1, x2), Math.max(y1, y2)];
}

/**
 * What a link of the layer does in the PDF: open a web address, or show a page of the book. A link whose page is
 * not one of the PDF's, or whose address is not http, https or mailto, does nothing and is left out.
 */
function linkAction(doc: PDFDocument, element: BookElement, pageRefs: PDFRef[]) {
  const { url, page } = elementFields('link', element);
  if (page) {
    const number = pdfPageNumberOf(page);
    const target = number ? pageRefs[number - 1] : undefined;
    return target ? doc.context.obj({ S: 'GoTo', D: [target, PDFName.of('Fit')] }) : null;
  }
  const href = safeLinkUrl(url);
  // A hex string: pdf-lib writes literal strings unescaped, and an address may hold an unmatched parenthesis.
  return href ? doc.context.obj({ S: 'URI', URI: PDFHexString.of(Buffer.from(href, 'latin1').toString('hex')) }) : null;
}

/**
 * The PDF export of a PDF book (issue 53): its own PDF with the layer's links added as PDF links over the places
 * they were put; the pages' own annotations stay. The layer's other elements (texts, pictures, videos, sounds,
 * questions…) need the reader and are left out. A PDF with no link to add, or an encrypted one (whose strings an
 * added link's address would be read as encrypted with), is given as it is stored. Null when it is no longer stored.
 * The file is read whole, not by ranges as the processing and the conversion read it (uploads/stored-pdf.ts): pdf-lib
 * parses a PDF from all of its bytes to write it again with the links, and the export job stores its result whole.
 */
export async function buildPdfBook(storage: Storage, pdfKey: string, layer: readonly BookPage[]): Promise<Uint8Array | null> {
  const file = await storage.open(pdfKey);
  if (!file) return null;
  const bytes = Buffer.concat(await file.stream.toArray());
  const links = layer.flatMap((page) => page.elements.filter((element) => element.type === 'link').map((element) => ({ page: pdfPageNumberOf(page.id), element })));
  if (links.length === 0) return bytes;
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  if (doc.isEncrypted) return bytes;
  const pages = doc.getPages();
  const pageRefs = pages.map((page) => page.ref);
  const firstShownWidth = pages[0] ? visibleBox(pages[0]).shownWidth : 0;
  let added = 0;
  for (const { page: number, element } of links) {
    const page = number ? pages[number - 1] : undefined;
    const action = page && linkAction(doc, element, pageRefs);
    if (!page || !action) continue;
    const rect = layerRectOnPage({ ...element.position, ...element.size }, visibleBox(page), firstShownWidth);
    // Described by its words, else its address (PDF/UA-1 7.18.5), as the e-book's PDF export describes its links.
    const { text, url } = elementFields('link', element);
    const words = text?.trim() || url || '';
    page.node.addAnnot(doc.context.register(doc.context.obj({
      Type: 'Annot', Subtype: 'Link', Rect: rect, Border: [0, 0, 0], A: action, ...(words && { Contents: PDFHexString.fromText(words) }),
    })));
    added += 1;
  }
  return added ? doc.save() : bytes;
}
