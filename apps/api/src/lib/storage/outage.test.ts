import { Readable } from 'node:stream';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { uploads } from '../../db/schema.ts';
import { multipart } from '../../modules/uploads/fixtures/files.ts';
import { StorageUnavailableError } from './index.ts';
import { s3Storage } from './s3.ts';

const MESSAGE = 'File storage is temporarily unavailable. Please try again in a moment.';

describe('an S3 service that does not answer', () => {
  // Port 9 (discard) has nothing listening on loopback: every connection is refused at once.
  const storage = s3Storage({ endpoint: 'http://127.0.0.1:9', region: 'us-east-1', bucket: 'folio', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
  afterAll(() => storage.close());

  it.each([
    ['put', () => storage.put('image/a.png', Buffer.from('x'), 'image/png')],
    ['putStream', () => storage.putStream('video/a.mp4', Readable.from([Buffer.from('x')]), 'video/mp4')],
    ['open', () => storage.open('image/a.png')],
    ['stat', () => storage.stat('image/a.png')],
    ['remove', () => storage.remove('image/a.png')],
    ['check', () => storage.check()],
  ])('should fail %s with StorageUnavailableError, quickly', async (_name, call) => {
    const started = Date.now();
    await expect(call()).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('should answer the source stream\'s own error, not an outage, when the file stops arriving', async () => {
    const failing = new Readable({ read() { this.destroy(new Error('client went away')); } });
    await expect(storage.putStream('video/b.mp4', failing, 'video/mp4')).rejects.toThrow('client went away');
  });
});

describe('POST /api/uploads while the storage is down', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('should answer 503 with a message to try again, and record no upload', async () => {
    const token = await t.login('author@folio.test');
    const [before] = await t.db.select({ n: count() }).from(uploads);
    const down = () => Promise.reject(new StorageUnavailableError(new Error('connect ECONNREFUSED')));
    Object.assign(t.app.storage, { put: down, putStream: down });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const { payload, headers } = multipart(png, 'a.png', 'image/png');
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads?kind=image', payload, headers: { ...headers, ...t.bearer(token) } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MESSAGE, code: 'storageUnavailable' });
    expect(res.headers['retry-after']).toBe('5');
    const [after] = await t.db.select({ n: count() }).from(uploads);
    expect(after!.n).toBe(before!.n);
  });
});
