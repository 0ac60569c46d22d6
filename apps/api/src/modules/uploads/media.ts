import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { MediaUploadKind } from '@folio/shared';
import { HttpError } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage.ts';

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

/** Enough of the start of a file for file-type (it skips an ID3 tag of any size on its own). */
const HEAD_BYTES = 64 * 1024;

/** What a kind is refused for when its bytes are a file of the other media kind. */
const WRONG_KIND: Record<MediaUploadKind, string> = {
  audio: 'This is a video file: add it to a video element.',
  video: 'This is a sound file: add it to an audio element.',
};

/** The stored format of a file's first bytes for a kind; 415 for anything else, 422 for the other kind's format. */
export async function mediaFormat(kind: MediaUploadKind, head: Uint8Array): Promise<StoredFormat> {
  const detected = await fileTypeFromBuffer(head);
  const format = detected && FORMATS[kind][detected.ext];
  if (format) return format;
  const other: MediaUploadKind = kind === 'audio' ? 'video' : 'audio';
  if (detected && FORMATS[other][detected.ext]) throw new HttpError(422, WRONG_KIND[kind]);
  throw new HttpError(415, 'Unsupported File Format');
}

/** The upload as it arrives from @fastify/multipart: a stream that ends early, flagged, at the size limit. */
export interface IncomingFile {
  file: Readable & { truncated?: boolean };
}

/**
 * Streams a sound or video upload to storage: reads its first bytes to learn its real type, then writes them
 * and the rest as they arrive, so that a 200 MB video never sits in memory. A refused file is read to its end
 * (at most the size limit) so that the browser gets the answer rather than a broken connection.
 */
export async function storeMedia(storage: Storage, kind: MediaUploadKind, part: IncomingFile, keyOf: (ext: string) => string) {
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headSize += next.value.length;
  }
  const drain = async () => {
    while (!ended) ended = Boolean((await chunks.next()).done);
  };

  let format: StoredFormat;
  try {
    if (headSize === 0) throw new HttpError(422, 'The file is empty.');
    format = await mediaFormat(kind, Buffer.concat(head));
  } catch (error) {
    await drain();
    if (part.file.truncated) throw tooLarge();
    throw error;
  }

  async function* whole() {
    yield* head;
    while (!ended) {
      const next = await chunks.next();
      if (next.done) ended = true;
      else yield next.value;
    }
  }
  const key = keyOf(format.ext);
  const size = await storage.putStream(key, Readable.from(whole()), format.mime);
  if (part.file.truncated) {
    await storage.remove(key);
    throw tooLarge();
  }
  return { key, mime: format.mime, size };
}

export const tooLarge = () => new HttpError(413, 'File Size is too large');
