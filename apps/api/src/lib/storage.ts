import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PUBLIC_UPLOAD_KINDS } from '@folio/shared';

/** Where uploaded files live. Local folder now; an S3-compatible bucket can implement the same. */
export interface Storage {
  put(key: string, body: Buffer, mime: string): Promise<void>;
  /** Writes a large file as it arrives, never whole in memory; answers its size. A failed write leaves nothing. */
  putStream(key: string, body: Readable, mime: string): Promise<number>;
  /** A stored file to send (a stream and its size), or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Gives a stored file another key (false when there was no file to move). */
  move(from: string, to: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** The URL of a stored file: anyone may fetch it when `isPublicKey`; it names the file in any case. */
  url(key: string): string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

/** The storage key a URL of `url()` names, or null for any other address. */
export const keyOfUrl = (url: string | null | undefined): string | null =>
  url?.startsWith(UPLOADS_URL_PREFIX) && url.length > UPLOADS_URL_PREFIX.length ? url.slice(UPLOADS_URL_PREFIX.length) : null;

/** Whether a key's file is served at its address: the kinds in PUBLIC_UPLOAD_KINDS (their folder is the key's first part). */
export const isPublicKey = (key: string) => (PUBLIC_UPLOAD_KINDS as readonly string[]).includes(key.split('/', 1)[0]!);

export function localStorage(root: string): Storage {
  const base = normalize(root);
  const pathOf = (key: string) => {
    const path = normalize(join(base, key));
    if (!path.startsWith(base.endsWith(sep) ? base : base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  };
  const fileSize = async (path: string) => {
    try {
      const info = await stat(path);
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async putStream(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await pipeline(body, createWriteStream(path));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return (await stat(path)).size;
    },
    async open(key) {
      const path = pathOf(key);
      const size = await fileSize(path);
      return size === null ? null : { stream: createReadStream(path), size };
    },
    async move(from, to) {
      const source = pathOf(from);
      if ((await fileSize(source)) === null) return false;
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(source, target);
      return true;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
  };
}
