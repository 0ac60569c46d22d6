import type { Readable } from 'node:stream';
import { PUBLIC_UPLOAD_KINDS } from '@folio/shared';
import type { ByteRange, ServedRange } from './range.ts';

export { UnsatisfiableRange, type ByteRange } from './range.ts';

/** A stored file being read: all of it, or the range that was asked. */
interface OpenedFile {
  stream: Readable;
  /** The size of the whole file, whatever part of it the stream carries. */
  size: number;
  contentType?: string;
  /** When the file was stored, where the backend tells. */
  modified?: Date;
  /** The bytes the stream carries, when a range was asked. */
  range?: ServedRange;
}

export interface StoredFileInfo {
  size: number;
  contentType?: string;
  modified?: Date;
}

/**
 * Where uploaded files live: a local folder (local.ts) or an S3-compatible bucket (s3.ts). Every module
 * reads and writes files through this, never through the disk. A key is a relative path of the uploads
 * (`image/2026-11/<id>.jpg`, isValidKey); a bad key is a programming error and throws.
 */
export interface Storage {
  put(key: string, body: Buffer, mime: string): Promise<void>;
  /** Writes a large file as it arrives, never whole in memory; answers its size. A failed write leaves nothing. */
  putStream(key: string, body: Readable, mime: string): Promise<number>;
  /**
   * A stored file to send, or null when there is none. With a range, the stream carries only those bytes
   * (`range` says which); a range that starts past the end throws UnsatisfiableRange.
   */
  open(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Gives a stored file another key (false when there was no file to move). */
  move(from: string, to: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The URL of a stored file: anyone may fetch it when `isPublicKey`; it names the file in any case. */
  url(key: string): string;
  /** A time-limited address of the file at the backend itself, for backends that have one (S3). */
  signedUrl?(key: string, seconds: number): Promise<string>;
  /** Throws when the backend cannot be reached or used (the readiness probe); gives up when `signal` aborts. */
  check(signal?: AbortSignal): Promise<void>;
}

/**
 * The storage service did not answer, or failed on its side (a network error, a 5xx): the request cannot be
 * done now but may succeed in a moment, which the API says with a 503 (plugins/domain-errors.ts).
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(cause: unknown) {
    super('File storage is temporarily unavailable. Please try again in a moment.', { cause });
  }
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The storage key a URL of `url()` names, or null for any other address. */
export const keyOfUrl = (url: string | null | undefined): string | null =>
  url?.startsWith(UPLOADS_URL_PREFIX) && url.length > UPLOADS_URL_PREFIX.length ? url.slice(UPLOADS_URL_PREFIX.length) : null;

/** Whether a key's file is served at its address: the kinds in PUBLIC_UPLOAD_KINDS (their folder is the key's first part). */
export const isPublicKey = (key: string) => (PUBLIC_UPLOAD_KINDS as readonly string[]).includes(key.split('/', 1)[0]!);

/**
 * A key is folders and a file name of letters, digits, `_`, `-` and `.`, none starting with a dot: it can
 * leave no folder, and names starting with a dot stay free for the backends' own unfinished writes.
 */
const KEY = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;
export const isValidKey = (key: string) => key.length <= 1024 && KEY.test(key);

export function assertValidKey(key: string) {
  if (!isValidKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** The types files are served as, by the extension they are stored with (uploads/store.ts, media.ts, the seed). */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  weba: 'audio/webm',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

export const contentTypeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
