import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { insertStaticPage } from './fixtures/static-pages.ts';

const URL = '/api/admin/static-pages';
const valid = { title: 'Shipping Rules', slug: 'shipping-rules', content: '<h2>Where we ship</h2><p>Everywhere <strong>digital</strong>.</p>' };

describe('/api/admin/static-pages', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const create = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: URL, headers: t.bearer(admin), payload });

  it('should create, read, list with search, update and delete a page', async () => {
    await insertStaticPage(t, { title: "Children's privacy", slug: 'childrens-privacy' });
    const created = await create(valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Page created successfully.', data: valid });
    const id = created.json().data.id as string;

    const read = await t.app.inject({ url: `${URL}/${id}`, headers: t.bearer(admin) });
    expect(read.json().data).toMatchObject({ ...valid, id });
    expect(Number.isNaN(Date.parse(read.json().data.updated_at))).toBe(false);

    const byTitle = await t.app.inject({ url: `${URL}?search=shipping%20ru`, headers: t.bearer(admin) });
    expect(byTitle.json()).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    expect(byTitle.json().data[0].slug).toBe('shipping-rules');
    const bySlug = await t.app.inject({ url: `${URL}?search=childrens-priv`, headers: t.bearer(admin) });
    expect(bySlug.json().data.map((p: { slug: string }) => p.slug)).toEqual(['childrens-privacy']);

    const updated = await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: t.bearer(admin), payload: { ...valid, title: 'Delivery', slug: 'delivery' } });
    expect(updated.json()).toMatchObject({ message: 'Page updated successfully.', data: { title: 'Delivery', slug: 'delivery' } });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: t.bearer(admin) });
    expect(deleted.json().message).toBe('Page deleted successfully.');
    expectError(await t.app.inject({ url: `${URL}/${id}`, headers: t.bearer(admin) }), 404, 'Page not found.');
  });

  it('should answer 422 with the field messages when fields are empty or the slug is malformed', async () => {
    const empty = expectError(await create({ title: ' ', slug: '', content: ' ' }), 422);
    expect(empty.errors).toEqual({ title: ['Title is required'], slug: ['Slug is required'], content: ['Content is required'] });
    const malformed = expectError(await create({ ...valid, slug: 'Not A Slug!' }), 422);
    expect(malformed.errors).toEqual({ slug: ['Use lower-case letters, digits and hyphens only'] });
  });

  it('should answer 422 content required when the content has no text left after sanitising', async () => {
    const res = expectError(await create({ ...valid, slug: 'only-script', content: '<p></p><script>alert(1)</script>' }), 422);
    expect(res.errors).toEqual({ content: ['Content is required'] });
  });

  it('should answer 422 on the slug when another page uses it, on create and on update', async () => {
    await insertStaticPage(t, { slug: 'about' });
    await insertStaticPage(t, { slug: 'terms' });
    const taken = expectError(await create({ ...valid, slug: 'about' }), 422);
    expect(taken.errors).toEqual({ slug: ['This slug is already used by another page'] });

    const own = await create({ ...valid, slug: 'unique-one' });
    const id = own.json().data.id as string;
    const renamed = await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: t.bearer(admin), payload: { ...valid, slug: 'terms' } });
    expect(expectError(renamed, 422).errors).toEqual({ slug: ['This slug is already used by another page'] });
    // Saving a page with its own slug is no conflict.
    const same = await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: t.bearer(admin), payload: { ...valid, slug: 'unique-one', title: 'Same slug' } });
    expect(same.statusCode).toBe(200);
  });

  it('should strip scripts, event handlers, javascript: links, iframes and styles before storing', async () => {
    const dirty = [
      '<h2 style="color:red" onclick="steal()">Title</h2>',
      '<p onerror="alert(1)">Safe <em>text</em><script>alert("x")</script></p>',
      '<img src="x" onerror="alert(1)">',
      '<p><a href="javascript:alert(1)">bad link</a> <a href="JaVaScRiPt:alert(2)">bad too</a></p>',
      '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>',
      '<p><a href="https://folio.example/x" target="_blank">web</a> <a href="mailto:hi@example.com">mail</a> <a href="/pages/terms">terms</a> <a href="//evil.example">sneaky</a></p>',
      '<ul><li><p>kept</p></li></ul><p></p>',
    ].join('');
    const res = await create({ title: 'Dirty', slug: 'dirty', content: dirty });
    expect(res.statusCode).toBe(201);
    const content = res.json().data.content as string;
    expect(content).not.toMatch(/<script|alert|onerror|onclick|javascript:|<iframe|<style|style=|<img|evil\.example/i);
    expect(content).toContain('<h2>Title</h2>');
    expect(content).toContain('<p>Safe <em>text</em></p>');
    expect(content).toContain('<a>bad link</a>');
    expect(content).toContain('<a href="https://folio.example/x" target="_blank" rel="noopener noreferrer nofollow">web</a>');
    expect(content).toContain('<a href="mailto:hi@example.com">mail</a>');
    expect(content).toContain('<a href="/pages/terms">terms</a>');
    expect(content.endsWith('<ul><li><p>kept</p></li></ul>')).toBe(true);

    // The public page answers exactly what was stored.
    const page = await t.app.inject({ url: '/api/public/pages/dirty' });
    expect(page.json().data.content).toBe(content);
  });

  it('should keep a page in other languages, sanitised, and drop the languages left empty', async () => {
    const translations = {
      ar: { title: 'قواعد الشحن', content: '<p>إلى كل مكان<script>alert(1)</script></p>' },
      ja: { title: '配送について', content: '<p>どこへでも。</p>' },
      ko: { title: ' ', content: '' },
    };
    const res = await create({ ...valid, slug: 'shipping-translated', translations });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.translations).toEqual({ ar: { title: 'قواعد الشحن', content: '<p>إلى كل مكان</p>' }, ja: translations.ja });
    const id = res.json().data.id as string;
    // An update replaces the set of languages: Japanese is gone, Bengali is new.
    const payload = { ...valid, slug: 'shipping-translated', translations: { ar: translations.ar, bn: { title: 'শিপিং', content: '<p>সব জায়গায়।</p>' } } };
    const updated = await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: t.bearer(admin), payload });
    expect(Object.keys(updated.json().data.translations).sort()).toEqual(['ar', 'bn']);
  });

  it('should answer 422 under the language when a translation has a title without content, or the other way round', async () => {
    const halves = { ar: { title: 'عنوان', content: '' }, ko: { title: '', content: '<p>내용</p>' }, ja: { title: '題', content: '<p><script>x()</script></p>' } };
    const res = expectError(await create({ ...valid, slug: 'half-translated', translations: halves }), 422);
    expect(res.errors).toEqual({ 'translations.ar.content': ['Content is required'], 'translations.ko.title': ['Title is required'] });
    // Content that sanitises to nothing is missing too.
    const blank = expectError(await create({ ...valid, slug: 'half-translated', translations: { ja: halves.ja } }), 422);
    expect(blank.errors).toEqual({ 'translations.ja.content': ['Content is required'] });
    const english = expectError(await create({ ...valid, slug: 'half-translated', translations: { en: { title: 'Twice', content: '<p>x</p>' } } }), 422);
    expect(Object.keys(english.errors ?? {})).toEqual(['translations']);
  });

  it('should list the pages over two pages of ten', async () => {
    for (let i = 0; i < 12; i += 1) await insertStaticPage(t);
    const page2 = await t.app.inject({ url: `${URL}?per_page=10&page=2`, headers: t.bearer(admin) });
    expect(page2.json()).toMatchObject({ current_page: 2, last_page: 2, per_page: 10 });
    expect(page2.json().data.length).toBeGreaterThan(0);
  });

  it.each(['publisher', 'author', 'user'])('should fail with status 403 for a %s', async (role) => {
    const token = await t.login(`${role}@folio.test`);
    const { id } = await insertStaticPage(t);
    expectError(await t.app.inject({ url: URL, headers: t.bearer(token) }), 403);
    expectError(await t.app.inject({ url: `${URL}/${id}`, headers: t.bearer(token) }), 403);
    expectError(await t.app.inject({ method: 'POST', url: URL, headers: t.bearer(token), payload: { ...valid, slug: `by-${role}` } }), 403);
    expectError(await t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: t.bearer(token), payload: valid }), 403);
    expectError(await t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: t.bearer(token) }), 403);
  });

  it('should fail with status 401 without a token and 404 for an unknown id', async () => {
    expectError(await t.app.inject({ url: URL }), 401);
    expectError(await t.app.inject({ method: 'POST', url: URL, payload: valid }), 401);
    expectError(await t.app.inject({ url: `${URL}/00000000-0000-4000-8000-000000000000`, headers: t.bearer(admin) }), 404);
    expectError(await t.app.inject({ method: 'PUT', url: `${URL}/00000000-0000-4000-8000-000000000000`, headers: t.bearer(admin), payload: { ...valid, slug: 'ghost' } }), 404);
    expectError(await t.app.inject({ method: 'DELETE', url: `${URL}/00000000-0000-4000-8000-000000000000`, headers: t.bearer(admin) }), 404);
  });
});

