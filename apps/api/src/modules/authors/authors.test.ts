import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/helpers.ts';
import { insertAuthor } from './fixtures/authors.ts';

const valid = { name: 'Ingrid Solberg', status: 'active', photo: '/uploads/image/2026-11/ingrid.webp', bio: 'Writes about fjords and the fish that live in them.' };

describe('/api/admin/authors', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const post = (payload: Record<string, unknown>, token = admin) => t.app.inject({ method: 'POST', url: '/api/admin/authors', headers: t.bearer(token), payload });

  it('should list the authors over two pages of ten with photos and bios (before any other test adds rows)', async () => {
    for (let i = 0; i < 12; i += 1) await insertAuthor(t);
    const page1 = await t.app.inject({ url: '/api/admin/authors', headers: t.bearer(admin) });
    expect(page1.json()).toMatchObject({ current_page: 1, per_page: 10 });
    expect(page1.json().data).toHaveLength(10);
    expect(page1.json().last_page).toBeGreaterThanOrEqual(2);
    for (const a of page1.json().data) {
      expect(a.photo).toMatch(/^\/uploads\/image\/demo\/.+\.webp$/);
      expect(a.bio.length).toBeGreaterThan(20);
    }
    const photo = await t.app.inject({ url: page1.json().data[0].photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('should create, read, update and delete an author when an admin asks', async () => {
    const created = await post(valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Author created successfully.', data: valid });
    const id = created.json().data.id as string;

    const read = await t.app.inject({ url: `/api/admin/authors/${id}`, headers: t.bearer(admin) });
    expect(Object.keys(read.json().data).sort()).toEqual(['bio', 'created_at', 'id', 'name', 'photo', 'status']);
    expect(read.json().data).toMatchObject(valid);

    const changed = { ...valid, name: 'Ingrid M. Solberg', status: 'inactive', bio: 'New bio.' };
    const updated = await t.app.inject({ method: 'PUT', url: `/api/admin/authors/${id}`, headers: t.bearer(admin), payload: changed });
    expect(updated.json()).toMatchObject({ message: 'Author updated successfully.', data: changed });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/authors/${id}`, headers: t.bearer(admin) });
    expect(deleted.json().message).toBe('Author deleted successfully.');
    expectError(await t.app.inject({ url: `/api/admin/authors/${id}`, headers: t.bearer(admin) }), 404, 'Author not found.');
  });

  it('should answer 422 with the field messages of spec §5 when the form is empty', async () => {
    const body = expectError(await post({ name: ' ', status: '', photo: '', bio: '  ' }), 422);
    expect(body.errors).toEqual({ name: ['Name is required'], status: ['Status is required'], photo: ['Photo is required'], bio: ['Bio is required'] });
  });

  it('should answer 422 when fields are missing or the status is unknown', async () => {
    const body = expectError(await post({ status: 'retired' }), 422);
    expect(body.errors).toEqual({ name: ['Name is required'], status: ['Status is required'], photo: ['Photo is required'], bio: ['Bio is required'] });
  });

  it('should answer 422 when an update leaves a required field empty', async () => {
    const id = (await post({ ...valid, name: 'Temporary Author' })).json().data.id as string;
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/authors/${id}`, headers: t.bearer(admin), payload: { ...valid, bio: '' } });
    expect(expectError(res, 422).errors).toEqual({ bio: ['Bio is required'] });
  });

  it('should search by name and filter by status when asked', async () => {
    await insertAuthor(t, { name: 'Maya Okafor' });
    await insertAuthor(t, { name: 'Grace Whitfield', status: 'inactive' });
    const search = await t.app.inject({ url: '/api/admin/authors?search=okaf', headers: t.bearer(admin) });
    expect(search.json().data.map((a: { name: string }) => a.name)).toEqual(['Maya Okafor']);
    const inactive = await t.app.inject({ url: '/api/admin/authors?status=inactive&search=whitfield', headers: t.bearer(admin) });
    expect(inactive.json().data.map((a: { name: string }) => a.name)).toEqual(['Grace Whitfield']);
    const active = await t.app.inject({ url: '/api/admin/authors?status=active&search=whitfield', headers: t.bearer(admin) });
    expect(active.json().total).toBe(0);
    const literal = await t.app.inject({ url: '/api/admin/authors?search=%25', headers: t.bearer(admin) });
    expect(literal.json().total).toBe(0);
  });

  it.each(['publisher', 'author', 'user'])('should let a %s read authors (to pick them for a book) but fail with status 403 on writes', async (role) => {
    const token = await t.login(`${role}@folio.test`);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ url: '/api/admin/authors', headers: t.bearer(token) })).statusCode).toBe(200);
    expectError(await t.app.inject({ url: `/api/admin/authors/${id}`, headers: t.bearer(token) }), 404);
    expectError(await post(valid, token), 403);
    expectError(await t.app.inject({ method: 'PUT', url: `/api/admin/authors/${id}`, headers: t.bearer(token), payload: valid }), 403);
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/admin/authors/${id}`, headers: t.bearer(token) }), 403);
  });

  it('should fail with status 401 when no token is sent', async () => {
    expectError(await t.app.inject({ url: '/api/admin/authors' }), 401);
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/authors', payload: valid }), 401);
  });

  it('should fail with status 404 when the id is unknown', async () => {
    const url = '/api/admin/authors/00000000-0000-4000-8000-000000000000';
    expectError(await t.app.inject({ url, headers: t.bearer(admin) }), 404, 'Author not found.');
    expectError(await t.app.inject({ method: 'PUT', url, headers: t.bearer(admin), payload: valid }), 404, 'Author not found.');
    expectError(await t.app.inject({ method: 'DELETE', url, headers: t.bearer(admin) }), 404, 'Author not found.');
  });
});
