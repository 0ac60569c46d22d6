import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { makePdf, uploadAs } from '../uploads/fixtures/files.ts';
import { insertUser } from '../users/fixtures/users.ts';
import { insertPublisher, storeDocument } from './fixtures/publishers.ts';

const URL = '/api/admin/publishers';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Publishers' identity documents (NID, signature, trade licence): private uploads that only admins read back. */
describe('publisher identity documents', () => {
  let t: TestApp;
  let admin: string;
  let scan: Buffer;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
    scan = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#88aacc' } }).jpeg().withExif({ IFD0: { Copyright: 'Phone of the proprietor' } }).toBuffer();
  });
  afterAll(async () => { await t.close(); });

  const uploadDocument = async (content: Buffer, name: string, type: string, token = admin) => uploadAs(t, token, 'document', content, name, type);
  const document = (publisherId: string, field: string, token: string | null = admin) =>
    t.app.inject({ url: `${URL}/${publisherId}/documents/${field}`, headers: token ? t.bearer(token) : {} });
  let n = 0;
  const create = (patch: Record<string, unknown>) => {
    n += 1;
    const payload = { name: `Document Press ${n}`, email: `docs-${n}@press.example.com`, status: 'active', login_email: `docs-login-${n}@press.example.com`, password: 'publisher-password', confirm_password: 'publisher-password', ...patch };
    return t.app.inject({ method: 'POST', url: URL, headers: t.bearer(admin), payload });
  };

  it('should store a document privately, without its metadata or a thumbnail, and never serve it at its address', async () => {
    const res = await uploadDocument(scan, 'nid.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ mime: 'image/jpeg', thumbnail_url: null, width: 300, height: 200 });
    expect(data.url).toMatch(/^\/uploads\/document\/\d{4}-\d{2}\/[0-9a-f-]+\.jpg$/);
    const stored = readFileSync(join(t.config.uploadsDir, data.url.replace('/uploads/', '')));
    expect(stored.includes(Buffer.from('Phone of the proprietor'))).toBe(false);
    for (const headers of [{}, t.bearer(admin)]) expect((await t.app.inject({ url: data.url, headers })).statusCode).toBe(404);

    const pdf = await uploadDocument(await makePdf(1), 'licence.pdf', 'application/pdf');
    expect(pdf.json().data.url).toMatch(/^\/uploads\/document\/\d{4}-\d{2}\/[0-9a-f-]+\.pdf$/);
    expectError(await uploadDocument(Buffer.from('GIF89a not really'), 'nid.gif', 'image/gif'), 415, 'Unsupported File Format');
  });

  it.each(['publisher', 'author', 'user'])('should refuse (403) a document upload by a %s', async (role) => {
    expectError(await uploadDocument(scan, 'nid.jpg', 'image/jpeg', await t.login(`${role}@folio.test`)), 403, 'Only administrators upload identity documents.');
  });

  it('should send the documents to admins only, never to be cached', async () => {
    const nid = (await uploadDocument(scan, 'nid.jpg', 'image/jpeg')).json().data.url;
    const licence = (await uploadDocument(await makePdf(2), 'licence.pdf', 'application/pdf')).json().data.url;
    const created = await create({ nid_image: nid, trade_license_image: licence });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;

    const image = await document(id, 'nid_image');
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(image.rawPayload.equals(readFileSync(join(t.config.uploadsDir, nid.replace('/uploads/', ''))))).toBe(true);
    expect((await document(id, 'trade_license_image')).headers['content-type']).toBe('application/pdf');
    expectError(await document(id, 'proprietor_signature'), 404, 'This document is not on file.');

    expectError(await document(id, 'nid_image', null), 401);
    for (const role of ['publisher', 'author', 'user']) expectError(await document(id, 'nid_image', await t.login(`${role}@folio.test`)), 403);
    expectError(await document(UNKNOWN_ID, 'nid_image'), 404, 'Publisher not found.');
    expectError(await document(id, 'logo'), 422);
  });

  it('should answer 422 when a document field names a public image, another kind of upload or a made-up address', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    const image = (await uploadAs(t, admin, 'image', png, 'nid.png', 'image/png')).json().data;
    for (const url of [image.url, image.thumbnail_url, '/uploads/document/2026-01/made-up.jpg', 'https://example.com/nid.jpg']) {
      const res = expectError(await create({ nid_image: url, proprietor_signature: url }), 422);
      expect(res.errors, url).toEqual({ nid_image: ['Upload the file from your computer'], proprietor_signature: ['Upload the file from your computer'] });
    }
  });

  it('should keep documents without an upload row (as the demo has them) private, and keep a document unchanged on edit', async () => {
    const northwind = await insertPublisher(t, {
      name: 'Northwind Press',
      userId: (await insertUser(t, { name: 'Northwind Press', role: 'publisher' })).id,
      nidImage: await storeDocument(t, 'NID'),
      proprietorSignature: await storeDocument(t, 'Signature'),
      tradeLicenseImage: await storeDocument(t, 'Licence'),
    });
    for (const url of [northwind.nidImage, northwind.proprietorSignature, northwind.tradeLicenseImage]) {
      expect(url).toMatch(/^\/uploads\/document\/demo\/[0-9a-f-]+\.webp$/);
      expect((await t.app.inject({ url: url! })).statusCode).toBe(404);
    }
    expect((await document(northwind.id, 'nid_image')).headers['content-type']).toBe('image/webp');
    // These documents have no upload rows: a value the publisher already has is kept as it is.
    expect(await t.db.select().from(uploads).where(eq(uploads.key, northwind.nidImage!.replace('/uploads/', '')))).toEqual([]);
    const current = (await t.app.inject({ url: `${URL}/${northwind.id}`, headers: t.bearer(admin) })).json().data;
    const saved = await t.app.inject({ method: 'PUT', url: `${URL}/${northwind.id}`, headers: t.bearer(admin), payload: { ...current, password: '', confirm_password: '' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.nid_image).toBe(northwind.nidImage);
  });
});
