import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollaboratorListResponseSchema, CollaboratorWrittenResponseSchema, SHARING_MESSAGES, ShareablePupilListResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { ebookApi, idsOf } from '../ebooks/fixtures/books.ts';
import { classApi } from '../classes/fixtures/classes.ts';
import { sharingApi } from './fixtures/sharing.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Sharing a book (decision 019): who may share, with whom, and what a share opens. The grid of who gets what is ebooks/policy.test.ts. */
describe('sharing a book', () => {
  let t: TestApp;
  let books: ReturnType<typeof ebookApi>;
  let sharing: ReturnType<typeof sharingApi>;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let friend: Awaited<ReturnType<typeof registerUser>>;
  let stranger: Awaited<ReturnType<typeof registerUser>>;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    books = ebookApi(t);
    sharing = sharingApi(t);
    [owner, friend, stranger] = await Promise.all([registerUser(t, { name: 'Olu Owner' }), registerUser(t, { name: 'Fay Friend' }), registerUser(t)]);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  /** A fresh book of the owner's, and the answer to saving its first page as `token`. */
  const newBook = async () => (await books.make(owner.token)).id;
  const savePage = async (token: string, id: string) => {
    const current = (await books.pages(admin, id)).json();
    const page = current.data[0];
    return books.savePages(token, id, { version: current.version, pages: [{ ...page, name: 'Edited' }], order: [page.id] });
  };

  it('should share a book by e-mail, list it with its owner, and show addresses only to whoever may share', async () => {
    const id = await newBook();
    const added = conforms(await sharing.add(owner.token, id, { email: friend.email.toUpperCase(), role: 'editor' }), 201, CollaboratorWrittenResponseSchema);
    expect(added).toMatchObject({ message: SHARING_MESSAGES.added, data: { user_id: friend.user.id, name: 'Fay Friend', email: friend.email, role: 'editor' } });

    const asOwner = conforms(await sharing.list(owner.token, id), 200, CollaboratorListResponseSchema);
    expect(asOwner.owner).toEqual({ id: owner.user.id, name: 'Olu Owner' });
    expect(asOwner.data).toEqual([expect.objectContaining({ user_id: friend.user.id, email: friend.email, role: 'editor' })]);
    const asFriend = conforms(await sharing.list(friend.token, id), 200, CollaboratorListResponseSchema);
    expect(asFriend.data).toEqual([expect.objectContaining({ user_id: friend.user.id, email: null })]);
  });

  it('should answer who may not share, and bad requests, with clear refusals', async () => {
    const id = await newBook();
    await sharing.share(owner.token, id, { email: friend.email }, 'editor');
    // Strangers: refused on a book they do not see, whatever the body; an unknown book is 404.
    expectError(await sharing.list(stranger.token, id), 403);
    expectError(await sharing.add(stranger.token, id, { email: stranger.email, role: 'editor' }), 403);
    expectError(await sharing.list(owner.token, UNKNOWN), 404);
    expectError(await sharing.list(null, id), 401);
    // An editor writes the book; sharing it stays its owner's.
    expectError(await sharing.add(friend.token, id, { email: stranger.email, role: 'viewer' }), 403);
    expectError(await sharing.change(friend.token, id, friend.user.id, 'viewer'), 403);
    // The request's own faults.
    expectError(await sharing.add(owner.token, id, { email: 'nobody-at-all@example.com', role: 'viewer' }), 404, SHARING_MESSAGES.unknownEmail);
    expect(expectError(await sharing.add(owner.token, id, { email: owner.email, role: 'viewer' }), 422, SHARING_MESSAGES.owner).errors).toEqual({ email: [SHARING_MESSAGES.owner] });
    expectError(await sharing.add(owner.token, id, { email: friend.email, role: 'viewer' }), 409, SHARING_MESSAGES.already);
    expect(expectError(await sharing.add(owner.token, id, { email: stranger.email, role: 'owner' }), 422).errors).toEqual({ role: [SHARING_MESSAGES.role] });
    expect(expectError(await sharing.add(owner.token, id, { role: 'viewer' }), 422).errors).toEqual({ email: [SHARING_MESSAGES.whoRequired] });
    expect(expectError(await sharing.add(owner.token, id, { email: stranger.email, user_id: stranger.user.id, role: 'viewer' }), 422).errors).toEqual({ email: [SHARING_MESSAGES.emailOrPupil] });
    expectError(await sharing.change(owner.token, id, stranger.user.id, 'viewer'), 404, SHARING_MESSAGES.notCollaborator);
    expectError(await sharing.remove(owner.token, id, stranger.user.id), 404, SHARING_MESSAGES.notCollaborator);
    // An account's id names nobody but a pupil of the owner's classes: no reaching accounts by id.
    expectError(await sharing.add(owner.token, id, { user_id: stranger.user.id, role: 'viewer' }), 404, SHARING_MESSAGES.notClassmate);
  });

  it('should open the pages as far as the role goes, and follow a change of role', async () => {
    const id = await newBook();
    await sharing.share(owner.token, id, { email: friend.email }, 'viewer');
    expect((await books.pages(friend.token, id)).statusCode).toBe(200);
    expectError(await savePage(friend.token, id), 403);

    const changed = conforms(await sharing.change(owner.token, id, friend.user.id, 'editor'), 200, CollaboratorWrittenResponseSchema);
    expect(changed).toMatchObject({ message: SHARING_MESSAGES.saved, data: { role: 'editor' } });
    expect((await savePage(friend.token, id)).statusCode).toBe(200);
  });

  it("should list shared books among the user's own with the abilities of their role, and alone with shared=with_me", async () => {
    const [edited, commented] = [await newBook(), await newBook()];
    const own = (await books.make(friend.token)).id;
    await sharing.share(owner.token, edited, { email: friend.email }, 'editor');
    await sharing.share(owner.token, commented, { email: friend.email }, 'commenter');

    const all = (await books.list(friend.token)).json().data as { id: string; abilities: Record<string, boolean> }[];
    expect(all.map((b) => b.id)).toEqual(expect.arrayContaining([edited, commented, own]));
    const abilities = (id: string) => all.find((b) => b.id === id)!.abilities;
    expect(abilities(edited)).toEqual({ update: false, delete: false, approve: false, read_pages: true, edit_pages: true, comment: true, share: false });
    expect(abilities(commented)).toEqual({ update: false, delete: false, approve: false, read_pages: true, edit_pages: false, comment: true, share: false });
    // (Earlier tests shared more books with the friend.)
    const shared = idsOf(await books.list(friend.token, '&shared=with_me'));
    expect(shared).toEqual(expect.arrayContaining([edited, commented]));
    expect(shared).not.toContain(own);
    expect(idsOf(await books.list(stranger.token))).toEqual([]);
  });

  it('should let a collaborator leave, after which the book is closed to them; the owner removes anyone', async () => {
    const id = await newBook();
    await sharing.share(owner.token, id, { email: friend.email }, 'commenter');
    await sharing.share(owner.token, id, { email: stranger.email }, 'viewer');
    // A collaborator takes themself off, not someone else.
    expectError(await sharing.remove(friend.token, id, stranger.user.id), 403);
    const left = await sharing.remove(friend.token, id, friend.user.id);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().message).toBe(SHARING_MESSAGES.left);
    expectError(await books.read(friend.token, id), 403);

    expect((await sharing.remove(owner.token, id, stranger.user.id)).json().message).toBe(SHARING_MESSAGES.removed);
    expectError(await books.read(stranger.token, id), 403);
    expect((await sharing.list(owner.token, id)).json().data).toEqual([]);
  });

  it("should let an admin share anyone's book", async () => {
    const id = await newBook();
    expect((await sharing.add(admin, id, { email: friend.email, role: 'viewer' })).statusCode).toBe(201);
    expect((await books.read(friend.token, id)).statusCode).toBe(200);
  });

  describe('in a class', () => {
    let teacher: string;
    let classes: ReturnType<typeof classApi>;
    let ada: { id: string; token: string };
    let ben: { id: string; token: string };
    let zed: { id: string; token: string };
    beforeAll(async () => {
      classes = classApi(t);
      teacher = await t.login('user@folio.test');
      const c = await classes.classWithPupils(teacher, ['Ada', 'Ben']);
      ada = c.pupils[0]!;
      ben = c.pupils[1]!;
      zed = (await classes.classWithPupils(await t.login('author@folio.test'), ['Zed'])).pupils[0]!;
    });

    it("should let a teacher share their book with pupils of their class by name, and nobody else's pupils", async () => {
      const id = (await books.make(teacher)).id;
      const offered = conforms(await sharing.pupils(teacher, id), 200, ShareablePupilListResponseSchema).data;
      expect(offered.map((p: { user_id: string }) => p.user_id).sort()).toEqual([ada.id, ben.id].sort());

      const added = await sharing.share(teacher, id, { user_id: ada.id }, 'commenter');
      expect(added).toMatchObject({ user_id: ada.id, email: null, role: 'commenter' });
      expect((await sharing.pupils(teacher, id)).json().data.map((p: { user_id: string }) => p.user_id)).toEqual([ben.id]);
      expectError(await sharing.add(teacher, id, { user_id: zed.id, role: 'viewer' }), 404, SHARING_MESSAGES.notClassmate);

      // The pupil opens the teacher's book in the editor and sees who writes it; their role does not write pages.
      expect((await books.read(ada.token, id)).statusCode).toBe(200);
      expect((await books.pages(ada.token, id)).statusCode).toBe(200);
      expect((await sharing.list(ada.token, id)).json().owner.id).toBeTruthy();
      expectError(await savePage(ada.token, id), 403);
    });

    it('should let a pupil share their own book with classmates by name only', async () => {
      const id = (await classes.call('POST', '/classroom/books', ada.token, { title: 'Our story' })).json().data.id as string;
      expect((await sharing.pupils(ada.token, id)).json().data.map((p: { user_id: string }) => p.user_id)).toEqual([ben.id]);
      expect(expectError(await sharing.add(ada.token, id, { email: friend.email, role: 'editor' }), 422).errors).toEqual({ email: [SHARING_MESSAGES.pupilsByName] });
      expectError(await sharing.add(ada.token, id, { user_id: zed.id, role: 'editor' }), 404, SHARING_MESSAGES.notClassmate);

      await sharing.share(ada.token, id, { user_id: ben.id }, 'editor');
      expect((await savePage(ben.token, id)).statusCode).toBe(200);
      expectError(await books.read(zed.token, id), 403);
    });
  });
});
