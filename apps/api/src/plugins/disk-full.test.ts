import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverText } from '@folio/shared';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/helpers.ts';
import { makePdf, multipart, uploadAs } from '../modules/uploads/fixtures/files.ts';
import { ebookApi } from '../modules/ebooks/fixtures/books.ts';

/** What a file write answers on a full disk (fs, the local uploads folder). */
const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
/** What a query answers on a full disk (PostgreSQL's disk_full, through the driver, wrapped by the query layer). */
const databaseFull = () =>
  new Error('Failed query: insert into "ebook_pages" …', { cause: Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), { code: '53100' }) });

const ready = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/ready' })).json();

describe('a full disk', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('should answer an upload 507 with a message saying so, log it, and report the disk in readiness (still 200)', async () => {
    expect(await ready(t)).toMatchObject({ checks: { disk: 'ok' }, degraded: [] });
    const { put, putStream } = t.app.storage;
    Object.assign(t.app.storage, { put: () => Promise.reject(noSpace()), putStream: () => Promise.reject(noSpace()) });
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
      const { payload, headers } = multipart(png, 'a.png', 'image/png');
      const res = await t.app.inject({ method: 'POST', url: '/api/uploads?kind=image', payload, headers: { ...headers, ...t.bearer(token) } });
      expect(expectError(res, 507, serverText('diskFull')).code).toBe('diskFull');
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ code: 'ENOSPC' }) }), 'request failed');
    } finally {
      Object.assign(t.app.storage, { put, putStream });
      logged.mockRestore();
    }
    const answer = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'ready', checks: { disk: 'full' }, degraded: ['disk'] });
  });

  it('should answer a page save 507 when the database finds the disk full, and keep the pages as they were', async () => {
    const api = ebookApi(t);
    const book = await api.make(token);
    const before = (await api.pages(token, book.id)).json();
    const { transaction } = t.db;
    t.db.transaction = () => Promise.reject(databaseFull());
    try {
      const res = await api.savePages(token, book.id, { version: before.version, pages: [{ ...before.data[0], name: 'Changed' }], order: [before.data[0].id] });
      expect(expectError(res, 507, serverText('diskFull')).code).toBe('diskFull');
    } finally {
      t.db.transaction = transaction;
    }
    expect((await api.pages(token, book.id)).json()).toEqual(before);
    expect(await ready(t)).toMatchObject({ status: 'ready', degraded: ['disk'] });
  });
});

describe('a full disk found by a background job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => { await t.close(); });

  it('should log it and report the disk in readiness, though no request failed', async () => {
    const token = await t.login('author@folio.test');
    expect(await ready(t)).toMatchObject({ checks: { disk: 'ok' }, degraded: [] });
    // The PDF itself is stored (a stream); the worker's drawing of its first page (a picture) finds no room.
    const { put } = t.app.storage;
    Object.assign(t.app.storage, { put: (key: string, body: Buffer, mime: string) => (mime.startsWith('image/') ? Promise.reject(noSpace()) : put(key, body, mime)) });
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const res = await uploadAs(t, token, 'pdf', await makePdf(1), 'book.pdf', 'application/pdf');
      expect(res.statusCode, res.body).toBe(201);
      await expect.poll(async () => (await ready(t)).checks.disk, { timeout: 20_000, interval: 100 }).toBe('full');
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ code: 'ENOSPC' }), queue: 'process-pdf' }), 'a background job found the disk full');
    } finally {
      Object.assign(t.app.storage, { put });
      logged.mockRestore();
    }
    expect(await ready(t)).toMatchObject({ status: 'ready', degraded: ['disk'] });
  });
});
