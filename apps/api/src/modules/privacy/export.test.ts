import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountExportResponseSchema, AccountExportWrittenResponseSchema, CLASS_MESSAGES, PRIVACY_MESSAGES, type AccountExport } from '@folio/shared';
import { classAudit, quizAnswers, readerBookmarks, readerHighlights, readerNotes, readerShapes, readingEvents, readingPositions, uploads, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { uploadImage } from '../uploads/fixtures/files.ts';
import { insertClass, insertOrder, insertPupil, tokenOf } from './fixtures/people.ts';

describe('data export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string) => t.app.inject({ method, url, headers: token ? t.bearer(token) : {} });

  /** Asks for the export at `url` until it is done or failed; answers it. */
  async function settled(url: string, token: string): Promise<AccountExport> {
    let current: AccountExport | null = null;
    await expect
      .poll(async () => {
        const res = await call('GET', url, token);
        current = AccountExportResponseSchema.parse(res.json()).data;
        return current?.status;
      }, { timeout: 20_000, interval: 100 })
      .toMatch(/^(done|failed)$/);
    return current!;
  }

  const entriesOf = (zip: Buffer) => unzipSync(new Uint8Array(zip));
  const jsonOf = (entries: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(entries[name]!));

  it('should make one ZIP of the account’s data and files, one export at a time, and download it as an attachment', async () => {
    const reader = await registerUser(t, { name: 'Exporting Reader' });
    const me = reader.user.id;
    const image = await uploadImage(t, reader.token);
    const own = await insertBook(t, { createdBy: me, pages: 2 });
    const bought = await insertBook(t);
    const order = await insertOrder(t, { id: me, name: reader.name, email: reader.email }, bought.id);
    await t.db.insert(readerNotes).values({ userId: me, ebookId: bought.id, pageId: 'p1', x: 10, y: 20, text: 'My note' });
    await t.db.insert(readerShapes).values([
      { userId: me, ebookId: bought.id, pageId: 'p1', id: 's1', data: { kind: 'brush' } },
      { userId: me, ebookId: bought.id, pageId: 'p1', id: 's2', data: { kind: 'line' }, deleted: true },
    ]);
    await t.db.insert(readerBookmarks).values({ userId: me, ebookId: bought.id, pageId: 'p2', label: 'My bookmark' });
    await t.db.insert(readerHighlights).values({ userId: me, ebookId: bought.id, pageId: 'p1', color: 'green', note: 'Why', quoteExact: 'my words', positionStart: 3, positionEnd: 11 });
    await t.db.insert(quizAnswers).values({ userId: me, ebookId: bought.id, elementId: 'q1', pageId: 'p1', questionVersion: 'v1', chosen: ['a'], correct: true, score: 2, bestScore: 2, points: 2 });
    await t.db.insert(readingPositions).values({ userId: me, ebookId: bought.id, page: 3 });
    await t.db.insert(readingEvents).values({ day: new Date().toISOString().slice(0, 10), at: new Date(), ebookId: bought.id, reader: me, userId: me, type: 'page', page: 3, value: 42 });
    const teacher = await registerUser(t);
    const taught = await insertClass(t, teacher.user.id, [me]);

    const before = await call('GET', '/api/me/export', reader.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: null });
    expectError(await call('GET', '/api/me/export/download', reader.token), 422, PRIVACY_MESSAGES.exportNotReady);

    const started = await call('POST', '/api/me/export', reader.token);
    expect(started.statusCode).toBe(202);
    const first = AccountExportWrittenResponseSchema.parse(started.json());
    expect(first.message).toBe(PRIVACY_MESSAGES.exportStarted);
    expect(first.data.download_url).toBeNull();
    // Asked again while it is under way: the same export.
    const again = await call('POST', '/api/me/export', reader.token);
    if (AccountExportWrittenResponseSchema.parse(again.json()).data.status !== 'done') expect(again.json().data.id).toBe(first.data.id);

    const done = await settled('/api/me/export', reader.token);
    expect(done).toMatchObject({ id: first.data.id, status: 'done', error: null, download_url: '/api/me/export/download' });
    expect(done.size).toBeGreaterThan(0);
    expect(done.finished_at).not.toBeNull();

    const file = await call('GET', done.download_url!, reader.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="folio-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.byteLength).toBe(done.size);
    const entries = entriesOf(file.rawPayload);
    const [upload] = await t.db.select().from(uploads).where(eq(uploads.ownerId, me));
    expect(Object.keys(entries).sort()).toEqual(
      ['answers.json', 'bookmarks.json', 'books.json', 'classes.json', 'drawings.json', 'highlights.json', 'files.json', 'notes.json', 'orders.json', 'plan.json', 'profile.json', 'reading-positions.json', 'reading-statistics.json', `files/${upload!.key}`].sort(),
    );

    const profile = jsonOf(entries, 'profile.json');
    expect(profile).toMatchObject({ id: me, name: 'Exporting Reader', email: reader.email, role: 'user' });
    expect(profile).not.toHaveProperty('password_hash');
    expect(profile).not.toHaveProperty('token_version');
    const books = jsonOf(entries, 'books.json');
    expect(books.map((book: { id: string }) => book.id)).toEqual([own.id]);
    expect(books[0].pages).toHaveLength(2);
    expect(books[0].pages[0]).toMatchObject({ position: 0, data: { elements: [] } });
    expect(jsonOf(entries, 'notes.json')).toEqual([expect.objectContaining({ text: 'My note', ebook_id: bought.id })]);
    expect(jsonOf(entries, 'drawings.json')).toEqual([expect.objectContaining({ id: 's1', data: { kind: 'brush' } })]);
    expect(jsonOf(entries, 'bookmarks.json')).toEqual([expect.objectContaining({ ebook_id: bought.id, page_id: 'p2', label: 'My bookmark' })]);
    expect(jsonOf(entries, 'highlights.json')).toEqual([expect.objectContaining({ ebook_id: bought.id, page_id: 'p1', color: 'green', note: 'Why', quote_exact: 'my words', position_start: 3, position_end: 11 })]);
    expect(jsonOf(entries, 'answers.json')).toEqual([expect.objectContaining({ element_id: 'q1', chosen: ['a'], best_score: 2 })]);
    expect(jsonOf(entries, 'reading-positions.json')).toEqual([expect.objectContaining({ ebook_id: bought.id, page: 3 })]);
    expect(jsonOf(entries, 'reading-statistics.json')).toEqual([expect.objectContaining({ ebook_id: bought.id, type: 'page', page: 3, value: 42 })]);
    const orders = jsonOf(entries, 'orders.json');
    expect(orders).toEqual([expect.objectContaining({ id: order.id, tracking_number: order.trackingNumber, items: [expect.objectContaining({ title: 'A bought book', ebook_id: bought.id })] })]);
    expect(jsonOf(entries, 'classes.json')).toEqual([{ name: taught.name, role: 'teacher' }]);
    // A reader has no plan (plans are authors' and publishers'): said as null, not left out.
    expect(jsonOf(entries, 'plan.json')).toBeNull();
    expect(jsonOf(entries, 'files.json')).toEqual([expect.objectContaining({ path: `files/${upload!.key}`, kind: 'image', mime: 'image/png' })]);
    expect(Buffer.from(entries[`files/${upload!.key}`]!)).toEqual(readFileSync(join(t.config.uploadsDir, upload!.key)));
    expect(image.url).toBe(`/uploads/${upload!.key}`);

    // Kept where no address serves it.
    const key = `account-exports/${me}/${done.id}.zip`;
    expect((await t.app.inject({ url: `/uploads/${key}` })).statusCode).toBe(404);

    // A new export replaces the old one, file and row.
    await call('POST', '/api/me/export', reader.token);
    const next = await settled('/api/me/export', reader.token);
    expect(next.id).not.toBe(done.id);
    expect(await t.app.storage.stat(key)).toBeNull();
  });

  it('should refuse a visitor, and never give one account another’s export', async () => {
    expectError(await call('POST', '/api/me/export'), 401);
    expectError(await call('GET', '/api/me/export/download'), 401);
    // Someone else's finished export is not this account's to download.
    const other = await registerUser(t);
    expect((await call('GET', '/api/me/export', other.token)).json()).toEqual({ data: null });
    expectError(await call('GET', '/api/me/export/download', other.token), 422, PRIVACY_MESSAGES.exportNotReady);
  });

  it('should let a pupil download their own data, and only theirs', async () => {
    const teacher = await registerUser(t);
    const room = await insertClass(t, teacher.user.id);
    const pupil = await insertPupil(t, room.id, { name: 'Pupil Exporting' });
    const classmate = await insertPupil(t, room.id);
    const book = await insertBook(t);
    await t.db.insert(readerNotes).values([
      { userId: pupil.id, ebookId: book.id, pageId: 'p1', x: 1, y: 1, text: 'My own note' },
      { userId: classmate.id, ebookId: book.id, pageId: 'p1', x: 1, y: 1, text: 'A classmate’s note' },
    ]);
    const pupilToken = await tokenOf(t, pupil);
    expect((await call('GET', '/api/me/export', pupilToken)).json()).toEqual({ data: null });
    const started = await call('POST', '/api/me/export', pupilToken);
    expect(started.statusCode, started.body).toBe(202);
    expect(AccountExportWrittenResponseSchema.parse(started.json()).message).toBe(PRIVACY_MESSAGES.exportStarted);
    const done = await settled('/api/me/export', pupilToken);
    expect(done).toMatchObject({ status: 'done', download_url: '/api/me/export/download' });
    const file = await call('GET', done.download_url!, pupilToken);
    expect(file.statusCode).toBe(200);
    const entries = entriesOf(file.rawPayload);
    expect(jsonOf(entries, 'profile.json')).toMatchObject({ id: pupil.id, name: 'Pupil Exporting', role: 'student', email: null });
    expect(jsonOf(entries, 'profile.json')).not.toHaveProperty('password_hash');
    expect(jsonOf(entries, 'notes.json')).toEqual([expect.objectContaining({ text: 'My own note' })]);
    expect(jsonOf(entries, 'classes.json')).toEqual([{ name: room.name, role: 'pupil' }]);
    expect(jsonOf(entries, 'orders.json')).toEqual([]);
    // The classmate has none of it, and the teacher's own export is the teacher's.
    expect((await call('GET', '/api/me/export', await tokenOf(t, classmate))).json()).toEqual({ data: null });
    expectError(await call('GET', '/api/me/export/download', teacher.token), 422, PRIVACY_MESSAGES.exportNotReady);
  });

  describe("a pupil's export by their teacher", () => {
    it('should let the class’s owner, co-teachers and admins export a pupil of the class, and write each download in the audit', async () => {
      const owner = await registerUser(t);
      const coTeacher = await registerUser(t);
      const room = await insertClass(t, owner.user.id, [coTeacher.user.id]);
      const pupil = await insertPupil(t, room.id, { name: 'Pupil With Notes' });
      const book = await insertBook(t);
      await t.db.insert(readerNotes).values({ userId: pupil.id, ebookId: book.id, pageId: 'p1', x: 1, y: 1, text: 'A pupil note' });
      const base = `/api/classes/${room.id}/students/${pupil.id}/export`;

      expect((await call('GET', base, owner.token)).json()).toEqual({ data: null });
      expectError(await call('GET', `${base}/download`, owner.token), 422, PRIVACY_MESSAGES.exportNotReady);
      const started = await call('POST', base, coTeacher.token);
      expect(started.statusCode).toBe(202);
      expect(AccountExportWrittenResponseSchema.parse(started.json()).data.status).toMatch(/^(queued|running|done)$/);
      const done = await settled(base, owner.token);
      expect(done.download_url).toBe(`${base}/download`);

      for (const token of [owner.token, coTeacher.token, await t.login('admin@folio.test')]) {
        const file = await call('GET', done.download_url!, token);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-disposition']).toMatch(/^attachment;/);
        const entries = entriesOf(file.rawPayload);
        expect(jsonOf(entries, 'profile.json')).toMatchObject({ id: pupil.id, name: 'Pupil With Notes', role: 'student', email: null });
        expect(jsonOf(entries, 'notes.json')).toEqual([expect.objectContaining({ text: 'A pupil note' })]);
        expect(jsonOf(entries, 'classes.json')).toEqual([{ name: room.name, role: 'pupil' }]);
      }
      const audit = await t.db.select().from(classAudit).where(and(eq(classAudit.classId, room.id), eq(classAudit.studentId, pupil.id)));
      expect(audit.map((row) => row.action)).toEqual(['export', 'export', 'export']);
      const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@folio.test'));
      expect(audit.map((row) => row.viewerId).sort()).toEqual([owner.user.id, coTeacher.user.id, admin!.id].sort());
    });

    it('should refuse who does not teach the class, a pupil of another class, an unknown class, and a pupil', async () => {
      const owner = await registerUser(t);
      const stranger = await registerUser(t);
      const room = await insertClass(t, owner.user.id);
      const other = await insertClass(t, stranger.user.id);
      const pupil = await insertPupil(t, room.id);
      const elsewhere = await insertPupil(t, other.id);
      const base = `/api/classes/${room.id}/students/${pupil.id}/export`;

      expectError(await call('POST', base), 401);
      expectError(await call('POST', base, stranger.token), 403);
      expectError(await call('GET', `${base}/download`, stranger.token), 403);
      expectError(await call('POST', `/api/classes/${room.id}/students/${elsewhere.id}/export`, owner.token), 404, PRIVACY_MESSAGES.studentNotInClass);
      expectError(await call('POST', `/api/classes/${crypto.randomUUID()}/students/${pupil.id}/export`, owner.token), 404, CLASS_MESSAGES.notFound);
      expectError(await call('POST', `/api/classes/not-an-id/students/${pupil.id}/export`, owner.token), 422);
      expectError(await call('POST', base, await tokenOf(t, pupil)), 403);
      expect(await t.db.select().from(classAudit).where(eq(classAudit.classId, room.id))).toEqual([]);
    });
  });
});
