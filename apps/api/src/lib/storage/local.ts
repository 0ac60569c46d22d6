import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, contentTypeOf, UPLOADS_URL_PREFIX, type Storage } from './index.ts';
import { servedRange } from './range.ts';

/**
 * Files in a local folder, by key. A file is written under a dot-name beside its place (never a key, see
 * isValidKey) and renamed into place once whole, so that a reader never meets half a file and a failed
 * write leaves nothing under the key.
 */
export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(root, key);
  };
  const fileInfo = async (path: string) => {
    try {
      const info = await stat(path);
      return info.isFile() ? { size: info.size, modified: info.mtime } : null;
    } catch {
      return null;
    }
  };
  /** Writes through `write` to a temporary name, then moves the file into place; removes it if writing fails. */
  const writeAtomically = async (key: string, write: (temporary: string) => Promise<void>) => {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${basename(path)}.${randomUUID()}.part`);
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return path;
  };

  return {
    async put(key, body) {
      await writeAtomically(key, (temporary) => writeFile(temporary, body));
    },
    async putStream(key, body: Readable) {
      const path = await writeAtomically(key, (temporary) => pipeline(body, createWriteStream(temporary)));
      return (await stat(path)).size;
    },
    async open(key, range) {
      const path = pathOf(key);
      const info = await fileInfo(path);
      if (!info) return null;
      const file = { ...info, contentType: contentTypeOf(key) };
      if (!range) return { ...file, stream: createReadStream(path) };
      const served = servedRange(range, info.size);
      return { ...file, stream: createReadStream(path, served), range: served };
    },
    async stat(key) {
      const info = await fileInfo(pathOf(key));
      return info && { ...info, contentType: contentTypeOf(key) };
    },
    async move(from, to) {
      const source = pathOf(from);
      if (!(await fileInfo(source))) return false;
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(source, target);
      return true;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `${UPLOADS_URL_PREFIX}${key}`,
    async check() {
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
