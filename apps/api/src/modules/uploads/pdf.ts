import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';

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
 * The page count of a stored PDF upload (its key comes from its uploads row, see findUpload); undefined when
 * the file is gone or unreadable. It reads the local uploads folder: the writes that need it know only that.
 */
export async function storedPdfPages(uploadsDir: string, key: string): Promise<number | undefined> {
  try {
    return await countPdfPages(await readFile(join(uploadsDir, key)));
  } catch {
    return undefined;
  }
}
