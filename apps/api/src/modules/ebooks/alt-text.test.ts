import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ACCESSIBILITY_REQUIRED, AccessibilityRefusedResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookApi, type BookData } from './fixtures/books.ts';

/** Alt text is required to publish (workflow.ts, one of the accessibility checker's serious rules): submit and approve refuse a book with undescribed images. */
describe('alt text before publishing', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let admin: string;
  let author: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    admin = await t.login('admin@folio.test');
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const image = (id: string, fields: Record<string, unknown>) => ({ id, type: 'image', position: { x: 0, y: 0 }, size: { width: 100, height: 100 }, style: {}, src: '/uploads/image/demo/a.webp', ...fields });
  /** An author's published book (pending approval) whose pages hold the given elements. */
  async function bookWith(...pages: Record<string, unknown>[][]) {
    const book = await api.make(author, { status: 'published' });
    const { data, version } = (await api.pages(author, book.id)).json();
    const first = { ...data[0], elements: pages[0] ?? [] };
    const rest = pages.slice(1).map((elements, i) => ({ id: `extra-${book.id}-${i}`, name: `Page ${i + 2}`, layout: { gutter: 50, columns: 2 }, style: {}, elements }));
    const saved = await api.savePages(author, book.id, { version, pages: [first, ...rest], order: [first.id, ...rest.map((p) => p.id)] });
    expect(saved.statusCode, saved.body).toBe(200);
    return book;
  }
  /** A refusal for accessibility: the message, a line per serious problem, and the report beside them. */
  const refused = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBe(422);
    const body = AccessibilityRefusedResponseSchema.parse(res.json());
    expect(body.message).toBe(ACCESSIBILITY_REQUIRED);
    return body;
  };
  const stateOf = async (id: string) => ((await api.read(admin, id)).json().data as BookData).approval_status;

  it('should fail with status 422 naming the pages when the owner submits a book with an image without alt text', async () => {
    const book = await bookWith([image('ok', { alt: 'A fox' })], [image('blank', { alt: '  ' }), image('none', {})]);
    const body = refused(await api.submit(author, book.id));
    expect(body.errors).toEqual({ accessibility: ['Page 2: image-alt', 'Page 2: image-alt'] });
  });

  it('should fail with status 422 when an admin approves such a book, and leave it pending', async () => {
    const book = await bookWith([image('blank', { alt: '' })]);
    refused(await api.decide(admin, book.id, { approval_status: 'approved' }));
    expect(await stateOf(book.id)).toBe('pending');
    // Rejecting asks nothing of the pictures.
    expect((await api.decide(admin, book.id, { approval_status: 'rejected', reason: 'Describe the pictures.' })).statusCode).toBe(200);
  });

  it('should submit and approve a book whose images are described or marked decorative', async () => {
    const book = await bookWith([image('described', { alt: 'A fox' }), image('decorative', { alt: '', decorative: true })]);
    expect((await api.submit(author, book.id)).statusCode).toBe(200);
    expect((await api.decide(admin, book.id, { approval_status: 'approved' })).statusCode).toBe(200);
    expect(await stateOf(book.id)).toBe('approved');
  });

  it('should still answer 409 for a book already in the state asked for', async () => {
    const book = await api.make(admin, { status: 'published' });
    const { data, version } = (await api.pages(admin, book.id)).json();
    await api.savePages(admin, book.id, { version, pages: [{ ...data[0], elements: [image('blank', { alt: '' })] }], order: [data[0].id] });
    expectError(await api.decide(admin, book.id, { approval_status: 'approved' }), 409, 'This eBook is already approved.');
  });
});
