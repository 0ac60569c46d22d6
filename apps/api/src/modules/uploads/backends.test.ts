import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_PAGE_COUNT } from '@folio/shared';
import type { Config } from '../../config.ts';
import { ebooks, uploads } from '../../db/schema.ts';
import { keyOfUrl } from '../../lib/storage/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bucketContents, TEST_S3_ENDPOINT, testS3Client, testS3Settings } from '../../../test/s3.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { removeOrphanUploads } from '../maintenance/orphan-uploads.ts';
import { makePdf, uploadAs } from './fixtures/files.ts';
import { makeIsoMedia, makeMp3, streamedMultipart } from './fixtures/media.ts';

const MB = 1024 * 1024;

/** The app's storage configured one way or the other, and a look from outside at the keys it holds. */
const BACKENDS: { name: string; skip: boolean; storage: () => Partial<Config>; keys: (t: TestApp, folder: string) => Promise<string[]> }[] = [
  {
    name: 'a local folder',
    skip: false,
    storage: () => ({}),
    keys: async (t, folder) => {
      const dir = join(t.config.uploadsDir, folder);
      return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('.')) : [];
    },
  },
  {
    name: 'an S3 bucket (TEST_S3_ENDPOINT)',
    skip: !TEST_S3_ENDPOINT,
    storage: () => ({ storage: { kind: 's3', s3: testS3Settings() } }),
    keys: async (t, folder) => {
      if (t.config.storage.kind !== 's3') throw new Error('not on S3');
      const client = testS3Client(t.config.storage.s3);
      try {
        const { objects, uploads: unfinished } = await bucketContents(client, t.config.storage.s3.bucket);
        return [...objects, ...unfinished.map((u) => u.key)].filter((key) => key.startsWith(`${folder}/`));
      } finally {
        client.destroy();
      }
    },
  },
];

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`uploads stored in ${backend.name}`, () => {
    let t: TestApp;
    let author: string;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(backend.storage());
      author = await t.login('author@folio.test');
      admin = await t.login('admin@folio.test');
    });
    afterAll(async () => { await t?.close(); });

    const stored = async (url: string) => Buffer.concat(await (await t.app.storage.open(keyOfUrl(url)!))!.stream.toArray());

    it('should store an image and its thumbnail, and serve the image with its public headers', async () => {
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c63' } }).png().toBuffer();
      const res = await uploadAs(t, author, 'image', png, 'photo.png', 'image/png');
      expect(res.statusCode, res.body).toBe(201);
      const { url, thumbnail_url } = res.json().data;
      expect(await sharp(await stored(thumbnail_url)).metadata()).toMatchObject({ format: 'webp', width: 320 });

      const served = await t.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(await stored(url));
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(served.rawPayload.length),
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cache-control': 'public, max-age=31536000, immutable',
        'accept-ranges': 'bytes',
      });
      expect(String(served.headers['content-security-policy'])).toMatch(/^default-src 'none'.*sandbox$/);
    });

    it('should stream a video to storage and serve any byte range of it', async () => {
      const head = makeIsoMedia('isom');
      const size = 12 * MB + 5;
      const { payload, headers } = streamedMultipart(head, size, 'film.mp4', 'video/mp4');
      const res = await t.app.inject({ method: 'POST', url: '/api/uploads?kind=video', payload, headers: { ...headers, ...t.bearer(author) } });
      expect(res.statusCode, res.body).toBe(201);
      const { url } = res.json().data;
      expect(await t.app.storage.stat(keyOfUrl(url)!)).toMatchObject({ size });

      const first = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
      expect(first.statusCode).toBe(206);
      expect(first.headers).toMatchObject({ 'content-range': `bytes 0-99/${size}`, 'content-length': '100', 'content-type': 'video/mp4', 'content-disposition': 'inline' });
      // The fixture's bytes past its head are zeros.
      expect(first.rawPayload).toEqual(Buffer.concat([head, Buffer.alloc(100)]).subarray(0, 100));

      // Across the first two 5 MB parts of an S3 multipart upload.
      const middle = await t.app.inject({ url, headers: { range: `bytes=${5 * MB - 10}-${5 * MB + 9}` } });
      expect(middle.statusCode).toBe(206);
      expect(middle.headers['content-range']).toBe(`bytes ${5 * MB - 10}-${5 * MB + 9}/${size}`);
      expect(middle.rawPayload).toEqual(Buffer.alloc(20));

      const tail = await t.app.inject({ url, headers: { range: 'bytes=-7' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.headers['content-range']).toBe(`bytes ${size - 7}-${size - 1}/${size}`);
      expect(tail.rawPayload.length).toBe(7);

      const past = await t.app.inject({ url, headers: { range: `bytes=${size}-` } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);

      // Several ranges at once are not taken: the whole file, as the standard allows.
      const several = await t.app.inject({ url, headers: { range: 'bytes=0-1,5-6' } });
      expect(several.statusCode).toBe(200);
      expect(several.rawPayload.length).toBe(size);

      // If-Range: the range only while the file is the version of that date, else all of it.
      const stamp = String(first.headers['last-modified']);
      expect(new Date(stamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect((await t.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': stamp } })).statusCode).toBe(206);
      const changed = await t.app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': 'Tue, 01 Jan 2030 00:00:00 GMT' } });
      expect(changed.statusCode).toBe(200);
      expect(changed.rawPayload.length).toBe(size);

      const headOnly = await t.app.inject({ method: 'HEAD', url });
      expect(headOnly.statusCode).toBe(200);
      expect(headOnly.headers).toMatchObject({ 'content-length': String(size), 'accept-ranges': 'bytes', 'content-type': 'video/mp4', 'last-modified': stamp });
      expect(headOnly.rawPayload.length).toBe(0);
    });

    it('should keep a PDF private and give readers its preview, or all of it by byte ranges', async () => {
      const pdf = await makePdf(10);
      const res = await uploadAs(t, author, 'pdf', pdf, 'book.pdf', 'application/pdf');
      expect(res.statusCode, res.body).toBe(201);
      const { url } = res.json().data;
      expect((await t.app.inject({ url })).statusCode).toBe(404);

      const book = await insertBook(t, { price: 5 });
      await t.db.update(ebooks).set({ bookType: 'pdf', pdfFile: url, pdfPageCount: 10 }).where(eq(ebooks.id, book.id));
      const route = `/api/public/ebooks/${book.id}/pdf`;

      const preview = await t.app.inject({ url: route });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['x-read-access']).toBe('preview');
      expect((await PDFDocument.load(preview.rawPayload)).getPageCount()).toBe(PREVIEW_PAGE_COUNT);

      const whole = await t.app.inject({ url: route, headers: t.bearer(admin) });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers).toMatchObject({ 'x-read-access': 'full', 'content-type': 'application/pdf', 'accept-ranges': 'bytes', 'cache-control': 'private, no-store' });
      expect(whole.rawPayload).toEqual(pdf);

      const part = await t.app.inject({ url: route, headers: { ...t.bearer(admin), range: 'bytes=100-1123' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-1123/${pdf.length}`);
      expect(part.rawPayload).toEqual(pdf.subarray(100, 1124));
      expect((await t.app.inject({ url: route, headers: { ...t.bearer(admin), range: `bytes=${pdf.length}-` } })).statusCode).toBe(416);
    });

    it('should remove the file and thumbnail of an upload that nothing uses', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
      const { url, thumbnail_url } = (await uploadAs(t, author, 'image', png, 'unused.png', 'image/png')).json().data;
      await t.db.update(uploads).set({ createdAt: new Date(Date.now() - 2 * t.config.orphanUploadGraceMs) }).where(eq(uploads.key, keyOfUrl(url)!));
      expect(await removeOrphanUploads(t.db, t.app.storage, t.config.orphanUploadGraceMs)).toBeGreaterThanOrEqual(1);
      expect(await t.app.storage.stat(keyOfUrl(url)!)).toBeNull();
      expect(await t.app.storage.stat(keyOfUrl(thumbnail_url)!)).toBeNull();
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    });

    it('should keep nothing of a sound that goes past its size limit while it is stored', async () => {
      const before = await backend.keys(t, 'audio');
      // Streamed, so without a length to refuse it by: the storage has most of it when the limit is reached.
      const { payload, headers } = streamedMultipart(makeMp3(), 20 * MB + 1, 'long.mp3', 'audio/mpeg');
      const res = await t.app.inject({ method: 'POST', url: '/api/uploads?kind=audio', payload, headers: { ...headers, ...t.bearer(author) } });
      expect(res.statusCode).toBe(413);
      expect(await backend.keys(t, 'audio')).toEqual(before);
    });
  });
}
