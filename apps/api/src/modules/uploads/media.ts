import { Readable } from 'node:stream';
import type { FileTypeResult } from 'file-type';
import type { MediaUploadKind } from '@folio/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { tooLarge, type Incoming } from './incoming.ts';

/** How a detected format is stored: the file's extension, which also gives the type it is served as. */
interface StoredFormat {
  ext: string;
  mime: string;
}

/**
 * The formats each kind keeps, by the extension file-type gives the bytes. The names Chromium plays only:
 * no MP1/MP2, Ogg FLAC or Speex, Theora, QuickTime or Matroska. WebM and generic MP4 files look the same
 * whether or not they carry a picture, so as sound they are kept as .weba and .m4a (audio/webm, audio/mp4).
 */
const FORMATS: Record<MediaUploadKind, Record<string, StoredFormat>> = {
  audio: {
    mp3: { ext: 'mp3', mime: 'audio/mpeg' },
    ogg: { ext: 'ogg', mime: 'audio/ogg' },
    opus: { ext: 'opus', mime: 'audio/ogg' },
    wav: { ext: 'wav', mime: 'audio/wav' },
    m4a: { ext: 'm4a', mime: 'audio/mp4' },
    mp4: { ext: 'm4a', mime: 'audio/mp4' },
    aac: { ext: 'aac', mime: 'audio/aac' },
    webm: { ext: 'weba', mime: 'audio/webm' },
  },
  video: {
    mp4: { ext: 'mp4', mime: 'video/mp4' },
    m4v: { ext: 'mp4', mime: 'video/mp4' },
    webm: { ext: 'webm', mime: 'video/webm' },
  },
};

/** What a kind is refused for when its bytes are a file of the other media kind. */
const WRONG_KIND: Record<MediaUploadKind, string> = {
  audio: 'This is a video file: add it to a video element.',
  video: 'This is a sound file: add it to an audio element.',
};

/** The stored format of a file of a kind, by the type its bytes say; 415 for anything else, 422 for the other kind's format. */
function mediaFormat(kind: MediaUploadKind, detected: FileTypeResult | undefined): StoredFormat {
  const format = detected && FORMATS[kind][detected.ext];
  if (format) return format;
  const other: MediaUploadKind = kind === 'audio' ? 'video' : 'audio';
  if (detected && FORMATS[other][detected.ext]) throw new HttpError(422, WRONG_KIND[kind]);
  throw new HttpError(415, 'Unsupported File Format');
}

/**
 * Streams a sound or video upload to storage: its first bytes were read to learn its real type, then they
 * and the rest are written as they arrive, so that a 200 MB video never sits in memory.
 */
export async function storeMedia(storage: Storage, kind: MediaUploadKind, incoming: Incoming, keyOf: (ext: string) => string) {
  const format = mediaFormat(kind, incoming.type);
  const key = keyOf(format.ext);
  const size = await storage.putStream(key, Readable.from(incoming.chunks()), format.mime);
  if (incoming.truncated()) {
    await storage.remove(key);
    throw tooLarge();
  }
  return { key, mime: format.mime, size };
}
