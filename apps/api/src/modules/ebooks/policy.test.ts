import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { bookExports } from '../../db/schema.ts';
import { accountWithRole, ebookApi, idsOf } from './fixtures/books.ts';
import { classApi } from '../classes/fixtures/classes.ts';
import { insertPublisher } from '../publishers/fixtures/publishers.ts';
import { sharingApi } from '../sharing/fixtures/sharing.ts';

type Actor = 'admin' | 'publisher (via publisher_id)' | 'author owner' | 'author non-owner' | 'user owner' | 'user non-owner' | 'editor collaborator' | 'commenter collaborator' | 'viewer collaborator' | 'visitor';
const SHARED_AS = { 'editor collaborator': 'editor', 'commenter collaborator': 'commenter', 'viewer collaborator': 'viewer' } as const;
type Outcome = number;
const ACTIONS = ['list', 'read', 'read pages', 'save pages', 'update', 'results', 'analytics', 'analytics heatmap', 'analytics csv', 'learning record store', 'save as template', 'save contents', 'make editable pages', 'accessibility report', 'submit', 'approve', 'delete'] as const;
type Action = (typeof ACTIONS)[number];

/** What each actor gets for each action on its subject book (list: 200 when the book is in the list, 0 when not). */
const OWNER: Record<Action, Outcome> = { list: 200, read: 200, 'read pages': 200, 'save pages': 200, update: 200, results: 200, analytics: 200, 'analytics heatmap': 200, 'analytics csv': 200, 'learning record store': 200, 'save as template': 201, 'save contents': 200, 'make editable pages': 422, 'accessibility report': 200, submit: 200, approve: 403, delete: 200 };
const STRANGER: Record<Action, Outcome> = { list: 0, read: 403, 'read pages': 403, 'save pages': 403, update: 403, results: 403, analytics: 403, 'analytics heatmap': 403, 'analytics csv': 403, 'learning record store': 403, 'save as template': 403, 'save contents': 403, 'make editable pages': 403, 'accessibility report': 403, submit: 403, approve: 403, delete: 403 };
/** Someone the book is shared with (decision 019) sees it in their list and reads it; only an editor writes its pages, and nothing else is shared. */
const VIEWER: Record<Action, Outcome> = { ...STRANGER, list: 200, read: 200, 'read pages': 200 };
const VISITOR = Object.fromEntries(ACTIONS.map((a) => [a, 401])) as Record<Action, Outcome>;
const GRID: Record<Actor, Record<Action, Outcome>> = {
  // An admin approves instead of submitting; everything else is open to them.
  admin: { ...OWNER, submit: 403, approve: 200 },
  'publisher (via publisher_id)': OWNER,
  'author owner': OWNER,
  'author non-owner': STRANGER,
  'user owner': OWNER,
  'user non-owner': STRANGER,
  // An editor writes the pages and the contents kept beside them; making a new book of its PDF is its owners' (the subject
  // here is a book of pages: 422 once the caller may, as it has no PDF).
  'editor collaborator': { ...VIEWER, 'save pages': 200, 'save contents': 200, 'accessibility report': 200 },
  'commenter collaborator': VIEWER,
  'viewer collaborator': VIEWER,
  visitor: VISITOR,
};

type Pupil = 'pupil owner' | 'classmate' | 'pupil of another class' | "class's teacher" | "class's co-teacher" | 'teacher of another class';
/** The routes of a book opened to pupils (plugins/auth.ts `pupils`), and a few that are not: what a pupil does with the book they write in their class. */
const PUPIL_ACTIONS = [
  'read', 'update', 'read pages', 'save pages', 'save contents', 'accessibility report',
  'read comments', 'comment', 'edit comment', 'delete comment',
  'list exports', 'export', 'download export',
  'list versions', 'make version', 'read version', 'restore version',
  'list collaborators', 'shareable pupils', 'share', 'change share', 'unshare',
  'results', 'submit', 'save as template', 'delete',
] as const;
type PupilAction = (typeof PUPIL_ACTIONS)[number];
const PUPIL_REFUSED = Object.fromEntries(PUPIL_ACTIONS.map((a) => [a, 403])) as Record<PupilAction, Outcome>;
/**
 * A pupil's own book is theirs like anyone's (policy.ts: the owner's rules), but for what pupils never do (the fence:
 * readers' results, the public library's approval, templates); an export is made in the background (202), and the one
 * made before is not ready (422).
 */
