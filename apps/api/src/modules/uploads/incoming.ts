import type { Readable } from 'node:stream';
import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';
import { HttpError } from '../../lib/http-error.ts';

/** What file-type reads of a file for most formats (its own "reasonable detection size"). */
const SAMPLE_BYTES = 4100;
/** The most read before deciding, for formats that need more (file-type skips an ID3 tag of any size on its own). */
const HEAD_BYTES = 64 * 1024;

/** The upload as it arrives from @fastify/multipart: a stream that ends early, flagged, at the size limit. */
export interface IncomingFile {
  file: Readable & { truncated?: boolean };
}

/** A file being received: its type, read from its first bytes, and the file itself still arriving. */
export interface Incoming {
  /** The type its first bytes say, whatever its name or the browser say; undefined when they say none. */
  type: FileTypeResult | undefined;
  /** The whole file as it arrives: the first bytes, then the rest (stopping at the size limit). */
  chunks(): AsyncGenerator<Buffer>;
  /** Whether the file went past its size limit; known once `chunks` ended. */
  truncated(): boolean;
}

export const tooLarge = () => new HttpError(413, 'File Size is too large');

/**
 * Reads the first bytes of an upload, just enough to learn its type (a few KB; up to HEAD_BYTES when they
 * do not tell yet), so that a file of the wrong type is refused before the rest of it is read: the route
 * then answers and closes the connection instead of receiving it. An empty file is 422.
 */
export async function receive(part: IncomingFile): Promise<Incoming> {
  const iterator = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first: Buffer[] = [];
  let size = 0;
  let ended = false;
  let type: FileTypeResult | undefined;
  let sampled = 0;
  while (!ended && size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) ended = true;
    else {
      first.push(next.value);
      size += next.value.length;
    }
    if (size >= Math.max(SAMPLE_BYTES, 2 * sampled) || ended || size >= HEAD_BYTES) {
      sampled = size;
      type = await fileTypeFromBuffer(Buffer.concat(first));
      if (type) break;
    }
  }
  if (size === 0) throw new HttpError(422, 'The file is empty.');
  return {
    type,
    async *chunks() {
      yield* first;
      while (!ended) {
        const next = await iterator.next();
        if (next.done) ended = true;
        else yield next.value;
      }
    },
    truncated: () => part.file.truncated === true,
  };
}

/** The whole file in memory (images, PDFs, documents: they are parsed or re-encoded); 413 past the limit. */
export async function receiveWhole(incoming: Incoming): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming.chunks()) chunks.push(chunk);
  if (incoming.truncated()) throw tooLarge();
  return Buffer.concat(chunks);
}
