import { analyticsApi } from '../analytics/fixtures/events.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CLASS_MESSAGES, type BookElement, type BookPage } from '@folio/shared';
import { ebooks, templates, templatePages } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { emptyPage } from '../pages/format.ts';
import { classApi } from './fixtures/classes.ts';

const quizPage = (): BookPage => ({
  ...emptyPage(1),
  elements: [
    {
      id: 'q1', type: 'quiz', position: { x: 50, y: 50 }, size: { width: 400, height: 300 }, style: {}, question: 'Two and two?',
      options: [{ id: 'a', text: '4', correct: true }, { id: 'b', text: '5', correct: false }], multiple: false, feedback: { correct: 'Yes', incorrect: 'No' }, points: 1,
    } as BookElement,
  ],
});

describe("a class's library, its pupils' books and their review", () => {
  let t: TestApp;
  let api: ReturnType<typeof classApi>;
  let teacher: string;
  let teacherId: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = classApi(t);
    teacher = await t.login('user@folio.test');
    teacherId = (await findUser(t.db, 'user@folio.test'))!.id;
  });
  afterAll(async () => { await t.close(); });

  const read = (token: string, id: string) => api.call('GET', `/public/ebooks/${id}/read`, token);

  it("should give pupils the teacher's own book in full, and of someone else's paid book only what anyone may read", async () => {
    const c = await api.classWithPupils(teacher, ['Ada']);
    const own = await insertBook(t, { price: 12, createdBy: teacherId, status: 'draft', approval: 'pending' });
    const paid = await insertBook(t, { price: 9 });
    const draftOfOther = await insertBook(t, { status: 'draft', approval: 'pending', createdBy: (await findUser(t.db, 'author@folio.test'))!.id });
    const ada = c.pupils[0]!.token;
    expect((await read(ada, own.id)).statusCode).toBe(404);
    const given = await api.call('POST', `/classes/${c.id}/assignments`, teacher, { ebook_id: own.id, due_at: '2027-01-15T12:00:00Z' });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().data).toMatchObject({ kind: 'ebook', item: { id: own.id }, due_at: '2027-01-15T12:00:00.000Z' });
    expect((await read(ada, own.id)).json().data.access).toBe('full');
    // A book the teacher may not read in full cannot be given at all.
    expect(expectError(await api.call('POST', `/classes/${c.id}/assignments`, teacher, { ebook_id: paid.id }), 422).errors).toEqual({ ebook_id: [CLASS_MESSAGES.notReadable] });
    expect(expectError(await api.call('POST', `/classes/${c.id}/assignments`, teacher, { ebook_id: draftOfOther.id }), 422).errors).toEqual({ ebook_id: [CLASS_MESSAGES.notReadable] });
    expectError(await api.call('POST', `/classes/${c.id}/assignments`, teacher, { ebook_id: own.id }), 409, CLASS_MESSAGES.alreadyAssigned);
    expectError(await api.call('POST', `/classes/${c.id}/assignments`, teacher, {}), 422);
    // A pupil of another class does not get it.
    const other = await api.classWithPupils(await t.login('author@folio.test'), ['Zed']);
    expect((await read(other.pupils[0]!.token, own.id)).statusCode).toBe(404);
    // The pupil's classroom lists it with its due date.
    const room = (await api.call('GET', '/classroom', ada)).json().data;
    expect(room.class).toMatchObject({ id: c.id });
    expect(room.assignments.map((a: { item: { id: string } }) => a.item.id)).toEqual([own.id]);
    // A paid book of the catalogue (no owner account) is read as anyone reads it: its preview.
    expect((await read(ada, paid.id)).json().data.access).toBe('preview');
  });

  it("should show each pupil's progress and answers on an assigned book, this class's pupils only", async () => {
    const c = await api.classWithPupils(teacher, ['Ada', 'Ben']);
    const book = await insertBook(t, { price: 0, createdBy: teacherId, pages: [quizPage(), emptyPage(2)] });
    const a = (await api.call('POST', `/classes/${c.id}/assignments`, teacher, { ebook_id: book.id })).json().data;
    const [ada, ben] = c.pupils;
    const pageOne = (await t.db.select().from(ebooks).where(eq(ebooks.id, book.id)))[0]!;
    expect(pageOne.pageCount).toBe(2);
    expect((await api.call('PUT', `/public/ebooks/${book.id}/reading-position`, ada!.token, { page: 2 })).statusCode).toBe(200);
    expect((await api.call('PUT', `/public/ebooks/${book.id}/answers/q1`, ada!.token, { chosen: ['a'] })).statusCode).toBe(200);
    // Someone outside the class answers and reads too: never in the class's figures.
    const outsider = await t.login('author@folio.test');
    await api.call('PUT', `/public/ebooks/${book.id}/answers/q1`, outsider, { chosen: ['b'] });
    // Reading analytics: Ada reads both pages for 30 s each; her teacher sees her time.
    const read = (token: string) => api.call('POST', '/public/events', token, { events: [1, 2].map((page) => ({ type: 'page', ebook_id: book.id, page, seconds: 30, at: new Date().toISOString() })) });
    expect((await read(ada!.token)).statusCode).toBe(202);
    expect((await read(outsider)).statusCode).toBe(202);
    await analyticsApi(t).rollUp();

    const progress = (await api.call('GET', `/classes/${c.id}/assignments/${a.id}/progress`, teacher)).json().data;
    expect(progress).toMatchObject({ pages: 2, points: 1 });
    expect(progress.students).toEqual([
      { id: ada!.id, name: 'Ada', opened: true, page: 2, finished: true, seconds: 60, answered: 1, score: 1 },
      { id: ben!.id, name: 'Ben', opened: false, page: null, finished: false, seconds: 0, answered: 0, score: 0 },
    ]);
    const results = (await api.call('GET', `/classes/${c.id}/assignments/${a.id}/results`, teacher)).json().data;
    expect(results.readers.map((r: { user_id: string }) => r.user_id)).toEqual([ada!.id]);
    expect(results.readers[0].email).toBeNull();

    const dashboard = (await api.call('GET', `/classes/${c.id}/dashboard`, teacher)).json().data;
    expect(dashboard.assignments).toBe(1);
    expect(dashboard.students.find((s: { id: string }) => s.id === ada!.id)).toMatchObject({ books_started: 1, books_finished: 1, questions_answered: 1, books_written: 0 });
    expect(dashboard.students.find((s: { id: string }) => s.id === ben!.id)).toMatchObject({ books_started: 0, last_sign_in_at: expect.any(String) });

    const audit = (await api.call('GET', `/classes/${c.id}/audit`, teacher)).json();
    expect(audit.data.map((e: { action: string }) => e.action).sort()).toEqual(['view_progress', 'view_results']);
  });

  it('should let a pupil write a book from a class template, hand it in, read comments, and a teacher return and approve it', async () => {
    const c = await api.classWithPupils(teacher, ['Ada', 'Ben']);
    const [ada, ben] = c.pupils;
    const [template] = await t.db.insert(templates).values({ name: 'Story starter', ownerId: teacherId, width: 794, height: 1123 }).returning();
    await t.db.insert(templatePages).values({ templateId: template!.id, id: 'tp1', position: 0, data: { ...emptyPage(1), id: 'tp1', name: 'Once upon a time' } });
    // Only a template given to the class may be started from.
    expectError(await api.call('POST', '/classroom/books', ada!.token, { title: 'My story', template_id: template!.id }), 422);
    const given = await api.call('POST', `/classes/${c.id}/assignments`, teacher, { template_id: template!.id });
    expect(given.statusCode).toBe(201);
    expect(given.json().data).toMatchObject({ kind: 'template', item: { id: template!.id, title: 'Story starter', page_count: 1 } });
    const started = await api.call('POST', '/classroom/books', ada!.token, { title: 'My story', template_id: template!.id });
    expect(started.statusCode, started.body).toBe(201);
    const book = started.json().data;
    expect(book).toMatchObject({ title: 'My story', state: 'writing', student: { id: ada!.id, name: 'Ada' }, page_count: 1 });

    // The pupil edits it with the normal editor's routes.
    const pages = (await api.call('GET', `/admin/ebooks/${book.id}/pages`, ada!.token)).json();
    expect(pages.data[0].name).toBe('Once upon a time');
    const saved = await api.call('PUT', `/admin/ebooks/${book.id}/pages`, ada!.token, { version: pages.version, save_id: 'ada-save-1', order: [pages.data[0].id], pages: [{ ...pages.data[0], name: 'Chapter one' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    // A classmate neither edits nor reads a book that is not finished.
    expect((await api.call('GET', `/admin/ebooks/${book.id}/pages`, ben!.token)).statusCode).toBe(403);
    expect((await read(ben!.token, book.id)).statusCode).toBe(404);
    // Pupils cannot publish: the submit route is not theirs.
    expectError(await api.call('POST', `/admin/ebooks/${book.id}/submit`, ada!.token), 403, CLASS_MESSAGES.notForPupils);

    expect((await api.call('POST', `/classroom/books/${book.id}/hand-in`, ada!.token)).json().data.state).toBe('handed_in');
    expectError(await api.call('POST', `/classroom/books/${book.id}/hand-in`, ben!.token), 404);

    // The teacher reads it (read-only, recorded), comments on a page, returns it.
    expect((await read(teacher, book.id)).json().data.access).toBe('full');
    expect((await read(await t.login('author@folio.test'), book.id)).statusCode).toBe(404);
    const comment = await api.call('POST', `/classes/${c.id}/books/${book.id}/comments`, teacher, { page_id: pages.data[0].id, body: 'Lovely start! What happens next?' });
    expect(comment.statusCode, comment.body).toBe(201);
    expectError(await api.call('POST', `/classes/${c.id}/books/${book.id}/comments`, teacher, { page_id: 'nope', body: 'x' }), 404);
    expectError(await api.call('POST', `/classes/${c.id}/books/${book.id}/comments`, teacher, { page_id: pages.data[0].id, body: '  ' }), 422);
    const returned = (await api.call('POST', `/classes/${c.id}/books/${book.id}/review`, teacher, { action: 'return', remark: 'Add an ending.' })).json();
    expect(returned).toMatchObject({ message: CLASS_MESSAGES.returned, data: { state: 'returned', remark: 'Add an ending.', comment_count: 1 } });

    const mine = (await api.call('GET', '/classroom', ada!.token)).json().data.books;
    expect(mine).toEqual([expect.objectContaining({ id: book.id, state: 'returned', comment_count: 1 })]);
    const comments = (await api.call('GET', `/classes/${c.id}/books/${book.id}/comments`, ada!.token)).json().data;
    expect(comments).toEqual([expect.objectContaining({ body: 'Lovely start! What happens next?', author: { id: teacherId, name: expect.any(String) } })]);
    expect((await api.call('GET', `/classes/${c.id}/books/${book.id}/comments`, ben!.token)).statusCode).toBe(404);

    // Approved into the class library: classmates read it; the admin's approval queue never sees it.
    await api.call('POST', `/classes/${c.id}/books/${book.id}/review`, teacher, { action: 'approve' });
    expect((await read(ben!.token, book.id)).json().data.access).toBe('full');
    expect((await api.call('GET', '/classroom', ben!.token)).json().data.approved.map((b: { id: string }) => b.id)).toEqual([book.id]);
    const queue = (await api.call('GET', '/admin/ebooks?approval_status=pending&per_page=100', await t.login('admin@folio.test'))).json().data;
    expect(queue.map((b: { id: string }) => b.id)).not.toContain(book.id);

    const audit = (await api.call('GET', `/classes/${c.id}/audit`, teacher)).json().data;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'read_book', student: { id: ada!.id, name: 'Ada' }, ebook: { id: book.id, title: 'My story' } }));
  });

  it("should submit a copy of a pupil's book to the public library in the teacher's name, the pupil's name only if chosen", async () => {
    const c = await api.classWithPupils(teacher, ['Ada Lovelace']);
    const book = (await api.call('POST', '/classroom/books', c.pupils[0]!.token, { title: 'Engines' })).json().data;
    for (const credit of [false, true]) {
      const res = await api.call('POST', `/classes/${c.id}/books/${book.id}/publish`, teacher, { credit_student: credit });
      expect(res.statusCode, res.body).toBe(200);
      const [copy] = await t.db.select().from(ebooks).where(eq(ebooks.id, res.json().data.id));
      expect(copy).toMatchObject({ title: 'Engines', createdBy: teacherId, approvalStatus: 'pending', status: 'draft' });
      expect(copy!.description).toBe(credit ? `${CLASS_MESSAGES.writtenBy} Ada Lovelace` : null);
    }
  });

  it('should remove a pupil with their books, or give their books to the teacher first', async () => {
    const c = await api.classWithPupils(teacher, ['Ada', 'Ben']);
    const [ada, ben] = c.pupils;
    const adaBook = (await api.call('POST', '/classroom/books', ada!.token, { title: 'Ada book' })).json().data;
    const benBook = (await api.call('POST', '/classroom/books', ben!.token, { title: 'Ben book' })).json().data;
    expectError(await api.call('DELETE', `/classes/${c.id}/students/${ada!.id}`, teacher, {}), 422);
    expect((await api.call('DELETE', `/classes/${c.id}/students/${ada!.id}`, teacher, { books: 'delete' })).json().message).toBe(CLASS_MESSAGES.studentRemoved);
    expect(await t.db.select().from(ebooks).where(eq(ebooks.id, adaBook.id))).toEqual([]);
    expect((await api.call('GET', '/auth/me', ada!.token)).statusCode).toBe(401);
    await api.call('DELETE', `/classes/${c.id}/students/${ben!.id}`, teacher, { books: 'move_to_teacher' });
    const [kept] = await t.db.select().from(ebooks).where(eq(ebooks.id, benBook.id));
    expect(kept!.createdBy).toBe(teacherId);
    expect((await api.call('GET', `/classes/${c.id}/books`, teacher)).json().data).toEqual([]);
  });

  it("should refuse to delete a teacher's account while they own classes, then allow it once the class has another owner", async () => {
    const admin = await t.login('admin@folio.test');
    const res = await api.call('POST', '/auth/register', null, { name: 'Ms Owner', email: 'owner-teacher@example.com', password: 'teacher-password', accept_terms: true, birth_year: 1980 });
    const owner = res.json().token as string;
    const ownerId = res.json().user.id as string;
    const c = await api.make(owner);
    expect((await api.call('POST', `/classes/${c.id}/teachers`, owner, { email: 'user@folio.test' })).statusCode).toBe(200);
    expectError(await api.call('DELETE', `/admin/users/${ownerId}`, admin), 409, CLASS_MESSAGES.ownsClasses);
    // Only the owner hands the class over, and only to one of its teachers.
    expectError(await api.call('PUT', `/classes/${c.id}`, teacher, { owner_id: teacherId }), 403, CLASS_MESSAGES.ownerOnly);
    expect(expectError(await api.call('PUT', `/classes/${c.id}`, owner, { owner_id: (await findUser(t.db, 'author@folio.test'))!.id }), 422).errors).toEqual({ owner_id: [CLASS_MESSAGES.ownerMustTeach] });
    const handed = (await api.call('PUT', `/classes/${c.id}`, owner, { owner_id: teacherId })).json().data;
    expect(handed).toMatchObject({ owner: { id: teacherId }, teachers: [{ id: ownerId, name: 'Ms Owner' }] });
    expect((await api.call('DELETE', `/admin/users/${ownerId}`, admin)).statusCode).toBe(200);
  });
});