const PUPIL_OWNER: Record<PupilAction, Outcome> = {
  read: 200, update: 200, 'read pages': 200, 'save pages': 200, 'save contents': 200, 'accessibility report': 200,
  'read comments': 200, comment: 201, 'edit comment': 200, 'delete comment': 200,
  'list exports': 200, export: 202, 'download export': 422,
  'list versions': 200, 'make version': 201, 'read version': 200, 'restore version': 200,
  'list collaborators': 200, 'shareable pupils': 200, share: 201, 'change share': 200, unshare: 200,
  results: 403, submit: 403, 'save as template': 403, delete: 200,
};
/**
 * The class's teachers review the book (ebooks/query.ts: a commenter of it, while it is in their class): they read it,
 * its history and who writes it, and comment; the pupil's words, pages, exports and sharing stay the pupil's.
 */
const CLASS_TEACHER: Record<PupilAction, Outcome> = { ...PUPIL_REFUSED, read: 200, 'read pages': 200, 'read comments': 200, comment: 201, 'list versions': 200, 'read version': 200, 'list collaborators': 200 };
const PUPIL_GRID: Record<Pupil, Record<PupilAction, Outcome>> = {
  'pupil owner': PUPIL_OWNER,
  // Another pupil reads a classmate's book only once the teacher approves it into the class library (through the reader), or the pupil shares it.
  classmate: PUPIL_REFUSED,
  'pupil of another class': PUPIL_REFUSED,
  "class's teacher": CLASS_TEACHER,
  "class's co-teacher": CLASS_TEACHER,
  'teacher of another class': PUPIL_REFUSED,
};

