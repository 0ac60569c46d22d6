import { mkdir, writeFile, rm } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Where uploaded files live. Local folder now; an S3-compatible bucket can implement the same. */
export interface Storage {
  put(key: string, body: Buffer, mime: string): Promise<void>;
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
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
  };
}
