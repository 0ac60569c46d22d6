import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { UPLOADS_URL_PREFIX } from '../../lib/storage.ts';

/**
 * The local path of a book's PDF, from its stored URL (`/uploads/<key>`), or null when the URL is not a file
 * of the uploads folder or the file is gone. The URL was vetted on save (an uploads row), the check here
 * only keeps any path from leaving the folder.
 */
export async function pdfPathOf(uploadsDir: string, url: string | null): Promise<{ path: string; size: number } | null> {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const root = normalize(uploadsDir);
  const path = normalize(join(root, url.slice(UPLOADS_URL_PREFIX.length)));
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size } : null;
  } catch {
    return null;
  }
}

/** Recently made previews; a new file has a new URL, so a changed book never meets a stale preview. */
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 32;

/** A PDF of the first `pages` pages of the file (made with pdf-lib, kept in a small in-process cache). */
export async function previewPdf(path: string, cacheKey: string, pages: number): Promise<Buffer> {
  const key = `${cacheKey}#${pages}`;
  const hit = cache.get(key);
  if (hit) {
    // Re-inserted so that the map's order stays least-recently-used first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const source = await PDFDocument.load(await readFile(path), { ignoreEncryption: true, updateMetadata: false });
  const preview = await PDFDocument.create();
  const count = Math.min(pages, source.getPageCount());
  const copied = await preview.copyPages(source, Array.from({ length: count }, (_, i) => i));
  for (const page of copied) preview.addPage(page);
  preview.setTitle(`${source.getTitle() ?? 'Preview'} (preview)`);
  const bytes = Buffer.from(await preview.save());
  cache.set(key, bytes);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return bytes;
}
