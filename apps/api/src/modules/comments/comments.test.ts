import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { COMMENT_MESSAGES, CommentListResponseSchema, CommentWrittenResponseSchema, type CommentThread } from '@folio/shared';
import { ebookComments, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms } from '../../../test/contract.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { ebookApi } from '../ebooks/fixtures/books.ts';
import { classApi } from '../classes/fixtures/classes.ts';
import { commentApi } from './fixtures/comments.ts';
import { tellMentioned } from './mentions.ts';

type Person = Awaited<ReturnType<ReturnType<typeof commentApi>['sharedAs']>>;

describe('comments on a book', () => {
  let t: TestApp;
  let api: ReturnType<typeof commentApi>;
  let books: ReturnType<typeof ebookApi>;
  let owner: { token: string; id: string; name: string };
  let admin: string;
  let bookId: string;
  let pageId: string;
  let editor: Person;
  let commenter: Person;
  let viewer: Person;
  let stranger: Person;

  /** A fresh book of the owner's with its first page's id, and its people. */
  async function sharedBook() {
    const book = await books.make(owner.token);
    const page = (await books.pages(owner.token, book.id)).json().data[0].id as string;
    return { id: book.id, page };
  }

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = commentApi(t);
    books = ebookApi(t);
    const user = (await findUser(t.db, 'user@folio.test'))!;
    owner = { token: (await t.login('user@folio.test'))!, id: user.id, name: user.name };
    admin = (await t.login('admin@folio.test'))!;
    ({ id: bookId, page: pageId } = await sharedBook());
    editor = await api.sharedAs(bookId, 'editor', 'Eda Editor');
    commenter = await api.sharedAs(bookId, 'commenter', 'Cem Commenter');
    viewer = await api.sharedAs(bookId, 'viewer', 'Vic Viewer');
    // An account of the same book on another one: not of this book's people.
    stranger = await api.sharedAs((await sharedBook()).id, 'editor', 'Sam Stranger');
  });
  afterAll(async () => { await t.close(); });

  it('should keep a thread and its replies, a reply to a reply on the thread\'s root and its page, with the authors\' names', async () => {
    const { id: book, page } = await sharedBook();
    const reader = await api.sharedAs(book, 'commenter', 'Rita Reader');
    const started = conforms(await api.post(owner.token, book, { page_id: page, element_id: 'el-1', body: '  Is this picture right?  ' }), 201, CommentWrittenResponseSchema).data;
    expect(started).toMatchObject({ page_id: page, element_id: 'el-1', body: 'Is this picture right?', author: { id: owner.id, name: owner.name }, replies: [], resolved_at: null });
    const replied = await api.make(reader.token, book, { page_id: page, parent_id: started.id, body: 'It is the old one.' });
    // The reply names a reply as its parent and another page: it joins the root's thread, on the root's page and element.
    const second = conforms(await api.post(owner.token, book, { page_id: 'elsewhere', parent_id: replied.replies[0]!.id, body: 'I will change it.' }), 201, CommentWrittenResponseSchema).data;
    expect(second.id).toBe(started.id);
    expect(second.replies.map((r: { author: { name: string } | null; body: string }) => [r.author?.name, r.body])).toEqual([['Rita Reader', 'It is the old one.'], [owner.name, 'I will change it.']]);
    const [row] = await t.db.select().from(ebookComments).where(eq(ebookComments.id, second.replies[1]!.id));
    expect(row).toMatchObject({ parentId: started.id, pageId: page, elementId: 'el-1' });

    await api.make(reader.token, book, { page_id: 'page-2', body: 'A page comment.' });
    const list = conforms(await api.list(reader.token, book), 200, CommentListResponseSchema);
    expect(list.data.map((th: CommentThread) => [th.body, th.element_id, th.replies.length])).toEqual([['A page comment.', null, 0], ['Is this picture right?', 'el-1', 2]]);
    expect(list.counts).toEqual({ open: 2, resolved: 0 });
    const onPage = conforms(await api.list(reader.token, book, `?page_id=${page}`), 200, CommentListResponseSchema);
    expect(onPage.data.map((th: CommentThread) => th.id)).toEqual([started.id]);
    // Each comment says what the reader may do with it: their own they edit and delete, the owner's they only resolve.
    const mine = list.data[0]!;
    expect(mine.abilities).toEqual({ edit: true, delete: true, resolve: true });
    expect(list.data[1]!.abilities).toEqual({ edit: false, delete: false, resolve: true });
  });

  it('should resolve and reopen a thread for anyone who may comment, list open threads first, and filter by state', async () => {
    const first = await api.make(owner.token, bookId, { page_id: pageId, body: 'First thread' });
    const second = await api.make(editor.token, bookId, { page_id: pageId, body: 'Second thread' });
    const reply = await api.make(owner.token, bookId, { page_id: pageId, parent_id: first.id, body: 'A reply' });
    // Resolving through a reply resolves its thread.
    const resolved = conforms(await api.change(commenter.token, bookId, reply.replies[0]!.id, { resolved: true }), 200, CommentWrittenResponseSchema);
    expect(resolved.message).toBe(COMMENT_MESSAGES.resolved);
    expect(resolved.data).toMatchObject({ id: first.id, resolved_by: { id: commenter.id, name: 'Cem Commenter' } });
    expect(resolved.data.resolved_at).not.toBeNull();

    const all = conforms(await api.list(viewer.token, bookId, '?state=all'), 200, CommentListResponseSchema);
    const ids = all.data.map((th: CommentThread) => th.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(all.data.findIndex((th: CommentThread) => th.resolved_at !== null)).toBe(all.counts.open);
    const open = conforms(await api.list(viewer.token, bookId, '?state=open'), 200, CommentListResponseSchema);
    expect(open.data.map((th: CommentThread) => th.id)).toContain(second.id);
    expect(open.data.map((th: CommentThread) => th.id)).not.toContain(first.id);
    const onlyResolved = conforms(await api.list(viewer.token, bookId, '?state=resolved'), 200, CommentListResponseSchema);
    expect(onlyResolved.data.map((th: CommentThread) => th.id)).toContain(first.id);
    expect(onlyResolved.data.every((th: CommentThread) => th.resolved_at !== null)).toBe(true);

    const reopened = conforms(await api.change(editor.token, bookId, first.id, { resolved: false }), 200, CommentWrittenResponseSchema);
    expect(reopened.message).toBe(COMMENT_MESSAGES.reopened);
    expect(reopened.data).toMatchObject({ resolved_at: null, resolved_by: null });
    expectError(await api.list(viewer.token, bookId, '?state=closed'), 422);
  });

  it('should let only its author edit a comment', async () => {
    const thread = await api.make(commenter.token, bookId, { page_id: pageId, body: 'Typo here' });
    expectError(await api.change(owner.token, bookId, thread.id, { body: 'Rewritten by the owner' }), 403, COMMENT_MESSAGES.authorOnly);
    const edited = conforms(await api.change(commenter.token, bookId, thread.id, { body: ' Typo on line 2 ' }), 200, CommentWrittenResponseSchema);
    expect(edited).toMatchObject({ message: COMMENT_MESSAGES.saved, data: { body: 'Typo on line 2' } });
    expect(edited.data.updated_at > edited.data.created_at).toBe(true);
  });

  it('should take mentions of the book\'s people only', async () => {
    const named = conforms(await api.post(commenter.token, bookId, { page_id: pageId, body: '@owner @Eda look', mentions: [owner.id, editor.id, editor.id] }), 201, CommentWrittenResponseSchema).data;
    expect(named.mentions).toEqual([{ id: owner.id, name: owner.name }, { id: editor.id, name: 'Eda Editor' }]);
    const refused = expectError(await api.post(commenter.token, bookId, { page_id: pageId, body: '@Sam look', mentions: [editor.id, stranger.id] }), 422);
    expect(refused.errors?.mentions).toEqual([COMMENT_MESSAGES.mentionNotReader]);
    expectError(await api.post(commenter.token, bookId, { page_id: pageId, body: 'x', mentions: ['00000000-0000-4000-8000-000000000000'] }), 422);
    expectError(await api.post(commenter.token, bookId, { page_id: pageId, body: 'x', mentions: ['not-a-uuid'] }), 422);
  });

  it('should mail the people a comment mentions, through a job queued with it, but not its author nor an account without e-mail', async () => {
    const queued = async () => {
      const { rows } = (await t.db.execute(sql`SELECT data->>'commentId' AS id FROM pgboss.job WHERE name = 'comment-mentions'`)) as unknown as { rows: { id: string }[] };
      return rows.map((row) => row.id);
    };
    const plain = await api.make(commenter.token, bookId, { page_id: pageId, body: 'Nobody named' });
    const named = conforms(await api.post(commenter.token, bookId, { page_id: pageId, body: '@Eda @Cem\nthe second line', mentions: [editor.id, commenter.id, owner.id] }), 201, CommentWrittenResponseSchema).data;
    expect(await queued()).toContain(named.id);
    expect(await queued()).not.toContain(plain.id);

    // The owner has no e-mail address here (as a pupil): they are left out, like the author.
    await t.db.update(users).set({ email: null }).where(eq(users.id, owner.id));
    const sent: { to: string; subject: string; text: string }[] = [];
    try {
      const told = await tellMentioned({ db: t.db, mailer: { send: async (mail) => void sent.push(mail) }, publicUrl: 'https://folio.example' }, named.id);
      expect(told).toBe(1);
    } finally {
      await t.db.update(users).set({ email: 'user@folio.test' }).where(eq(users.id, owner.id));
    }
    const [editorRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, editor.id));
    expect(sent).toEqual([{ to: editorRow!.email, subject: expect.stringContaining('Cem Commenter mentioned you in'), text: expect.stringContaining(`https://folio.example/admin/ebooks/edit/${bookId}`) }]);
    expect(sent[0]!.text).toContain('> @Eda @Cem\n> the second line');

    // A comment deleted before the job ran tells no one.
    expect((await api.remove(commenter.token, bookId, named.id)).statusCode).toBe(200);
    expect(await tellMentioned({ db: t.db, mailer: { send: async (mail) => void sent.push(mail) } }, named.id)).toBe(0);
  });

  it('should let a viewer read but not write, and tell a stranger nothing', async () => {
    const thread = await api.make(owner.token, bookId, { page_id: pageId, body: 'For the viewer' });
    expect((await api.list(viewer.token, bookId)).statusCode).toBe(200);
    expectError(await api.post(viewer.token, bookId, { page_id: pageId, body: 'Can I?' }), 403);
    expectError(await api.change(viewer.token, bookId, thread.id, { resolved: true }), 403);
    expectError(await api.remove(viewer.token, bookId, thread.id), 403, COMMENT_MESSAGES.deleteRefused);
    expectError(await api.list(stranger.token, bookId), 403);
    // Refused before the body is read: a stranger's bad body is still a 403, not a 422.
    expectError(await api.post(stranger.token, bookId, {}), 403);
    expectError(await api.list(null, bookId), 401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await api.list(owner.token, unknown), 404);
    expectError(await api.change(owner.token, bookId, unknown, { resolved: true }), 404, COMMENT_MESSAGES.notFound);
  });

  it('should answer 404 for a parent or a comment of another book', async () => {
    const other = await sharedBook();
    const elsewhere = await api.make(owner.token, other.id, { page_id: other.page, body: 'On another book' });
    expectError(await api.post(owner.token, bookId, { page_id: pageId, parent_id: elsewhere.id, body: 'Reply' }), 404, COMMENT_MESSAGES.notFound);
    expectError(await api.change(owner.token, bookId, elsewhere.id, { resolved: true }), 404);
    expectError(await api.remove(owner.token, bookId, elsewhere.id), 404);
  });

  it('should refuse bad bodies with 422', async () => {
    const thread = await api.make(owner.token, bookId, { page_id: pageId, body: 'Fine' });
    const bodyErrors = async (payload: Record<string, unknown>) => expectError(await api.post(owner.token, bookId, payload), 422).errors;
    expect((await bodyErrors({ page_id: pageId, body: '   ' }))?.body).toEqual([COMMENT_MESSAGES.bodyRequired]);
    expect((await bodyErrors({ page_id: pageId }))?.body).toEqual([COMMENT_MESSAGES.bodyRequired]);
    expect((await bodyErrors({ page_id: pageId, body: 'x'.repeat(2001) }))?.body).toEqual([COMMENT_MESSAGES.bodyTooLong]);
    expect((await bodyErrors({ body: 'Where?' }))?.page_id).toEqual([COMMENT_MESSAGES.pageRequired]);
    expect(await bodyErrors({ page_id: pageId, body: 'x', parent_id: 'nope' })).toHaveProperty('parent_id');
    // 2000 characters once trimmed are fine.
    expect((await api.post(owner.token, bookId, { page_id: pageId, body: ` ${'x'.repeat(2000)} ` })).statusCode).toBe(201);
    expectError(await api.change(owner.token, bookId, thread.id, {}), 422, undefined);
    expectError(await api.change(owner.token, bookId, thread.id, { body: '' }), 422);
    expectError(await api.change(owner.token, bookId, thread.id, { resolved: 'yes' }), 422);
    expectError(await api.change(owner.token, bookId, 'not-an-id', { resolved: true }), 422);
  });

  it('should let the author or the book\'s owner and admins delete, a thread\'s root taking its replies', async () => {
    const thread = await api.make(editor.token, bookId, { page_id: pageId, body: 'To go' });
    const withReply = await api.make(commenter.token, bookId, { page_id: pageId, parent_id: thread.id, body: 'Reply to go' });
    const replyId = withReply.replies[0]!.id;
    expectError(await api.remove(commenter.token, bookId, thread.id), 403, COMMENT_MESSAGES.deleteRefused);
    expectError(await api.remove(editor.token, bookId, replyId), 403, COMMENT_MESSAGES.deleteRefused);
    // Its author takes a reply back.
    expect((await api.remove(commenter.token, bookId, replyId)).statusCode).toBe(200);
    const again = await api.make(owner.token, bookId, { page_id: pageId, parent_id: thread.id, body: 'Another reply' });
    // The owner deletes someone else's thread, with its reply.
    expect((await api.remove(owner.token, bookId, thread.id)).json()).toEqual({ message: COMMENT_MESSAGES.deleted });
    const left = await t.db.select().from(ebookComments).where(eq(ebookComments.parentId, thread.id));
    expect(left).toEqual([]);
    expect(again.replies).toHaveLength(1);
    const theirs = await api.make(commenter.token, bookId, { page_id: pageId, body: 'Admin removes this' });
    expect((await api.remove(admin, bookId, theirs.id)).statusCode).toBe(200);
    expectError(await api.remove(admin, bookId, theirs.id), 404);
  });

  it('should open comments to a pupil on their own book', async () => {
    const classes = classApi(t);
    const { pupils } = await classes.classWithPupils(owner.token, ['Pia']);
    const pupil = pupils[0]!.token;
    const started = await classes.call('POST', '/classroom/books', pupil, { title: 'My story' });
    const book = started.json().data.id as string;
    const page = (await books.pages(pupil, book)).json().data[0].id as string;
    const thread = await api.make(pupil, book, { page_id: page, body: 'Note to myself' });
    expect((await api.change(pupil, book, thread.id, { resolved: true })).statusCode).toBe(200);
    const list = conforms(await api.list(pupil, book, '?state=resolved'), 200, CommentListResponseSchema);
    expect(list.data.map((th: CommentThread) => th.body)).toEqual(['Note to myself']);
    expectError(await api.list(pupil, bookId), 403);
  });
});
