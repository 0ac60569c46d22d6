import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { UPLOADS_URL_PREFIX } from '../../lib/storage.ts';

/**
 * The number of pages of a PDF, or undefined when pdf-lib cannot open it: a damaged file, or something else
 * that only starts with `%PDF`. Encrypted files are counted too (their pages are listed in the clear); the
 * reader decides whether it can show them.
 */
export async function countPdfPages(bytes: Uint8Array): Promise<number | undefined> {
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    const count = doc.getPageCount();
    return count > 0 ? count : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page count of a PDF uploaded through POST /api/uploads?kind=pdf, given its URL; undefined when the
 * URL is not such an upload. The uploads row vouches for the key, so no path from a client reaches the
 * file system. It reads the local uploads folder: the Storage interface has no read yet.
 */
export async function uploadedPdfPages(db: Db, uploadsDir: string, url: string): Promise<number | undefined> {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  const [row] = await db.select({ key: uploads.key }).from(uploads).where(and(eq(uploads.key, key), eq(uploads.kind, 'pdf'))).limit(1);
  if (!row) return undefined;
  try {
    return await countPdfPages(await readFile(join(uploadsDir, row.key)));
  } catch {
    return undefined;
  }
}
