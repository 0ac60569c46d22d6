import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/helpers.ts';
import { makePdf, uploadAs } from './fixtures/files.ts';

describe('POST /api/uploads?kind=pdf', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const upload = (content: Buffer, filename: string, type = 'application/pdf') => uploadAs(t, token, 'pdf', content, filename, type);

  it('should store the PDF as sent and answer its page count when a real PDF is uploaded', async () => {
    const pdf = await makePdf(3);
    const res = await upload(pdf, 'story.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ mime: 'application/pdf', size: pdf.length, page_count: 3, thumbnail_url: null, width: null, height: null });
    expect(data.url).toMatch(/^\/uploads\/pdf\/\d{4}-\d{2}\/[0-9a-f-]+\.pdf$/);
    expect(readFileSync(join(t.config.uploadsDir, data.url.replace('/uploads/', ''))).equals(pdf)).toBe(true);

    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');
  });

  it('should answer 415 when a PNG is named .pdf', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expectError(await upload(png, 'book.pdf'), 415, 'Unsupported File Format');
  });

  it('should answer 415 when a file starts like a PDF but pdf-lib cannot open it', async () => {
    expectError(await upload(Buffer.from('%PDF-1.7\nthis is no document at all\n%%EOF'), 'fake.pdf'), 415, 'Unsupported File Format');
  });

  it('should answer 415 when a PDF is sent as an image', async () => {
    expectError(await uploadAs(t, token, 'image', await makePdf(1), 'a.pdf', 'application/pdf'), 415, 'Unsupported File Format');
  });

  it('should answer 413 when the file is over the 100 MB limit', async () => {
    const big = Buffer.concat([await makePdf(1), Buffer.alloc(100 * 1024 * 1024)]);
    expectError(await upload(big, 'huge.pdf'), 413, 'File Size is too large');
  });
});
