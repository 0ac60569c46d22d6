import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { readerBookmarks, readerHighlights, readerNotes, readerShapes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';
import { highlight, studyApi } from '../study/fixtures.ts';
import { annotationApi, booksByAccess, pageIdsOf, rect, stroke } from './fixtures.ts';

type Role = 'admin' | 'publisher' | 'author' | 'user';
type Owner = 'own' | "someone else's";
/** A book the actor may open in the reader, or one they may not (a draft of someone else's: admins open every book). */
type Book = 'readable' | 'unreadable';
type Action = 'list' | 'create' | 'update' | 'move' | 'delete';

/**
 * What the server must answer (architecture.md §4: own notes and drawings, for every role alike), per book and owner.
 * Someone else's annotation is never found (404); a list answers 200 but leaves it out. A reader's own note on
 * a book no longer open to them is out of reach too, as their drawings are: the book is 404 for them.
 */
const NOTES: Record<Book, Record<Owner, Record<Action, number>>> = {
  readable: {
    own: { list: 200, create: 201, update: 200, move: 200, delete: 200 },
    "someone else's": { list: 200, create: 201, update: 404, move: 404, delete: 404 },
  },
  unreadable: {
    own: { list: 404, create: 404, update: 404, move: 404, delete: 404 },
    "someone else's": { list: 404, create: 404, update: 404, move: 404, delete: 404 },
  },
};
/** Drawings are addressed by book: a shape id of someone else's names the actor's own shape, never theirs. */
const DRAWINGS: Record<Book, Record<Exclude<Action, 'move'>, number>> = {
  readable: { list: 200, create: 200, update: 200, delete: 200 },
  unreadable: { list: 404, create: 404, update: 404, delete: 404 },
};

/** Highlights (issue 53) follow notes' rule: someone else's is never found, an own one on a closed book neither. */
const HIGHLIGHTS: Record<Book, Record<Owner, Record<Exclude<Action, 'move'>, number>>> = {
  readable: {
    own: { list: 200, create: 201, update: 200, delete: 200 },
    "someone else's": { list: 200, create: 201, update: 404, delete: 404 },
  },
  unreadable: {
    own: { list: 404, create: 404, update: 404, delete: 404 },
    "someone else's": { list: 404, create: 404, update: 404, delete: 404 },
  },
};
/** Bookmarks are addressed by book, as drawings are: the list is the actor's own. */
const BOOKMARKS: Record<Book, { list: number; save: number }> = { readable: { list: 200, save: 200 }, unreadable: { list: 404, save: 404 } };

const ROLES: Role[] = ['admin', 'publisher', 'author', 'user'];
const CELLS = ROLES.flatMap((role) =>
  (['readable', 'unreadable'] as Book[])
    // Admins open every book.
    .filter((book) => role !== 'admin' || book === 'readable')
    .flatMap((book) => (['own', "someone else's"] as Owner[]).map((owner) => ({ role, book, owner }))),
);

/** The annotations rule table walked as a grid: role × owner × book × action, for notes, drawings, highlights and bookmarks. */
describe('annotations policy (role × owner × book × action)', () => {
  let t: TestApp;
  let api: ReturnType<typeof annotationApi>;
  let study: ReturnType<typeof studyApi>;
  const actors = {} as Record<Role, string>;
  let stranger: string;
  const books = {} as Record<Book, { id: string; pages: string[] }>;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = annotationApi(t);
    study = studyApi(t);
    const made = await booksByAccess(t);
    for (const book of ['readable', 'unreadable'] as Book[]) {
      const id = book === 'readable' ? made.open : made.hidden;
      books[book] = { id, pages: await pageIdsOf(t, id) };
    }
    actors.admin = await t.login('admin@folio.test');
    // Accounts of their own, so that the hidden draft (author@folio.test's) is nobody's here but its owner's.
    for (const role of ['publisher', 'author'] as const) actors[role] = (await accountWithRole(t, role)).token;
    actors.user = (await registerUser(t)).token;
    stranger = (await registerUser(t)).user.id;
  });
  afterAll(async () => { await t.close(); });

  const idOf = async (token: string) => (await t.app.inject({ url: '/api/auth/me', headers: t.bearer(token) })).json().data.id as string;

  it.each(CELLS)('$role, $owner note on a $book book: each action answers as the table says', async ({ role, book, owner }) => {
    const token = actors[role];
    const { id: ebookId, pages } = books[book];
    const userId = owner === 'own' ? await idOf(token) : stranger;
    const [note] = await t.db.insert(readerNotes).values({ userId, ebookId, pageId: pages[0]!, x: 1, y: 1, text: 'Mine' }).returning();

    const list = await api.notes(token, ebookId);
    const statuses = {
      list: list.statusCode,
      create: (await api.addNote(token, { ebook_id: ebookId, page_id: pages[0], x: 5, y: 5, text: 'New' })).statusCode,
      update: (await api.editNote(token, note!.id, { text: 'Edited' })).statusCode,
      move: (await api.editNote(token, note!.id, { page_id: pages[1] })).statusCode,
      delete: (await api.deleteNote(token, note!.id)).statusCode,
    };
    expect(statuses).toEqual(NOTES[book][owner]);
    if (list.statusCode === 200) expect(list.json().data.some((n: { id: string }) => n.id === note!.id)).toBe(owner === 'own');
    if (owner !== 'own') expect(await t.db.select({ text: readerNotes.text }).from(readerNotes).where(eq(readerNotes.id, note!.id))).toEqual([{ text: 'Mine' }]);
  });

  it.each(CELLS)('$role, $owner drawing on a $book book: each action answers as the table says', async ({ role, book, owner }) => {
    const token = actors[role];
    const { id: ebookId, pages } = books[book];
    const userId = owner === 'own' ? await idOf(token) : stranger;
    const shapeId = `s-${randomUUID()}`;
    await t.db.insert(readerShapes).values({ userId, ebookId, pageId: pages[0]!, id: shapeId, data: stroke() });
    const save = (attrs: object) => api.saveDrawings(token, { ebook_id: ebookId, changes: [{ page_id: pages[0], id: shapeId, attrs, position: 0 }] });

    const list = await api.drawings(token, ebookId);
    const statuses = {
      list: list.statusCode,
      create: (await api.saveDrawings(token, { ebook_id: ebookId, changes: [{ page_id: pages[0], id: `n-${randomUUID()}`, attrs: rect(), position: 1 }] })).statusCode,
      update: (await save(rect(9))).statusCode,
      delete: (await api.clearDrawings(token, `ebook_id=${ebookId}&page_id=${pages[0]}`)).statusCode,
    };
    expect(statuses).toEqual(DRAWINGS[book]);
    if (list.statusCode === 200) expect((list.json().data[pages[0]!] ?? []).some((s: { id: string }) => s.id === shapeId)).toBe(owner === 'own');
    const [stored] = await t.db.select().from(readerShapes).where(and(eq(readerShapes.userId, userId), eq(readerShapes.id, shapeId)));
    // Someone else's shape, and an own shape on a book the actor may not open, stay as they were.
    expect(stored!.deleted).toBe(owner === 'own' && book === 'readable');
  });

  it.each(CELLS)('$role, $owner highlight on a $book book: each action answers as the table says', async ({ role, book, owner }) => {
    const token = actors[role];
    const { id: ebookId, pages } = books[book];
    const userId = owner === 'own' ? await idOf(token) : stranger;
    const [kept] = await t.db
      .insert(readerHighlights)
      .values({ userId, ebookId, pageId: pages[0]!, color: 'yellow', quoteExact: 'Mine', quotePrefix: '', quoteSuffix: '', positionStart: 0, positionEnd: 4 })
      .returning();
    const list = await study.highlights(token, ebookId);
    const statuses = {
      list: list.statusCode,
      create: (await study.addHighlight(token, ebookId, highlight(pages[0]!))).statusCode,
      update: (await study.editHighlight(token, ebookId, kept!.id, { color: 'pink' })).statusCode,
      delete: (await study.deleteHighlight(token, ebookId, kept!.id)).statusCode,
    };
    expect(statuses).toEqual(HIGHLIGHTS[book][owner]);
    if (list.statusCode === 200) expect(list.json().data.some((h: { id: string }) => h.id === kept!.id)).toBe(owner === 'own');
    if (owner !== 'own') expect(await t.db.select({ color: readerHighlights.color }).from(readerHighlights).where(eq(readerHighlights.id, kept!.id))).toEqual([{ color: 'yellow' }]);
  });

  it.each(CELLS)('$role, $owner bookmark on a $book book: each action answers as the table says', async ({ role, book, owner }) => {
    const token = actors[role];
    const { id: ebookId, pages } = books[book];
    const userId = owner === 'own' ? await idOf(token) : stranger;
    await t.db.insert(readerBookmarks).values({ userId, ebookId, pageId: pages[0]!, label: 'Theirs' }).onConflictDoNothing();
    const list = await study.bookmarks(token, ebookId);
    const statuses = { list: list.statusCode, save: (await study.saveBookmarks(token, ebookId, [{ page_id: pages[1], label: 'Mine' }])).statusCode };
    expect(statuses).toEqual(BOOKMARKS[book]);
    if (list.statusCode === 200) expect(list.json().data.some((b: { label: string }) => b.label === 'Theirs')).toBe(owner === 'own');
    // Someone else's list stays as it was, whatever the actor saved.
    if (owner !== 'own') expect(await t.db.select({ label: readerBookmarks.label }).from(readerBookmarks).where(and(eq(readerBookmarks.userId, stranger), eq(readerBookmarks.ebookId, ebookId)))).toEqual([{ label: 'Theirs' }]);
  });

  it('should ask a visitor to sign in for every action (401)', async () => {
    const { id: ebookId, pages } = books.readable;
    const note = randomUUID();
    const answers = [
      await api.notes(null, ebookId),
      await api.addNote(null, { ebook_id: ebookId, page_id: pages[0], x: 1, y: 1, text: 'x' }),
      await api.editNote(null, note, { text: 'x' }),
      await api.deleteNote(null, note),
      await api.drawings(null, ebookId),
      await api.saveDrawings(null, { ebook_id: ebookId, changes: [{ page_id: pages[0], id: 'v', attrs: stroke(), position: 0 }] }),
      await api.clearDrawings(null, `ebook_id=${ebookId}`),
      await study.highlights(null, ebookId),
      await study.addHighlight(null, ebookId, highlight(pages[0]!)),
      await study.editHighlight(null, ebookId, note, { color: 'pink' }),
      await study.deleteHighlight(null, ebookId, note),
      await study.bookmarks(null, ebookId),
      await study.saveBookmarks(null, ebookId, []),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 401));
  });
});
