import { isValidKey, keyOfUrl, type Storage } from '../../lib/storage/index.ts';

/**
 * The storage key of a book's PDF, from its stored URL (`/uploads/<key>`), or null when the URL names no
 * stored file. The URL was vetted on save (an uploads row); this only keeps anything else from being read.
 */
export function pdfKeyOf(url: string | null): string | null {
  const key = keyOfUrl(url);
  return key && isValidKey(key) ? key : null;
}

/** Recently made previews; a new file has a new URL, so a changed book never meets a stale preview. */
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 32;

/**
 * A PDF of the first `pages` pages of a stored file (made with pdf-lib; kept in a small in-process cache), or null
 * when the file is gone. The file is read whole, not by ranges as the processing and the conversion read it
 * (uploads/stored-pdf.ts): a new PDF has to be written, pdf.js only reads, and pdf-lib parses a PDF from all of its
 * bytes at once. Made once per file and number of pages, then served from the cache.
 */
export async function previewPdf(storage: Storage, key: string, cacheKey: string, pages: number): Promise<Buffer | null> {
  const entry = `${cacheKey}#${pages}`;
  const hit = cache.get(entry);
  if (hit) {
    // Re-inserted so that the map's order stays least-recently-used first.
    cache.delete(entry);
    cache.set(entry, hit);
    return hit;
  }
  const file = await storage.open(key);
  if (!file) return null;
  // pdf-lib loads with the first preview, not with the server.
  const { PDFDocument } = await import('pdf-lib');
  const source = await PDFDocument.load(Buffer.concat(await file.stream.toArray()), { ignoreEncryption: true, updateMetadata: false });
  const preview = await PDFDocument.create();
  const count = Math.min(pages, source.getPageCount());
  const copied = await preview.copyPages(source, Array.from({ length: count }, (_, i) => i));
  for (const page of copied) preview.addPage(page);
  preview.setTitle(`${source.getTitle() ?? 'Preview'} (preview)`);
  const bytes = Buffer.from(await preview.save());
  cache.set(entry, bytes);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return bytes;
}
