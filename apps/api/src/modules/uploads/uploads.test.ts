import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/helpers.ts';
import { multipart } from './fixtures/files.ts';

describe('POST /api/uploads', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const upload = (content: Buffer, filename: string, type: string, auth = true) => {
    const { payload, headers } = multipart(content, filename, type);
    return t.app.inject({ method: 'POST', url: '/api/uploads?kind=image', payload, headers: { ...headers, ...(auth ? t.bearer(token) : {}) } });
  };

  it('should store a JPEG re-encoded without its metadata, with a thumbnail, served with nosniff', async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Camera Owner' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload(jpeg, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ mime: 'image/jpeg', width: 640, height: 480 });
    expect(data.url).toMatch(/^\/uploads\/image\/\d{4}-\d{2}\/[0-9a-f-]+\.jpg$/);

    const stored = readFileSync(join(t.config.uploadsDir, data.url.replace('/uploads/', '')));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Camera Owner'))).toBe(false);

    const thumb = await sharp(readFileSync(join(t.config.uploadsDir, data.thumbnail_url.replace('/uploads/', '')))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 320 });

    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');
  });

  it('should refuse a file whose bytes are not an image, whatever its name says (415)', async () => {
    const res = await upload(Buffer.from('MZ\x90\x00 this is not a png at all'), 'cat.png', 'image/png');
    expectError(res, 415, 'Unsupported File Format');
  });

  it('should refuse an SVG carrying a script (415)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectError(await upload(svg, 'logo.svg', 'image/svg+xml'), 415, 'Unsupported File Format');
  });

  it('should refuse a file over the 5 MB image limit (413)', async () => {
    const big = Buffer.concat([await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expectError(await upload(big, 'big.png', 'image/png'), 413, 'File Size is too large');
  });

  it('should fail with status 401 without a token, and 415 without multipart', async () => {
    expectError(await upload(Buffer.from('x'), 'a.png', 'image/png', false), 401);
    expectError(await t.app.inject({ method: 'POST', url: '/api/uploads', headers: t.bearer(token), payload: { file: 'x' } }), 415);
  });
});
