import { createWriteStream } from 'node:fs';
import { mkdir, writeFile, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live. Local folder now; an S3-compatible bucket can implement the same. */
export interface Storage {
  put(key: string, body: Buffer, mime: string): Promise<void>;
  /** Writes a large file as it arrives, never whole in memory; answers its size. A failed write leaves nothing. */
  putStream(key: string, body: Readable, mime: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** The public URL of a stored file. */
  url(key: string): string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root))) throw new Error(`storage key escapes the root: ${key}`);
    return path;
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
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
  };
}
