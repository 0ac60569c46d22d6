import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESSIBILITY_REQUIRED, AccessibilityRefusedResponseSchema, AccessibilityReportResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookApi } from './fixtures/books.ts';

const at = (y: number, extra: Record<string, unknown>) => ({ position: { x: 20, y }, size: { width: 400, height: 80 }, style: { fontSize: 16, color: '#111827' }, ...extra });
/** A page with a serious problem of each of two kinds (a picture without words, pale words) and a warning (a sound without a transcript). */
const problems = [
  { id: 'pic', type: 'image', src: '/uploads/image/demo/a.webp', alt: '', ...at(0, {}) },
  { id: 'pale', type: 'text', html: '<p>Pale words on white</p>', ...at(100, { style: { fontSize: 16, color: '#cccccc' } }) },
  { id: 'sound', type: 'audio', src: '/uploads/audio/demo/a.mp3', ...at(200, {}) },
];
const mended = [
  { ...problems[0], alt: 'A fox in the snow' },
  { ...problems[1], style: { fontSize: 16, color: '#333333' } },
  problems[2],
];

/** The accessibility report (GET …/accessibility) and the submission gate on its serious problems (workflow.ts). */
describe('accessibility report and submission gate', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let author: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    author = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  async function write(id: string, elements: unknown[]) {
    const { data, version } = (await api.pages(author, id)).json();
    const saved = await api.savePages(author, id, { version, pages: [{ ...data[0], elements }], order: [data[0].id] });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  it('should answer the report of the book, its serious problems and warnings on their pages and elements', async () => {
    const book = await api.make(author);
    await write(book.id, problems);
    const res = await api.call('GET', `/${book.id}/accessibility`, author);
    expect(res.statusCode, res.body).toBe(200);
    const report = AccessibilityReportResponseSchema.parse(res.json()).data;
    expect(report).toMatchObject({ language: 'en', serious: 2, warnings: 1 });
    expect(report.problems.map((p) => [p.rule, p.severity, p.page_index, p.element_id])).toEqual([
      ['image-alt', 'serious', 0, 'pic'],
      ['contrast', 'serious', 0, 'pale'],
      ['audio-transcript', 'warning', 0, 'sound'],
    ]);
    expect(report.problems[1]?.values).toMatchObject({ foreground: '#cccccc', background: '#ffffff', required: 4.5 });
  });

  it('should warn of a text box reaching past the edge of the book\'s page', async () => {
    const book = await api.make(author);
    await write(book.id, [{ id: 'past', type: 'text', html: '<p>Words past the edge</p>', ...at(100, {}), position: { x: 700, y: 100 } }]);
    const report = AccessibilityReportResponseSchema.parse((await api.call('GET', `/${book.id}/accessibility`, author)).json()).data;
    expect(report.problems.map((p) => [p.rule, p.severity, p.element_id, p.values])).toEqual([['overflow', 'warning', 'past', { edge: 1 }]]);
  });

  it('should answer 404 for a book that does not exist', async () => {
    expectError(await api.call('GET', '/00000000-0000-4000-8000-000000000000/accessibility', author), 404, 'eBook not found.');
  });

  it('should refuse a submission with 422 listing the serious problems, then accept it once they are mended, warnings left', async () => {
    const book = await api.make(author, { status: 'published' });
    await write(book.id, problems);
    const refused = await api.submit(author, book.id);
    expect(refused.statusCode, refused.body).toBe(422);
    const answer = AccessibilityRefusedResponseSchema.parse(refused.json());
    expect(answer.message).toBe(ACCESSIBILITY_REQUIRED);
    expect(answer.errors).toEqual({ accessibility: ['Page 1: image-alt', 'Page 1: contrast'] });
    expect(answer.accessibility.problems.filter((p) => p.severity === 'serious').map((p) => p.element_id)).toEqual(['pic', 'pale']);

    await write(book.id, mended);
    const accepted = await api.submit(author, book.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.approval_status).toBe('pending');
    const after = AccessibilityReportResponseSchema.parse((await api.call('GET', `/${book.id}/accessibility`, author)).json()).data;
    expect(after).toMatchObject({ serious: 0, warnings: 1 });
  });

  it('should describe the report and the refusal in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const route = doc.paths['/api/admin/ebooks/{id}/accessibility'].get;
    expect(route.security).toEqual([{ bearer: [] }]);
    expect(JSON.stringify(route.responses['200'])).toContain('page_index');
    expect(JSON.stringify(doc.paths['/api/admin/ebooks/{id}/submit'].post.responses['422'])).toContain('accessibility');
  });
});
