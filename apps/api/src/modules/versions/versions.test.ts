import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_SCHEMA_VERSION, VersionListResponseSchema, VersionResponseSchema, VersionRestoredResponseSchema, VersionWrittenResponseSchema, type Version, type VersionRestored, type VersionSummary } from '@folio/shared';
import { ebookChangeAuthors, ebookVersions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms } from '../../../test/contract.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { classApi } from '../classes/fixtures/classes.ts';
import { accountWithRole, ebookApi } from '../ebooks/fixtures/books.ts';
import { AUTO_VERSION_PAUSE_MS, makeAutoVersions } from './auto.ts';
import { thinVersions } from './thinning.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { textsOf, versionApi } from './fixtures/versions.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A book's version history (decision 019): making, listing, reading and restoring versions, who may, and the jobs. */
describe("a book's version history", () => {
  let t: TestApp;
  let api: ReturnType<typeof versionApi>;
  let books: ReturnType<typeof ebookApi>;
  let owner: { token: string; id: string; name: string };
  let editor: { token: string; id: string };
  let viewer: { token: string; id: string };
  let stranger: { token: string; id: string };
  beforeAll(async () => {
    // The jobs are run by the tests themselves, at the times they choose.
    t = await createTestApp({ ...NO_IP_LIMIT, runWorker: false });
    api = versionApi(t);
    books = ebookApi(t);
    const author = await findUser(t.db, 'author@folio.test');
    owner = { token: await t.login('author@folio.test'), id: author!.id, name: author!.name };
    [editor, viewer, stranger] = [await accountWithRole(t, 'author'), await accountWithRole(t, 'author'), await accountWithRole(t, 'author')];
  });
  afterAll(async () => { await t.close(); });

  /** A new book of the owner's, shared with the editor and the viewer, its pages saying `text`. */
  async function sharedBook(text = 'First draft') {
    const book = await books.make(owner.token);
    await api.share(book.id, editor.id, 'editor');
    await api.share(book.id, viewer.id, 'viewer');
    await api.write(owner.token, book.id, text);
    return book.id;
  }
  const listOf = async (token: string, bookId: string): Promise<VersionSummary[]> => conforms(await api.list(token, bookId), 200, VersionListResponseSchema).data;
  const made = async (token: string, bookId: string, name: string): Promise<VersionSummary> => conforms(await api.make(token, bookId, { name }), 201, VersionWrittenResponseSchema).data;

  it('should name a version of the pages as they are, list it newest first, and show it with every page', async () => {
    const bookId = await sharedBook('Rock pools');
    const before = await api.pages(owner.token, bookId);
    const version = await made(owner.token, bookId, '  Sent to the printer  ');
    expect(version).toMatchObject({ kind: 'manual', name: 'Sent to the printer', created_by: { id: owner.id, name: owner.name }, page_count: 1 });
    expect(version.size).toBeGreaterThan(0);

    await api.write(owner.token, bookId, 'Crabs');
    const later = await made(owner.token, bookId, 'With crabs');
    expect((await listOf(viewer.token, bookId)).map((v) => v.id)).toEqual([later.id, version.id]);
    // The list leaves the pages out.
    expect((await api.list(owner.token, bookId)).json().data[0]).not.toHaveProperty('pages');

    const shown: Version = conforms(await api.read(viewer.token, bookId, version.id), 200, VersionResponseSchema).data;
    expect(shown.pages).toEqual(before.data);
    expect(textsOf(shown.pages)).toEqual(['Rock pools']);
  });

  it('should list who changed the pages since the version before, and start the next list empty', async () => {
    const bookId = await sharedBook();
    await api.write(editor.token, bookId, 'The editor was here');
    const first = await made(editor.token, bookId, 'Together');
    expect(first.authors.map((a) => a.id).sort()).toEqual([owner.id, editor.id].sort());
    expect(first.created_by?.id).toBe(editor.id);
    const second = await made(owner.token, bookId, 'Nothing new');
    expect(second.authors).toEqual([]);
  });

  it('should restore a version, keeping the pages before as a version, and restoring that one brings them back', async () => {
    const bookId = await sharedBook('Chapter one');
    const printed = await made(owner.token, bookId, 'Sent to the printer');
    await api.write(editor.token, bookId, 'Chapter one, rewritten');
    const { version: versionBefore } = await api.pages(owner.token, bookId);

    const restored: VersionRestored['data'] = conforms(await api.restore(editor.token, bookId, printed.id), 200, VersionRestoredResponseSchema).data;
    const now = await api.pages(owner.token, bookId);
    expect(textsOf(now.data)).toEqual(['Chapter one']);
    // The answer is the book's new version, the one the editor's next save builds on.
    expect(restored.version).toBe(now.version);
    expect(restored.version).toBeGreaterThan(versionBefore);
    expect(restored.before).toMatchObject({ kind: 'restore', name: null, created_by: { id: editor.id }, page_count: 1 });
    expect(restored.before.authors.map((a) => a.id)).toEqual([editor.id]);
    expect((await listOf(owner.token, bookId))[0]!.id).toBe(restored.before.id);

    // Nothing is lost: the restore is undone by restoring the version made before it.
    conforms(await api.restore(owner.token, bookId, restored.before.id), 200, VersionRestoredResponseSchema);
    expect(textsOf((await api.pages(owner.token, bookId)).data)).toEqual(['Chapter one, rewritten']);
    // A restore is a change: the next version names who restored.
    const next = await made(owner.token, bookId, 'After the restores');
    expect(next.authors.map((a) => a.id)).toEqual([owner.id]);
  });

  it('should keep the format a version was made in, and show and restore a version of an older format in today\'s', async () => {
    const bookId = await sharedBook('Today');
    const kept = await made(owner.token, bookId, 'Kept today');
    const [row] = await t.db.select({ schemaVersion: ebookVersions.schemaVersion }).from(ebookVersions).where(eq(ebookVersions.id, kept.id));
    expect(row!.schemaVersion).toBe(BOOK_SCHEMA_VERSION);

    // A version kept before the format's first change: flat x/y/width/height, a text's `content`, no layout.
    const legacy = [{ id: 'old-page', elements: [{ id: 'old-text', type: 'text', x: 12, y: 34, width: 200, height: 50, content: 'Old words' }] }];
    const [old] = await t.db.insert(ebookVersions).values({ ebookId: bookId, kind: 'manual', name: 'Format 0', pages: legacy, size: 100, schemaVersion: 0 }).returning();
    const shown: Version = conforms(await api.read(owner.token, bookId, old!.id), 200, VersionResponseSchema).data;
    expect(shown.pages[0]).toMatchObject({ id: 'old-page', name: 'Page 1', layout: expect.any(Object) });
    expect(shown.pages[0]!.elements[0]).toMatchObject({ position: { x: 12, y: 34 }, size: { width: 200, height: 50 }, html: '<p>Old words</p>' });

    conforms(await api.restore(owner.token, bookId, old!.id), 200, VersionRestoredResponseSchema);
    const restored = (await api.pages(owner.token, bookId)).data;
    expect(restored[0]!.elements[0]).toMatchObject({ type: 'text', html: '<p>Old words</p>', position: { x: 12, y: 34 } });
  });

  it('should let a viewer look at the history but neither name nor restore a version, and keep it from strangers', async () => {
    const bookId = await sharedBook();
    const version = await made(owner.token, bookId, 'Kept');
    expect((await listOf(viewer.token, bookId)).map((v) => v.id)).toContain(version.id);
    expectError(await api.make(viewer.token, bookId, { name: 'Mine' }), 403);
    expectError(await api.restore(viewer.token, bookId, version.id), 403);
    for (const res of [await api.list(stranger.token, bookId), await api.read(stranger.token, bookId, version.id), await api.make(stranger.token, bookId, { name: 'X' }), await api.restore(stranger.token, bookId, version.id)]) {
      expect([403, 404]).toContain(res.statusCode);
    }
    expectError(await api.list(null, bookId), 401);
    // Nothing was restored or made by the refused requests.
    expect(await listOf(owner.token, bookId)).toHaveLength(1);
  });

  it("should let a pupil keep and restore the history of their own book, and an admin any book's", async () => {
    const classes = classApi(t);
    const [pupil, classmate] = (await classes.classWithPupils(await t.login('user@folio.test'), ['Ada', 'Ben'])).pupils;
    const bookId = (await classes.call('POST', '/classroom/books', pupil!.token, { title: 'Our story' })).json().data.id as string;
    await api.write(pupil!.token, bookId, 'Once upon a time');
    const first = await made(pupil!.token, bookId, 'My first draft');
    await api.write(pupil!.token, bookId, 'The end');
    expect((await api.restore(pupil!.token, bookId, first.id)).statusCode).toBe(200);
    expect(textsOf((await api.pages(pupil!.token, bookId)).data)).toEqual(['Once upon a time']);
    expect([403, 404]).toContain((await api.list(classmate!.token, bookId)).statusCode);
    // Admins manage every book, its history included.
    const admin = await t.login('admin@folio.test');
    expect((await listOf(admin, bookId)).map((v) => v.kind)).toEqual(['restore', 'manual']);
  });

  it('should refuse a name that is blank or too long, and a version that is not the book\'s', async () => {
    const bookId = await sharedBook();
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 42 }]) {
      expect(expectError(await api.make(owner.token, bookId, body), 422).errors).toHaveProperty('name');
    }
    expect((await api.make(owner.token, bookId, { name: 'x'.repeat(100) })).statusCode).toBe(201);
    expectError(await api.read(owner.token, bookId, 'not-a-uuid'), 422);
    const otherBook = await sharedBook('Another book');
    const theirs = await made(owner.token, otherBook, 'Of the other book');
    expectError(await api.read(owner.token, bookId, theirs.id), 404, 'Version not found.');
    expectError(await api.restore(owner.token, bookId, theirs.id), 404, 'Version not found.');
  });

  it('should keep the pages submitted for approval as a version', async () => {
    const bookId = await sharedBook('Ready for review');
    expect((await books.submit(owner.token, bookId)).statusCode).toBe(200);
    const [latest] = await listOf(owner.token, bookId);
    expect(latest).toMatchObject({ kind: 'submission', name: null, created_by: null, page_count: 1 });
    expect(latest!.authors.map((a) => a.id)).toEqual([owner.id]);
  });

  it('should make an automatic version once editing has paused, and only when something changed since the last one', async () => {
    const bookId = await sharedBook('Autosaved');
    const autos = async () => (await listOf(owner.token, bookId)).filter((v: VersionSummary) => v.kind === 'auto');
    const [{ changedAt }] = (await t.db.select({ changedAt: ebookChangeAuthors.changedAt }).from(ebookChangeAuthors).where(eq(ebookChangeAuthors.ebookId, bookId))) as [{ changedAt: Date }];
    // Still being edited: no version yet.
    await makeAutoVersions(t.db, new Date(changedAt.getTime() + AUTO_VERSION_PAUSE_MS - 1000));
    expect(await autos()).toEqual([]);
    // The pause is over.
    await makeAutoVersions(t.db, new Date(changedAt.getTime() + AUTO_VERSION_PAUSE_MS + 1000));
    const [auto] = await autos();
    expect(auto).toMatchObject({ kind: 'auto', created_by: null });
    expect(auto!.authors.map((a) => a.id)).toEqual([owner.id]);
    // Nothing changed since: no second one, however long the pause.
    await makeAutoVersions(t.db, new Date(changedAt.getTime() + 10 * AUTO_VERSION_PAUSE_MS));
    expect(await autos()).toHaveLength(1);
  });

  it('should thin old automatic versions of books, keeping every named, submitted and restore version', async () => {
    const bookId = await sharedBook('Thinned');
    // Half past an hour, near the real time: the other tests' versions stay within the last hour.
    const hour = Math.floor(Date.now() / HOUR) * HOUR;
    const now = new Date(hour + 30 * MINUTE);
    const day = Math.floor((hour - 10 * 24 * HOUR) / (24 * HOUR)) * 24 * HOUR;
    const at = (time: number, kind: 'auto' | 'manual' = 'auto') => ({ ebookId: bookId, kind, pages: [], size: 0, createdAt: new Date(time) });
    const kept = [at(now.getTime() - 10 * MINUTE), at(now.getTime() - 20 * MINUTE), at(hour - 5 * HOUR + 40 * MINUTE), at(day + 5 * HOUR), at(day + 30 * MINUTE, 'manual')];
    // The older automatic one of an hour five hours ago, and of a day ten days ago.
    const thinned = [at(hour - 5 * HOUR + 10 * MINUTE), at(day + HOUR)];
    await t.db.insert(ebookVersions).values([...kept, ...thinned]);
    expect(await thinVersions(t.db, now)).toBe(2);
    const left = await t.db.select({ kind: ebookVersions.kind, createdAt: ebookVersions.createdAt }).from(ebookVersions).where(eq(ebookVersions.ebookId, bookId)).orderBy(sql`${ebookVersions.createdAt} desc`);
    expect(left).toEqual(kept.map(({ kind, createdAt }) => ({ kind, createdAt })));
  });

  it('should have the background job make the automatic version of a book left alone, with one run waiting at a time', async () => {
    const bookId = await sharedBook('Left alone');
    await t.db.update(ebookChangeAuthors).set({ changedAt: new Date(Date.now() - AUTO_VERSION_PAUSE_MS - MINUTE) }).where(eq(ebookChangeAuthors.ebookId, bookId));
    const workers = [createJobQueue(t.db, t.app.log, { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 }), createJobQueue(t.db, t.app.log, { pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 })];
    try {
      // Two processes start: each queues a run, and the queue keeps one.
      for (const worker of workers) await worker.start({ db: t.db, storage: t.app.storage, log: t.app.log });
      await expect.poll(async () => (await listOf(owner.token, bookId)).map((v) => v.kind), { timeout: 15_000 }).toEqual(['auto']);
      const waiting = (await t.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'book-auto-versions' AND state = 'created'`)) as unknown as { rows: { n: number }[] };
      expect(waiting.rows[0]!.n).toBe(1);
    } finally {
      for (const worker of workers) await worker.stop(1_000);
    }
  }, 30_000);
});