/** The role × action grid of architecture.md §4 for e-books, walked through the API (policy.ts decides every cell). */
describe('e-book policy grid', () => {
  let t: TestApp;
  let api: ReturnType<typeof ebookApi>;
  let tokens: Record<string, string>;
  let publisherRow: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = ebookApi(t);
    const [admin, publisher, author, user] = await Promise.all(['admin', 'publisher', 'author', 'user'].map((r) => t.login(`${r}@folio.test`)));
    tokens = { admin: admin!, publisher: publisher!, author: author!, user: user!, otherAuthor: (await accountWithRole(t, 'author')).token, otherUser: (await accountWithRole(t, 'user')).token };
    publisherRow = (await insertPublisher(t, { userId: (await findUser(t.db, 'publisher@folio.test'))!.id })).id;
  });
  afterAll(async () => { await t.close(); });

  /** The acting token and a fresh pending subject book, related to the actor as the row says. */
  async function setUp(actor: Actor): Promise<{ token: string | null; id: string }> {
    switch (actor) {
      case 'publisher (via publisher_id)': {
        // Created by an author, then filed under the publisher by an admin: the publisher owns it only through publisher_id.
        const book = await api.make(tokens.author!);
        await api.update(tokens.admin!, book.id, { title: book.title, publisher_id: publisherRow });
        return { token: tokens.publisher!, id: book.id };
      }
      case 'user owner':
        return { token: tokens.user!, id: (await api.make(tokens.user!)).id };
      case 'user non-owner':
        return { token: tokens.otherUser!, id: (await api.make(tokens.user!)).id };
      case 'author non-owner':
        return { token: tokens.otherAuthor!, id: (await api.make(tokens.author!)).id };
      case 'editor collaborator':
      case 'commenter collaborator':
      case 'viewer collaborator': {
        // A fresh account each time: a book shared with it as the row says.
        const id = (await api.make(tokens.author!)).id;
        const account = await registerUser(t);
        await sharingApi(t).share(tokens.author!, id, { email: account.email }, SHARED_AS[actor]);
        return { token: account.token, id };
      }
      case 'visitor':
        return { token: null, id: (await api.make(tokens.author!)).id };
      default:
        return { token: actor === 'admin' ? tokens.admin! : tokens.author!, id: (await api.make(tokens.author!)).id };
    }
  }

  async function perform(action: Action, token: string | null, id: string): Promise<Outcome> {
    const status = (res: LightMyRequestResponse) => res.statusCode;
    switch (action) {
      case 'list': {
        const res = await api.list(token);
        return res.statusCode !== 200 ? res.statusCode : idsOf(res).includes(id) ? 200 : 0;
      }
      case 'read': return status(await api.read(token, id));
      case 'read pages': return status(await api.pages(token, id));
      case 'save pages': {
        const current = await api.pages(tokens.admin!, id);
        const page = current.json().data[0];
        return status(await api.savePages(token, id, { version: current.json().version, pages: [{ ...page, name: 'Edited' }], order: [page.id] }));
      }
      case 'update': return status(await api.update(token, id, { title: 'Edited title' }));
      // Readers' answers and where they are sent: the book's owners and admins only.
      case 'results': return status(await api.call('GET', `/${id}/results`, token));
      // Who read the book and how (reading analytics): its owners and admins only, never a collaborator.
      case 'analytics': return status(await api.call('GET', `/${id}/analytics`, token));
      case 'analytics heatmap': return status(await api.call('GET', `/${id}/analytics/heatmap?page=1`, token));
      case 'analytics csv': return status(await api.call('GET', `/${id}/analytics/csv`, token));
      case 'learning record store': return status(await api.call('PUT', `/${id}/lrs`, token, { endpoint: 'https://lrs.example.com/xapi', username: 'k', password: 'p' }));
      case 'save as template': return status(await api.call('POST', `/${id}/template`, token, {}));
      case 'save contents': return status(await api.call('PUT', `/${id}/contents`, token, { entries: [{ title: 'Start', page: 0, level: 1 }] }));
      case 'make editable pages': return status(await api.call('POST', `/${id}/conversions`, token, {}));
      // What to mend in the pages (issue 54): whoever writes them.
      case 'accessibility report': return status(await api.call('GET', `/${id}/accessibility`, token));
      case 'submit': return status(await api.submit(token, id));
      case 'approve': return status(await api.decide(token, id, { approval_status: 'approved' }));
      case 'delete': return status(await api.remove(token, id));
    }
  }

  it.each(Object.keys(GRID) as Actor[])('should answer every action as its row of the grid says when the actor is the %s', async (actor) => {
    const { token, id } = await setUp(actor);
    const outcomes: Partial<Record<Action, Outcome>> = {};
    for (const action of ACTIONS) outcomes[action] = await perform(action, token, id);
    expect(outcomes).toEqual(GRID[actor]);
  });

  describe("a pupil's class book (decision 018): its pupil, a classmate, a pupil of another class, the class's teachers, another class's teacher", () => {
    let classes: ReturnType<typeof classApi>;
    const pupils = {} as Record<Pupil, string>;
    let ada: { id: string; token: string };
    let ben: { id: string; token: string };
    beforeAll(async () => {
      classes = classApi(t);
      // The class of user@folio.test, co-taught by publisher@folio.test; another class of another teacher.
      const own = await classes.classWithPupils(tokens.user!, ['Ada', 'Ben']);
      expect((await classes.call('POST', `/classes/${own.id}/teachers`, tokens.user!, { email: 'publisher@folio.test' })).statusCode).toBe(200);
      const other = await classes.classWithPupils(tokens.otherAuthor!, ['Zed']);
      [ada, ben] = [own.pupils[0]!, own.pupils[1]!];
      Object.assign(pupils, {
        'pupil owner': ada.token, classmate: ben.token, 'pupil of another class': other.pupils[0]!.token,
        "class's teacher": tokens.user!, "class's co-teacher": tokens.publisher!, 'teacher of another class': tokens.otherAuthor!,
      });
    });

    /** A fresh book Ada starts in her classroom, with a comment, a named version and an export of hers. */
    async function adasBook() {
      const started = await classes.call('POST', '/classroom/books', ada.token, { title: 'The dragon who sneezed' });
      expect(started.statusCode, started.body).toBe(201);
      const id = started.json().data.id as string;
      const pages = (await api.pages(ada.token, id)).json();
      const made = async (url: string, payload: object) => {
        const res = await api.call('POST', `/${id}${url}`, ada.token, payload);
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data.id as string;
      };
      const comment = await made('/comments', { page_id: pages.data[0].id, body: 'Needs a picture' });
      const version = await made('/versions', { name: 'First draft' });
      const [exported] = await t.db.insert(bookExports).values({ ebookId: id, format: 'epub', requestedBy: ada.id }).returning();
      return { id, pages, comment, version, exportId: exported!.id };
    }

    async function performOnClassBook(action: PupilAction, token: string, book: Awaited<ReturnType<typeof adasBook>>): Promise<Outcome> {
      const { id } = book;
      const sharing = sharingApi(t);
      const status = (res: LightMyRequestResponse) => res.statusCode;
      switch (action) {
        case 'read': return status(await api.read(token, id));
        case 'update': return status(await api.update(token, id, { title: 'The dragon who sneezed twice' }));
        case 'read pages': return status(await api.pages(token, id));
        case 'save pages': {
          const current = (await api.pages(ada.token, id)).json();
          return status(await api.savePages(token, id, { version: current.version, pages: [{ ...current.data[0], name: 'Edited' }], order: [current.data[0].id] }));
        }
        case 'save contents': return status(await api.call('PUT', `/${id}/contents`, token, { entries: [{ title: 'Start', page: 0, level: 1 }] }));
        case 'accessibility report': return status(await api.call('GET', `/${id}/accessibility`, token));
        case 'read comments': return status(await api.call('GET', `/${id}/comments`, token));
        case 'comment': return status(await api.call('POST', `/${id}/comments`, token, { page_id: book.pages.data[0].id, body: 'Lovely!' }));
        case 'edit comment': return status(await api.call('PUT', `/${id}/comments/${book.comment}`, token, { body: 'Needs two pictures' }));
        case 'delete comment': return status(await api.call('DELETE', `/${id}/comments/${book.comment}`, token));
        case 'list exports': return status(await api.call('GET', `/${id}/exports`, token));
        case 'export': return status(await api.call('POST', `/${id}/exports`, token, { format: 'epub' }));
        case 'download export': return status(await api.call('GET', `/${id}/exports/${book.exportId}/file`, token));
        case 'list versions': return status(await api.call('GET', `/${id}/versions`, token));
        case 'make version': return status(await api.call('POST', `/${id}/versions`, token, { name: 'Second draft' }));
        case 'read version': return status(await api.call('GET', `/${id}/versions/${book.version}`, token));
        case 'restore version': return status(await api.call('POST', `/${id}/versions/${book.version}/restore`, token));
        case 'list collaborators': return status(await sharing.list(token, id));
        case 'shareable pupils': return status(await sharing.pupils(token, id));
        case 'share': return status(await sharing.add(token, id, { user_id: ben.id, role: 'viewer' }));
        case 'change share': return status(await sharing.change(token, id, ben.id, 'editor'));
        case 'unshare': return status(await sharing.remove(token, id, ben.id));
        case 'results': return status(await api.call('GET', `/${id}/results`, token));
        case 'submit': return status(await api.submit(token, id));
        case 'save as template': return status(await api.call('POST', `/${id}/template`, token, {}));
        case 'delete': return status(await api.remove(token, id));
      }
    }

    it.each(Object.keys(PUPIL_GRID) as Pupil[])("should answer every action on Ada's book as its row says when the actor is the %s", async (actor) => {
      const book = await adasBook();
      const outcomes: Partial<Record<PupilAction, Outcome>> = {};
      for (const action of PUPIL_ACTIONS) outcomes[action] = await performOnClassBook(action, pupils[actor], book);
      expect(outcomes).toEqual(PUPIL_GRID[actor]);
    });

    it('should tell the pupil and the class\'s teachers what they may do with the book, as the grid answers', async () => {
      const { id } = await adasBook();
      const abilities = async (token: string) => (await api.read(token, id)).json().data.abilities;
      expect(await abilities(ada.token)).toEqual({ update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true });
      const reviewer = { update: false, delete: false, approve: false, read_pages: true, edit_pages: false, comment: true, share: false };
      expect(await abilities(pupils["class's teacher"])).toEqual(reviewer);
      expect(await abilities(pupils["class's co-teacher"])).toEqual(reviewer);
    });
  });

  const OWNS = { update: true, delete: true, approve: false, read_pages: true, edit_pages: true, comment: true, share: true };
  // Every collaborator reads the pages (the editor opens for them, read-only unless they edit).
  const SHARED = { update: false, delete: false, approve: false, read_pages: true, edit_pages: false, comment: false, share: false };
  it.each([
    ['admin', { ...OWNS, approve: true }],
    ['publisher (via publisher_id)', OWNS],
    ['author owner', OWNS],
    ['user owner', OWNS],
    ['editor collaborator', { ...SHARED, edit_pages: true, comment: true }],
    ['commenter collaborator', { ...SHARED, comment: true }],
    ['viewer collaborator', SHARED],
  ] as const)('should answer the abilities of its row when the %s reads or lists the book', async (actor, abilities) => {
    const { token, id } = await setUp(actor);
    expect((await api.read(token, id)).json().data.abilities).toEqual(abilities);
    expect((await api.list(token)).json().data.find((b: { id: string }) => b.id === id).abilities).toEqual(abilities);
  });
});
