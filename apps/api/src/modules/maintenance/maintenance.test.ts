import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authors, categories, ebookPages, ebooks, publishers, rateLimitCounters, staticPages, templatePages, templates, uploads, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { makeAuthor, makeCategory } from '../ebooks/fixtures/books.ts';
import { insertPublisher } from '../publishers/fixtures/publishers.ts';
import { insertStaticPage } from '../static-pages/fixtures/static-pages.ts';
import { insertTemplate } from '../templates/fixtures/templates.ts';
import { uploadAs } from '../uploads/fixtures/files.ts';
import { prepareStorage, runMaintenance } from './jobs.ts';

const HOUR = 3_600_000;

describe('maintenance jobs', () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    [{ id: adminId }] = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@folio.test'))) as [{ id: string }];
  });
  afterAll(async () => { await t.close(); });

  const onDisk = (key: string | null) => key !== null && existsSync(join(t.config.uploadsDir, key));
  const rowOf = async (id: string) => (await t.db.select().from(uploads).where(eq(uploads.id, id)))[0];

  /** An image upload (file, thumbnail, row) made `ageHours` ago. */
  async function storedImage(ageHours: number) {
    const id = randomUUID();
    const key = `image/2026-01/${id}.png`;
    const thumbKey = `image/2026-01/${id}.thumb.webp`;
    await t.app.storage.put(key, Buffer.from('png'), 'image/png');
    await t.app.storage.put(thumbKey, Buffer.from('webp'), 'image/webp');
    await t.db.insert(uploads).values({ id, ownerId: adminId, kind: 'image', key, thumbKey, mime: 'image/png', size: 3, createdAt: new Date(Date.now() - ageHours * HOUR) });
    return { id, key, thumbKey, url: `/uploads/${key}`, thumbUrl: `/uploads/${thumbKey}` };
  }

  it('should remove an old upload that nothing uses (row, file and thumbnail), and keep recent and referenced ones', async () => {
    const grace = t.config.orphanUploadGraceMs / HOUR;
    const orphan = await storedImage(grace + 1);
    const recent = await storedImage(grace - 1);
    const admin = await t.login('admin@folio.test');
    const book = await insertBook(t, { pages: 1 });
    const [page] = await t.db.select().from(ebookPages).where(eq(ebookPages.ebookId, book.id));
    const template = await insertTemplate(t);
    const [templatePage] = await t.db.select().from(templatePages).where(eq(templatePages.templateId, template.id));
    const categoryId = await makeCategory(t, admin, 'Maintenance category');
    const authorId = await makeAuthor(t, admin, 'Maintenance author');
    const publisher = await insertPublisher(t);
    const staticPage = await insertStaticPage(t);

    // One old upload used in each place that stores upload addresses.
    const uses: [string, (url: string, thumbUrl: string) => Promise<unknown>][] = [
      ['a book cover (by its thumbnail)', (_url, thumbUrl) => t.db.update(ebooks).set({ coverImage: thumbUrl }).where(eq(ebooks.id, book.id))],
      ["a book's PDF", (url) => t.db.update(ebooks).set({ pdfFile: url }).where(eq(ebooks.id, book.id))],
      ["a book page's JSON", (url) => t.db.update(ebookPages).set({ data: { ...page!.data, elements: [{ id: 'img', type: 'image', src: url } as never] } }).where(eq(ebookPages.id, page!.id))],
      ["a template page's JSON", (url) => t.db.update(templatePages).set({ data: { ...templatePage!.data, background: `url(${url})` } as never }).where(eq(templatePages.id, templatePage!.id))],
      ['a template thumbnail', (url) => t.db.update(templates).set({ thumbnail: url }).where(eq(templates.id, template.id))],
      ['a profile picture', (url) => t.db.update(users).set({ profilePicture: url }).where(eq(users.id, adminId))],
      ['a category thumbnail', (url) => t.db.update(categories).set({ thumbnail: url }).where(eq(categories.id, categoryId))],
      ["an author's photo", (url) => t.db.update(authors).set({ photo: url }).where(eq(authors.id, authorId))],
      ["a publisher's logo", (url) => t.db.update(publishers).set({ logo: url }).where(eq(publishers.id, publisher.id))],
      ["a publisher's document", (url) => t.db.update(publishers).set({ tradeLicenseImage: url }).where(eq(publishers.id, publisher.id))],
      ["a static page's HTML", (url) => t.db.update(staticPages).set({ content: `<p>See <img src="${url}" alt="map"></p>` }).where(eq(staticPages.id, staticPage.id))],
    ];
    const used: { what: string; id: string; key: string }[] = [];
    for (const [what, use] of uses) {
      const upload = await storedImage(grace + 2);
      await use(upload.url, upload.thumbUrl);
      used.push({ what, ...upload });
    }

    expect(await runMaintenance(t.app)).toBe(true);

    expect(await rowOf(orphan.id)).toBeUndefined();
    expect([onDisk(orphan.key), onDisk(orphan.thumbKey)]).toEqual([false, false]);
    expect(await rowOf(recent.id)).toBeDefined();
    expect(onDisk(recent.key)).toBe(true);
    for (const { what, id, key } of used) {
      expect(await rowOf(id), what).toBeDefined();
      expect(onDisk(key), what).toBe(true);
    }
  });

  it('should remove expired rate-limit counters', async () => {
    await t.app.counters.hit('test:expired', 1);
    await t.app.counters.hit('test:current', 60_000);
    // The purge compares the windows' ends with the app's date: set a second on, rather than waiting for the 1 ms
    // window to end (which also leaves room for the database's clock to differ from the app's).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
    try {
      await runMaintenance(t.app);
    } finally {
      vi.useRealTimers();
    }
    const keys = (await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    expect(keys).toContain('test:current');
    expect(keys).not.toContain('test:expired');
  });

  it('should move identity documents stored as public images out of the public folder at start, once', async () => {
    const admin = await t.login('admin@folio.test');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).png().toBuffer();
    const image = (await uploadAs(t, admin, 'image', png, 'nid.png', 'image/png')).json().data;
    const [press] = await t.db.insert(publishers).values({ name: 'Old Documents Press', email: 'old-docs@example.com', nidImage: image.url, proprietorSignature: image.url }).returning();
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(200);
    // Stored before thumbnails were recorded.
    await t.db.update(uploads).set({ thumbKey: null }).where(eq(uploads.key, image.url.replace('/uploads/', '')));

    expect(await prepareStorage(t.app)).toBe(true);

    const [moved] = await t.db.select().from(publishers).where(eq(publishers.id, press!.id));
    const privateUrl = image.url.replace('/uploads/image/', '/uploads/document/');
    expect(moved).toMatchObject({ nidImage: privateUrl, proprietorSignature: privateUrl });
    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, privateUrl.replace('/uploads/', '')));
    expect(row).toMatchObject({ kind: 'document', thumbKey: null });
    expect([onDisk(image.url.replace('/uploads/', '')), onDisk(image.thumbnail_url.replace('/uploads/', '')), onDisk(row!.key)]).toEqual([false, false, true]);
    for (const url of [image.url, image.thumbnail_url, privateUrl]) expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/publishers/${press!.id}/documents/nid_image`, headers: t.bearer(admin) })).statusCode).toBe(200);

    // A second start finds nothing left to move.
    await prepareStorage(t.app);
    expect((await t.db.select().from(publishers).where(eq(publishers.id, press!.id)))[0]).toMatchObject({ nidImage: privateUrl });
    expect(onDisk(row!.key)).toBe(true);
  });

  it('should record the thumbnail of images stored before thumbnails were', async () => {
    const image = await storedImage(1);
    await t.db.update(uploads).set({ thumbKey: null }).where(eq(uploads.id, image.id));
    await prepareStorage(t.app);
    expect((await rowOf(image.id))?.thumbKey).toBe(image.thumbKey);
  });
});
