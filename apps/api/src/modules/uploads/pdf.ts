import { PDFDocument } from 'pdf-lib';

/**
 * The number of pages of a PDF held in memory, or undefined when pdf-lib cannot open it (a damaged file, or
 * something that only starts with `%PDF`: it may load, with no page tree to count) or it has none. A PDF book's
 * file is read by its processing instead, a range at a time (stored-pdf.ts).
 */
export async function countPdfPages(bytes: Uint8Array): Promise<number | undefined> {
  try {
    // Encrypted files open too (their pages are listed in the clear).
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount() || undefined;
  } catch {
    return undefined;
  }
}
