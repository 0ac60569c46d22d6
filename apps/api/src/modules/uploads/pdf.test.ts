import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@folio/shared';
import { ebooks } from '../../db/schema.ts';
import type { TestApp } from '../../../test/harness.ts';
import { expectError, registerUser } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { settledProcessing } from '../jobs/fixtures/jobs.ts';
import { makePdf, uploadAs } from './fixtures/files.ts';
import { createTestApp } from '../../../test/harness.ts';

describe('POST /api/uploads?kind=pdf', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const upload = (content: Buffer, filename: string, type = 'application/pdf') => uploadAs(t, token, 'pdf', content, filename, type);

  it('should store the PDF as sent and answer at once, its pages counted in the background', async () => {
    const pdf = await makePdf(3);
    const res = await upload(pdf, 'story.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ mime: 'application/pdf', size: pdf.length, page_count: null, thumbnail_url: null, width: null, height: null, processing: { status: 'pending' } });
    expect(data.url).toMatch(/^\/uploads\/pdf\/\d{4}-\d{2}\/[0-9a-f-]+\.pdf$/);
    expect(readFileSync(join(t.config.uploadsDir, data.url.replace('/uploads/', ''))).equals(pdf)).toBe(true);
    expect(await settledProcessing(t, token, data.url)).toMatchObject({ status: 'done', page_count: 3 });
  });

  it('should never serve a PDF at its address, to anyone: readers get it through the reading-access route', async () => {
    const { url } = (await upload(await makePdf(2), 'paid.pdf')).json().data;
    const paid = await insertBook(t, { price: 9, pdfPages: 3 });
    const [seeded] = await t.db.select({ pdfFile: ebooks.pdfFile }).from(ebooks).where(isNotNull(ebooks.pdfFile)).limit(1);
    const stranger = (await registerUser(t)).token;
    expect((await t.app.inject({ url: `/api/public/ebooks/${paid.id}/pdf`, headers: t.bearer(stranger) })).headers['x-read-access']).toBe('preview');
    for (const address of [url, paid.pdfFile!, seeded!.pdfFile!]) {
      for (const headers of [{}, t.bearer(stranger), t.bearer(token), t.bearer(await t.login('admin@folio.test'))]) {
        expect((await t.app.inject({ url: address, headers })).statusCode, address).toBe(404);
      }
    }
  });

  it('should answer 415 when a PNG is named .pdf', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    expectError(await upload(png, 'book.pdf'), 415, 'Unsupported File Format');
  });

  it('should store a file that starts like a PDF, and end its processing failed when pdf-lib cannot open it', async () => {
    const res = await upload(Buffer.from('%PDF-1.7\nthis is no document at all\n%%EOF'), 'fake.pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(await settledProcessing(t, token, res.json().data.url)).toMatchObject({ status: 'failed', error: MESSAGES.pdfUnreadable });
  });

  it('should answer 415 when a PDF is sent as an image', async () => {
    expectError(await uploadAs(t, token, 'image', await makePdf(1), 'a.pdf', 'application/pdf'), 415, 'Unsupported File Format');
  });

  it('should answer 413 when the file is over the 100 MB limit', async () => {
    const big = Buffer.concat([await makePdf(1), Buffer.alloc(100 * 1024 * 1024)]);
    expectError(await upload(big, 'huge.pdf'), 413, 'File Size is too large');
  });
});
