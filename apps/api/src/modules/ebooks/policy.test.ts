import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { accountWithRole, ebookApi, idsOf } from './fixtures/books.ts';
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