describe('/api/public/pages/:slug', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('should show an edit by an admin to visitors', async () => {
    await insertStaticPage(t, { title: 'Questions', slug: 'faq' });
    const admin = await t.login('admin@folio.test');
    const list = await t.app.inject({ url: '/api/admin/static-pages?search=faq', headers: t.bearer(admin) });
    const faq = list.json().data.find((p: { slug: string }) => p.slug === 'faq');
    await t.app.inject({ method: 'PUT', url: `/api/admin/static-pages/${faq.id}`, headers: t.bearer(admin), payload: { title: 'FAQ', slug: 'faq', content: '<p>Ask away.</p>' } });
    expect((await t.app.inject({ url: '/api/public/pages/faq' })).json().data).toMatchObject({ title: 'FAQ', content: '<p>Ask away.</p>' });
  });

  it('should answer a page in the language asked when it is written in it, and in English otherwise, saying which', async () => {
    await insertStaticPage(t, { title: 'Help', slug: 'help-languages', content: '<p>Help.</p>', translations: { ar: { title: 'مساعدة', content: '<p>مساعدة.</p>' } } });
    const read = async (query: string) => (await t.app.inject({ url: `/api/public/pages/help-languages${query}` })).json().data;
    expect(await read('?lang=ar')).toMatchObject({ title: 'مساعدة', content: '<p>مساعدة.</p>', language: 'ar' });
    expect(await read('?lang=ja')).toMatchObject({ title: 'Help', content: '<p>Help.</p>', language: 'en' });
    expect(await read('')).toMatchObject({ title: 'Help', language: 'en' });
    expectError(await t.app.inject({ url: '/api/public/pages/help-languages?lang=fr' }), 422);
  });

  it('should fail with status 404 for a slug no page has', async () => {
    expectError(await t.app.inject({ url: '/api/public/pages/no-such-page' }), 404, 'Page not found.');
    expectError(await t.app.inject({ url: '/api/public/pages/Weird%20Slug' }), 404, 'Page not found.');
  });
});

// The demo ships the pages the footer links to, with texts an operator may publish as they stand: these tests
// are about that content, so they read the demo rather than pages of their own.
describe('/api/public/pages/:slug of the demo', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT, { data: 'demo' }); });
  afterAll(async () => { await t.close(); });

  it.each(['about', 'terms', 'privacy', 'childrens-privacy'])('should answer the seeded %s page to a visitor without a token', async (slug) => {
    const res = await t.app.inject({ url: `/api/public/pages/${slug}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(['content', 'language', 'slug', 'title', 'updated_at']);
    expect(data.slug).toBe(slug);
    expect(data.title.length).toBeGreaterThan(0);
    expect(data.content).toMatch(/<p>/);
  });

  it('should say what Folio stores about children and that there are no third-party trackers', async () => {
    const { data } = (await t.app.inject({ url: '/api/public/pages/childrens-privacy' })).json();
    expect(data.content).toMatch(/COPPA/);
    expect(data.content).toMatch(/Parents' rights/);
    expect(data.content).toMatch(/No third-party trackers/);
  });
});
