import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketContents, removeBucket, TEST_S3_ENDPOINT, testS3Client, testS3Settings } from '../../../test/s3.ts';
import { UnsatisfiableRange, type Storage } from './index.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';

const MB = 1024 * 1024;

/** A storage under test, and what its backend holds besides: every file, and for S3 the unfinished uploads. */
interface Backend {
  storage: Storage;
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

const BACKENDS: { name: string; skip: boolean; make: () => Promise<Backend> }[] = [
  {
    name: 'a local folder',
    skip: false,
    make: async () => {
      const root = mkdtempSync(join(tmpdir(), 'folio-storage-'));
      return {
        storage: localStorage(root),
        // Every entry, dot-files (unfinished writes) included; folders end with the file in them.
        leftovers: async () => readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((path) => path.includes('.')),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'an S3 bucket (TEST_S3_ENDPOINT)',
    skip: !TEST_S3_ENDPOINT,
    make: async () => {
      const settings = testS3Settings();
      const storage = s3Storage(settings);
      expect(await storage.ensureBucket()).toBe(true);
      expect(await storage.ensureBucket()).toBe(false);
      const client = testS3Client(settings);
      return {
        storage,
        leftovers: async () => {
          const { objects, uploads } = await bucketContents(client, settings.bucket);
          return [...objects, ...uploads.map((u) => `unfinished upload of ${u.key}`)];
        },
        close: async () => {
          storage.close();
          client.destroy();
          await removeBucket(settings);
        },
      };
    },
  },
];

/** `size` bytes that differ from place to place (so that a misplaced part shows), made as they are read. */
function patterned(size: number, failAfter?: number) {
  const byteAt = (i: number) => (i * 31 + (i >> 16)) & 0xff;
  async function* chunks() {
    for (let at = 0; at < size; at += 256 * 1024) {
      if (failAfter !== undefined && at >= failAfter) throw new Error('the client went away');
      const chunk = Buffer.alloc(Math.min(256 * 1024, size - at));
      for (let i = 0; i < chunk.length; i += 1) chunk[i] = byteAt(at + i);
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), slice: (start: number, end: number) => Buffer.from(Array.from({ length: end - start }, (_, i) => byteAt(start + i))) };
}

const sha256 = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
};
const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`storage on ${backend.name}`, () => {
    let b: Backend;
    let storage: Storage;
    beforeAll(async () => {
      b = await backend.make();
      storage = b.storage;
    });
    afterAll(async () => { await b?.close(); });

    const text = Buffer.from('0123456789abcdefghij');

    it('should keep a file put whole and give it back whole, with its size and type', async () => {
      await storage.put('image/t/whole.png', text, 'image/png');
      const file = await storage.open('image/t/whole.png');
      expect(file).toMatchObject({ size: 20, contentType: 'image/png' });
      expect(file!.range).toBeUndefined();
      expect(await bytesOf(file!.stream)).toEqual(text);
      expect(await storage.stat('image/t/whole.png')).toEqual({ size: 20, contentType: 'image/png', modified: expect.any(Date) });
      expect(Math.abs(file!.modified!.getTime() - Date.now())).toBeLessThan(60_000);
      expect(storage.url('image/t/whole.png')).toBe('/uploads/image/t/whole.png');
    });

    it('should replace a file put again under the same key', async () => {
      await storage.put('image/t/again.png', text, 'image/png');
      await storage.put('image/t/again.png', Buffer.from('new'), 'image/png');
      expect(await bytesOf((await storage.open('image/t/again.png'))!.stream)).toEqual(Buffer.from('new'));
    });

    it('should answer null for a file that is not there', async () => {
      expect(await storage.open('image/t/none.png')).toBeNull();
      expect(await storage.open('image/t/none.png', { start: 0, end: 1 })).toBeNull();
      expect(await storage.stat('image/t/none.png')).toBeNull();
    });

    it.each([
      [{ start: 0, end: 9 }, 0, 9],
      [{ start: 5 }, 5, 19],
      [{ suffix: 4 }, 16, 19],
      [{ suffix: 100 }, 0, 19],
      [{ start: 15, end: 1000 }, 15, 19],
      [{ start: 19, end: 19 }, 19, 19],
    ])('should read the range %o as bytes %i to %i, telling the whole size', async (range, start, end) => {
      await storage.put('image/t/ranged.png', text, 'image/png');
      const file = await storage.open('image/t/ranged.png', range);
      expect(file).toMatchObject({ size: 20, range: { start, end } });
      expect(await bytesOf(file!.stream)).toEqual(text.subarray(start, end + 1));
    });

    it('should refuse a range that starts past the end, telling the size', async () => {
      await storage.put('image/t/short.png', text, 'image/png');
      for (const range of [{ start: 20 }, { start: 50, end: 60 }]) {
        const refused = await storage.open('image/t/short.png', range).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(UnsatisfiableRange);
        expect((refused as UnsatisfiableRange).size).toBe(20);
      }
    });

    it('should write a large stream as it comes and keep every byte in place', async () => {
      const size = 12 * MB + 3;
      const source = patterned(size);
      expect(await storage.putStream('video/t/large.mp4', source.stream, 'video/mp4')).toBe(size);
      expect(await storage.stat('video/t/large.mp4')).toMatchObject({ size });
      expect(await sha256((await storage.open('video/t/large.mp4'))!.stream)).toBe(await sha256(patterned(size).stream));
      // Across the boundary of the first two parts of a multipart upload (5 MB).
      const middle = await storage.open('video/t/large.mp4', { start: 5 * MB - 2, end: 5 * MB + 2 });
      expect(await bytesOf(middle!.stream)).toEqual(source.slice(5 * MB - 2, 5 * MB + 3));
    });

    it.each([
      ['before any of it is stored', 100 * 1024],
      ['after parts of it are stored', 11 * MB],
    ])('should leave nothing when a stream fails %s', async (_when, failAfter) => {
      const before = await b.leftovers();
      await expect(storage.putStream('video/t/broken.mp4', patterned(12 * MB, failAfter).stream, 'video/mp4')).rejects.toThrow('the client went away');
      expect(await storage.stat('video/t/broken.mp4')).toBeNull();
      expect(await b.leftovers()).toEqual(before);
    });

    it('should move a file to another key, and answer false when there is none to move', async () => {
      await storage.put('image/t/from.png', text, 'image/png');
      expect(await storage.move('image/t/from.png', 'document/t/to.png')).toBe(true);
      expect(await storage.stat('image/t/from.png')).toBeNull();
      expect(await bytesOf((await storage.open('document/t/to.png'))!.stream)).toEqual(text);
      expect(await storage.move('image/t/from.png', 'document/t/other.png')).toBe(false);
      expect(await storage.stat('document/t/other.png')).toBeNull();
    });

    it('should remove a file, and take the removal of a missing one calmly', async () => {
      await storage.put('image/t/gone.png', text, 'image/png');
      await storage.remove('image/t/gone.png');
      expect(await storage.open('image/t/gone.png')).toBeNull();
      await expect(storage.remove('image/t/gone.png')).resolves.toBeUndefined();
    });

    it.each(['../outside.png', '/image/abs.png', 'image//double.png', 'image/.hidden.png', 'image/t/../up.png', 'image\\win.png', ''])('should refuse the key %j', async (key) => {
      await expect(storage.put(key, text, 'image/png')).rejects.toThrow('not a storage key');
      await expect(storage.open(key)).rejects.toThrow('not a storage key');
    });

    it('should pass its check while the backend answers', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('should give a signed address that serves the file, where the backend has them', async () => {
      await storage.put('pdf/t/signed.pdf', text, 'application/pdf');
      if (!storage.signedUrl) {
        expect(backend.name).toMatch(/local/);
        return;
      }
      const res = await fetch(await storage.signedUrl('pdf/t/signed.pdf', 60));
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(text);
    });
  });
}

describe('storage check when the backend is unusable', () => {
  it('should throw for a local folder that is not there', async () => {
    await expect(localStorage(join(tmpdir(), 'folio-no-such-folder', 'uploads')).check()).rejects.toThrow();
  });

  it('should throw for an S3 endpoint that does not answer', async () => {
    const storage = s3Storage({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1', bucket: 'folio', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
    await expect(storage.check()).rejects.toThrow();
    storage.close();
  });

  it.skipIf(!TEST_S3_ENDPOINT)('should throw for a bucket that does not exist', async () => {
    const storage = s3Storage(testS3Settings());
    await expect(storage.check()).rejects.toThrow();
    storage.close();
  });
});
