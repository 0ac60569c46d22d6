import { and, eq, isNull, like, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publishers, uploads } from '../../db/schema.ts';
import { keyOfUrl, UPLOADS_URL_PREFIX, type Storage } from '../../lib/storage/index.ts';

/** The publishers' identity documents (PUBLISHER_DOCUMENT_FIELDS), by property of the row. */
const DOCUMENT_COLUMNS = { nidImage: publishers.nidImage, proprietorSignature: publishers.proprietorSignature, tradeLicenseImage: publishers.tradeLicenseImage };
const PRIVATE_PREFIX = `${UPLOADS_URL_PREFIX}document/`;

/**
 * Image uploads stored before thumbnails were recorded get their thumbnail's key (always made beside the
 * image, as `<id>.thumb.webp`), so that covers may name it and the cleanup removes it with the image.
 */
export async function recordThumbnails(db: Db) {
  await db
    .update(uploads)
    .set({ thumbKey: sql`regexp_replace(${uploads.key}, '\\.[^./]+$', '.thumb.webp')` })
    .where(and(eq(uploads.kind, 'image'), isNull(uploads.thumbKey)));
}

/**
 * Identity documents stored before they were private (uploaded as public images) move to the private
 * `document/` folder, their thumbnails (public too) are deleted, and their upload rows and the publishers'
 * columns follow. Idempotent: a private document is left alone, and a start interrupted half-way is
 * finished by the next one. Answers how many files moved.
 */
export async function privatiseIdentityDocuments(db: Db, storage: Storage): Promise<number> {
  const columns = Object.values(DOCUMENT_COLUMNS);
  const rows = await db
    .select(DOCUMENT_COLUMNS)
    .from(publishers)
    .where(or(...columns.map((column) => and(like(column, `${UPLOADS_URL_PREFIX}%`), notLike(column, `${PRIVATE_PREFIX}%`)))));
  const publicUrls = new Set(rows.flatMap((row) => Object.values(row)).filter((url): url is string => !!url?.startsWith(UPLOADS_URL_PREFIX) && !url.startsWith(PRIVATE_PREFIX)));
  for (const url of publicUrls) {
    const key = keyOfUrl(url)!;
    // `image/2026-11/<id>.jpg` becomes `document/2026-11/<id>.jpg`.
    const privateUrl = storage.url(`document/${key.slice(key.indexOf('/') + 1)}`);
    const privateKey = keyOfUrl(privateUrl)!;
    const [upload] = await db.select().from(uploads).where(eq(uploads.key, key));
    // A file already gone (moved by an interrupted start, or lost) still gets its addresses rewritten.
    await storage.move(key, privateKey);
    if (upload?.thumbKey) await storage.remove(upload.thumbKey);
    await db.transaction(async (tx) => {
      if (upload) await tx.update(uploads).set({ kind: 'document', key: privateKey, thumbKey: null }).where(eq(uploads.id, upload.id));
      for (const [property, column] of Object.entries(DOCUMENT_COLUMNS)) await tx.update(publishers).set({ [property]: privateUrl }).where(eq(column, url));
    });
  }
  return publicUrls.size;
}
