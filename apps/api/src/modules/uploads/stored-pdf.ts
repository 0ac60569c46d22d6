import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Storage } from '../../lib/storage/index.ts';
import { pdfjsOptions, readFirstPage, type FirstPage } from './pdf-first-page.ts';

/** What a PDF book's processing learns of its stored file. */
interface StoredPdf {
  pageCount: number;
  /** Nothing when the file has no pages. */
  firstPage: FirstPage;
}

/**
 * The bytes pdf.js asks at a time: a PDF's cross-reference table and first page come in a few of these, and a
 * request to the bucket each is cheap enough for a job in the background.
 */
const RANGE_BYTES = 64 * 1024;

/**
 * Opens a stored PDF with pdf.js, a range of bytes at a time from the storage (local folder or bucket), never whole,
 * and answers what `use` makes of it. pdf.js fetches nothing ahead (disableAutoFetch, disableStream): it reads what
 * is asked of it (the cross-reference table, the page tree, the pages `use` opens), and the rest of the file only if
 * those are damaged and it has to look through it for its objects; what it has read it keeps in one buffer of the
 * file's size, which the system gives memory to only where bytes were written. Answers 'gone' when there is no file,
 * 'unreadable' when pdf.js cannot open it; a storage that fails meanwhile throws (the queue tries again), as does
 * `use`. The document is closed when `use` ends.
 */
export async function openStoredPdf<T>(storage: Storage, key: string, use: (doc: PDFDocumentProxy) => Promise<T>): Promise<T | 'gone' | 'unreadable'> {
  const stored = await storage.stat(key);
  if (!stored) return 'gone';
  // Loaded with the first PDF to read: pdf.js is large, and a server that processes no PDF never needs it.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js's transport has no way to say that a read failed: the storage's failure ends the reading from outside.
  let storageFailure: unknown;
  let failed: (error: unknown) => void = () => {};
  const readFailed = new Promise<never>((_, reject) => {
    failed = reject;
  });
  // Awaited only while pdf.js reads: a failure after that is nobody's to catch.
  readFailed.catch(() => {});
  const ranges = new pdfjs.PDFDataRangeTransport(stored.size, null);
  ranges.requestDataRange = (begin: number, end: number) => {
    readRange(storage, key, begin, end).then(
      (bytes) => ranges.onDataRange(begin, bytes),
      (error: unknown) => {
        storageFailure ??= error;
        failed(error);
      },
    );
  };
  const loading = pdfjs.getDocument({ range: ranges, length: stored.size, rangeChunkSize: RANGE_BYTES, disableAutoFetch: true, disableStream: true, ...pdfjsOptions() });
  try {
    let doc: PDFDocumentProxy;
    try {
      doc = await Promise.race([loading.promise, readFailed]);
    } catch (error) {
      // Unless the storage failed, the file is at fault: not a PDF, one too damaged to open, or one that takes a
      // password (which the reader could not show either).
      if (storageFailure) throw error;
      return 'unreadable';
    }
    return await Promise.race([use(doc), readFailed]);
  } finally {
    await loading.destroy();
  }
}

/**
 * What a PDF book's processing learns of its stored file (openStoredPdf): a 100 MB book costs it what its
 * cross-reference table, page tree and first page take.
 */
export function readStoredPdf(storage: Storage, key: string): Promise<StoredPdf | 'gone' | 'unreadable'> {
  return openStoredPdf(storage, key, async (doc) => {
    const pageCount = doc.numPages;
    const firstPage = pageCount > 0 ? await readFirstPage(doc) : { drawing: null, picture: null };
    return { pageCount, firstPage };
  });
}

/** Bytes `begin` to `end` (excluded) of a stored file. */
async function readRange(storage: Storage, key: string, begin: number, end: number): Promise<Uint8Array> {
  const file = await storage.open(key, { start: begin, end: end - 1 });
  if (!file) throw new Error(`the stored PDF ${key} went while it was read`);
  return Buffer.concat(await file.stream.toArray());
}
