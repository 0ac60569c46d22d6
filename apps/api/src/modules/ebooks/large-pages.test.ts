import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookPage } from '@folio/shared';
import { pageBytes } from '../pages/format.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { ebookApi } from './fixtures/books.ts';

const MiB = 1024 * 1024;

/** A page of `elements` text boxes of `length` letters each: large in all, every element of an ordinary size. */
const largePage = (elements: number, length: number): BookPage => ({
  id: randomUUID(),
  name: 'Large',
  elements: Array.from({ length: elements }, (_, i) => ({
    id: randomUUID(),
    type: 'text' as const,
    position: { x: 0, y: i * 20 },
    size: { width: 100, height: 20 },
    style: {},
    html: `<p>${'x'.repeat(length)}</p>`,
  })),
  layout: { gutter: 50, columns: 2 },
  style: {},
});

/**
 * Pages larger than the JSON body limit (BODY_LIMIT_BYTES, 1 MiB) but within the book limit (BOOK_MAX_MB):
 * every way of saving them takes what the book limit allows, and past it says so with the sizes.
 */
describe('pages over 1 MiB, within the book limit', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    api = ebookApi(t);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const page = largePage(30, 50_000);
  it('should be a page of about 1.5 MB, each element well under any element limit, the book under its limit', () => {
    expect(t.config.bodyLimitBytes).toBe(MiB);
    expect(pageBytes(page)).toBeGreaterThan(1.4 * MiB);
    expect(pageBytes(page)).toBeLessThan(t.config.bookMaxBytes);
  });

  it('should save a book page, read it back, save the book as a template, save that template\'s pages, and start a book from it', async () => {
    const book = await api.make(admin);
    const { version } = (await api.pages(admin, book.id)).json();
    const saved = await api.savePages(admin, book.id, { version, pages: [page], order: [page.id] });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    expect(saved.json()).toEqual({ version: version + 1 });
    expect((await api.pages(admin, book.id)).json()).toMatchObject({ version: version + 1, data: [{ id: page.id, elements: page.elements }] });

    const asTemplate = await t.app.inject({ method: 'POST', url: `/api/admin/ebooks/${book.id}/template`, headers: t.bearer(admin), payload: { name: 'Large design' } });
    expect(asTemplate.statusCode, asTemplate.body.slice(0, 300)).toBe(201);
    const templateId = asTemplate.json().data.id as string;

    const templatePages = await t.app.inject({ method: 'GET', url: `/api/admin/templates/${templateId}/pages`, headers: t.bearer(admin) });
    expect(templatePages.statusCode, templatePages.body.slice(0, 300)).toBe(200);
    const again = largePage(25, 60_000);
    const templateSave = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/templates/${templateId}/pages`,
      headers: t.bearer(admin),
      payload: { version: templatePages.json().version, pages: [again], order: [again.id] },
    });
    expect(templateSave.statusCode, templateSave.body.slice(0, 300)).toBe(200);

    const used = await t.app.inject({ method: 'POST', url: `/api/admin/templates/${templateId}/use`, headers: t.bearer(admin), payload: { title: 'From a large design' } });
    expect(used.statusCode, used.body.slice(0, 300)).toBe(201);
    const fromTemplate = (await api.pages(admin, used.json().data.id)).json();
    expect(fromTemplate.data).toHaveLength(1);
    expect(pageBytes(fromTemplate.data[0])).toBeGreaterThan(1.4 * MiB);
  });

  it('should answer a body over the request limit on the routes that carry no pages (save as template, use a template) with 413, not a 500', async () => {
    const book = await api.make(admin);
    const asTemplate = await t.app.inject({ method: 'POST', url: `/api/admin/ebooks/${book.id}/template`, headers: t.bearer(admin), payload: { name: 'x'.repeat(1.2 * MiB) } });
    expect(asTemplate.statusCode, asTemplate.body.slice(0, 300)).toBe(413);
    expect(asTemplate.json()).toEqual({ message: 'The request body is too large.' });
    const template = await t.app.inject({ method: 'POST', url: `/api/admin/ebooks/${book.id}/template`, headers: t.bearer(admin), payload: { name: 'Small' } });
    const used = await t.app.inject({ method: 'POST', url: `/api/admin/templates/${template.json().data.id}/use`, headers: t.bearer(admin), payload: { title: 'y'.repeat(1.2 * MiB) } });
    expect(used.statusCode, used.body.slice(0, 300)).toBe(413);
    expect(used.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('should answer a body past what the book limit allows with 413, its message and both sizes, not a 500', { timeout: 120_000 }, async () => {
    const small = await createTestApp({ bookMaxBytes: 2 * MiB });
    try {
      const token = await small.login('admin@folio.test');
      const book = await ebookApi(small).make(token);
      const huge = largePage(60, 50_000);
      const res = await ebookApi(small).savePages(token, book.id, { version: 0, pages: [huge], order: [huge.id] });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(413);
      const body = res.json();
      expect(body).toMatchObject({ max_bytes: 2 * MiB });
      expect(body.bytes).toBeGreaterThan(2 * MiB);
      expect(body.message).toMatch(/^This book is too large to save: its pages would take [\d.]+ MB, over the limit of 2 MB\./);

      // Sent in chunks, without a declared length: refused once past the limit, the same way.
      const chunked = await small.app.inject({
        method: 'PUT',
        url: `/api/admin/ebooks/${book.id}/pages`,
        headers: { ...small.bearer(token), 'content-type': 'application/json' },
        payload: Readable.from([JSON.stringify({ version: 0, pages: [huge], order: [huge.id] })]),
      });
      expect(chunked.statusCode, chunked.body.slice(0, 300)).toBe(413);
      expect(chunked.json()).toMatchObject({ max_bytes: 2 * MiB, bytes: expect.any(Number), message: expect.stringMatching(/too large to save/) });
    } finally {
      await small.close();
    }
  });
});
