import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { insertBook } from './modules/checkout/fixtures/shop.ts';

/** The API compresses what it answers when the client accepts it (app.ts), and only what gains from it. */
describe('compressed API answers', () => {
  let t: TestApp;
  let pdfBook: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 8; i++) await insertBook(t, { price: 0 });
    pdfBook = await insertBook(t, { price: 0, pdfPages: 3 });
  });
  afterAll(async () => { await t.close(); });

  const list = (encoding?: string) => t.app.inject({ url: '/api/public/ebooks?per_page=20', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('should send a JSON answer brotli- or gzip-compressed as the client asks, with the same content', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await list('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('should send a small answer as it is', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('should send a PDF and a byte range of it uncompressed', async () => {
    const whole = await t.app.inject({ url: `/api/public/ebooks/${pdfBook.id}/pdf`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const range = await t.app.inject({ url: `/api/public/ebooks/${pdfBook.id}/pdf`, headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.length).toBe(100);
  });
});
