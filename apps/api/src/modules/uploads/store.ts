import { Readable } from 'node:stream';
import { MEDIA_UPLOAD_KINDS, UPLOAD_KINDS, type MediaUploadKind, type UploadKind } from '@folio/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { receive, receiveWhole, tooLarge, type Incoming, type IncomingFile } from './incoming.ts';
import { storeMedia } from './media.ts';

/** The kinds read whole, to be checked or re-encoded: images and documents. */
type WholeKind = Exclude<UploadKind, MediaUploadKind | 'pdf'>;

const unsupported = () => new HttpError(415, 'Unsupported File Format');
const isMedia = (kind: UploadKind): kind is MediaUploadKind => (MEDIA_UPLOAD_KINDS as readonly string[]).includes(kind);

/** Where the files of an upload go: a folder per kind and month, named by the upload's id (`image/2026-11/<id>.jpg`). */
export function uploadKeys(kind: UploadKind, id: string): (suffix: string) => string {
  const folder = `${kind}/${new Date().toISOString().slice(0, 7)}`;
  return (suffix) => `${folder}/${id}.${suffix}`;
}

/** One stored upload, as recorded and answered. */
export interface Stored {
  key: string;
  mime: string;
  size: number;
  /** The image's thumbnail (public images only). */
  thumbKey: string | null;
  width: number | null;
  height: number | null;
  pageCount: number | null;
}

/** What gets stored for one upload read whole: the main file, and for a public image a thumbnail. */
interface Prepared {
  body: Buffer;
  ext: string;
  mime: string;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
  pageCount: number | null;
}

/**
 * Images (also scanned documents) are re-encoded without their metadata; a PDF document is kept as sent once
 * pdf-lib has read its pages (nothing reads it later, so a broken one is refused now).
 */
async function prepare(kind: WholeKind, buffer: Buffer, mime: string): Promise<Prepared> {
  if (mime === 'application/pdf') {
    // pdf-lib and sharp load on the first upload that needs them, not with the server (a quicker start).
    const { countPdfPages } = await import('./pdf.ts');
    const pageCount = await countPdfPages(buffer);
    if (pageCount === undefined) throw unsupported();
    return { body: buffer, ext: 'pdf', mime, thumbnail: null, width: null, height: null, pageCount };
  }
  const { processImage } = await import('./images.ts');
  try {
    const image = await processImage(buffer, mime, { thumbnail: kind === 'image' });
    return { ...image, pageCount: null };
  } catch {
    throw unsupported();
  }
}

/**
 * A PDF book is streamed to storage as it arrives, never whole in memory (up to 100 MB): reading its pages
 * is the work of its processing job (modules/jobs), which also refuses a file pdf-lib cannot open.
 */
async function storePdfBook(storage: Storage, incoming: Incoming, keyOf: (suffix: string) => string): Promise<Stored> {
  const key = keyOf('pdf');
  const size = await storage.putStream(key, Readable.from(incoming.chunks()), 'application/pdf');
  if (incoming.truncated()) {
    await storage.remove(key);
    throw tooLarge();
  }
  return { key, mime: 'application/pdf', size, thumbKey: null, width: null, height: null, pageCount: null };
}

/**
 * Receives and stores one upload of a kind. Its real type is read from its first bytes, never from its name
 * or the browser's word, and a wrong one is refused before the rest arrives. Sound, video and PDF books are
 * streamed to storage; images and documents are read whole (at most the kind's limit: the part stops there).
 */
export async function storeUpload(storage: Storage, kind: UploadKind, part: IncomingFile, keyOf: (suffix: string) => string): Promise<Stored> {
  const incoming = await receive(part);
  if (isMedia(kind)) return { ...(await storeMedia(storage, kind, incoming, keyOf)), thumbKey: null, width: null, height: null, pageCount: null };
  const detected = incoming.type;
  if (!detected || !(UPLOAD_KINDS[kind].mime as readonly string[]).includes(detected.mime)) throw unsupported();
  if (kind === 'pdf') return storePdfBook(storage, incoming, keyOf);
  return storeWhole(storage, kind, await receiveWhole(incoming), detected.mime, keyOf);
}

/** Stores a file of a kind read whole, of a type already checked (an upload, or a cover made of a PDF's first page). */
export async function storeWhole(storage: Storage, kind: WholeKind, buffer: Buffer, mime: string, keyOf: (suffix: string) => string): Promise<Stored> {
  const prepared = await prepare(kind, buffer, mime);
  const key = keyOf(prepared.ext);
  const thumbKey = prepared.thumbnail ? keyOf('thumb.webp') : null;
  await storage.put(key, prepared.body, prepared.mime);
  if (prepared.thumbnail && thumbKey) await storage.put(thumbKey, prepared.thumbnail, 'image/webp');
  return { key, mime: prepared.mime, size: prepared.body.length, thumbKey, width: prepared.width, height: prepared.height, pageCount: prepared.pageCount };
}
