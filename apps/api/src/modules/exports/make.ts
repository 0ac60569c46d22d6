import { and, eq, lt, ne } from 'drizzle-orm';
import { EXPORT_MESSAGES, isLmsFormat } from '@folio/shared';
import { bookExports } from '../../db/schema.ts';
import type { JobContext } from '../jobs/types.ts';
import { readExportBook, readFullReading } from './book.ts';
import { buildEpub } from './epub.ts';
import { epubQuestionsScript, epubReadingScript, offlineReaderBuilt } from './export-scripts.ts';
import { storedBookFiles } from './files.ts';
import { EXPORT_TYPES, exportKey } from './files-out.ts';

type ExportRow = typeof bookExports.$inferSelect;

/** The share of pages made is written at most this often: a 500-page book would otherwise write 500 times. */
const PROGRESS_STEP = 5;

/**
 * Once an export is done, the book's earlier exports of that format go, files first: a row whose file is gone
 * would offer a download that fails.
 */
async function removeEarlier(ctx: JobContext, row: ExportRow) {
  const earlier = await ctx.db
    .select()
    .from(bookExports)
    .where(and(eq(bookExports.ebookId, row.ebookId), eq(bookExports.format, row.format), ne(bookExports.id, row.id), lt(bookExports.createdAt, row.createdAt)));
  for (const old of earlier) {
    if (old.fileKey) await ctx.storage.remove(old.fileKey);
    await ctx.db.delete(bookExports).where(eq(bookExports.id, old.id));
  }
}

/**
 * The export job: reads the book, makes the file (telling its progress), stores it and marks the export done.
 * The storage or the database failing throws, and the queue tries again; the last attempt records the failure
 * in words for the user. A book deleted meanwhile takes its export with it (the row cascades): nothing to do.
 */
export async function makeExport(ctx: JobContext, exportId: string, { lastAttempt }: { lastAttempt: boolean }): Promise<void> {
  const [row] = await ctx.db.select().from(bookExports).where(eq(bookExports.id, exportId));
  if (!row || row.status === 'done') return;
  await ctx.db.update(bookExports).set({ status: 'running', progress: 0, error: null }).where(eq(bookExports.id, row.id));
  try {
    const book = await readExportBook(ctx.db, row.ebookId);
    if (!book) return;
    let told = 0;
    const progress = async (done: number, total: number) => {
      const share = Math.floor((done / total) * 100);
      if (share - told < PROGRESS_STEP) return;
      told = share;
      await ctx.db.update(bookExports).set({ progress: share }).where(eq(bookExports.id, row.id));
    };
    const files = storedBookFiles(ctx.storage);
    let bytes: Uint8Array;
    if (row.format === 'pdf' && book.pdf) {
      // A PDF book's PDF is its own file with its layer's links: no Chromium draws it.
      const made = book.pdf.key ? await (await import('./pdf-book.ts')).buildPdfBook(ctx.storage, book.pdf.key, book.pages) : null;
      if (!made) throw new Error("the PDF book's file is not stored");
      bytes = made;
    } else if (row.format === 'pdf') {
      if (!ctx.chromiumPath) throw new Error('no Chromium to draw the PDF with (CHROMIUM_PATH)');
      bytes = await (await import('./pdf.ts')).buildPdf(book, files, ctx.chromiumPath, progress);
    } else if (row.format === 'offline' || isLmsFormat(row.format)) {
      if (!offlineReaderBuilt(ctx.exportScriptsDir, { pdf: !!book.pdf })) throw new Error('no offline reader to pack (EXPORT_SCRIPTS_DIR)');
      const reading = await readFullReading(ctx.db, book.id);
      if (!reading) return;
      bytes = await (await import('./offline.ts')).buildOfflinePackage(book, reading, files, ctx.exportScriptsDir, { site: row.siteUrl, progress, ...(isLmsFormat(row.format) && { lms: row.format }) });
    } else if (row.format === 'epub-reflowable') {
      bytes = await (await import('./epub-reflowable.ts')).buildReflowableEpub(book, files, await epubQuestionsScript(ctx.exportScriptsDir, book.language), progress, await epubReadingScript(ctx.exportScriptsDir, row.siteUrl));
    } else {
      bytes = await buildEpub(book, files, await epubQuestionsScript(ctx.exportScriptsDir, book.language), progress, await epubReadingScript(ctx.exportScriptsDir, row.siteUrl));
    }
    const key = exportKey(row);
    await ctx.storage.put(key, Buffer.from(bytes), EXPORT_TYPES[row.format]);
    await ctx.db.update(bookExports).set({ status: 'done', progress: 100, fileKey: key, size: bytes.byteLength, finishedAt: new Date() }).where(eq(bookExports.id, row.id));
    await removeEarlier(ctx, row);
  } catch (error) {
    ctx.log.error({ err: error, export: row.id }, 'a book export failed');
    if (lastAttempt) {
      await ctx.db.update(bookExports).set({ status: 'failed', error: EXPORT_MESSAGES.failed, finishedAt: new Date() }).where(eq(bookExports.id, row.id));
      return;
    }
    throw error;
  }
}
