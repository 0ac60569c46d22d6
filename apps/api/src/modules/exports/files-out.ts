import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { EXPORT_EXTENSIONS, type ExportFormat } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { bookExports } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';

type ExportRow = typeof bookExports.$inferSelect;

/**
 * What each format's file is served as. Here rather than beside the job: the routes that send files load at
 * start, and the job brings the EPUB and PDF makers (sharp, zip, Chromium), which a start does not need.
 */
export const EXPORT_TYPES = { epub: 'application/epub+zip', 'epub-reflowable': 'application/epub+zip', pdf: 'application/pdf', offline: 'application/zip', scorm12: 'application/zip', scorm2004: 'application/zip', cmi5: 'application/zip' } as const satisfies Record<ExportRow['format'], string>;

/** Where an export's file is kept: a folder no address serves (lib/storage isPublicKey). */
export const exportKey = (row: Pick<ExportRow, 'ebookId' | 'id' | 'format'>) => `exports/${row.ebookId}/${row.id}.${EXPORT_EXTENSIONS[row.format]}`;

/**
 * The name an export is saved under: the book's slug and the format's extension; a zip says which (-offline.zip,
 * -scorm12.zip…), and so does the reflowable EPUB beside the fixed-layout one (-reflowable.epub).
 */
export const exportFileName = (book: { slug: string }, format: ExportFormat) => `${book.slug || 'book'}${EXPORT_EXTENSIONS[format] === 'zip' ? `-${format}` : format === 'epub-reflowable' ? '-reflowable' : ''}.${EXPORT_EXTENSIONS[format]}`;

/** The finished exports of the books, the latest of each book and format. */
export async function finishedExportsOf(db: Db, ebookIds: string[]): Promise<ExportRow[]> {
  if (ebookIds.length === 0) return [];
  const rows = await db.select().from(bookExports).where(and(inArray(bookExports.ebookId, ebookIds), eq(bookExports.status, 'done'))).orderBy(desc(bookExports.createdAt));
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.ebookId}:${row.format}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Sends an export's file as a download, streamed from the storage; answers false, having sent nothing, when
 * the file is gone. A title's slug may hold any letter: the plain name keeps to ASCII, the encoded one is whole.
 */
export function sendExportFile(request: FastifyRequest, reply: FastifyReply, storage: Storage, book: { slug: string }, row: ExportRow & { fileKey: string }) {
  return sendStoredFile(request, reply, storage, row.fileKey, {
    'content-type': EXPORT_TYPES[row.format],
    'content-disposition': `attachment; filename="book.${EXPORT_EXTENSIONS[row.format]}"; filename*=UTF-8''${encodeURIComponent(exportFileName(book, row.format))}`,
    'cache-control': 'private, no-store',
  });
}
