import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { inquiries } from '../../db/schema.ts';
import { insertCoupon } from '../checkout/fixtures/shop.ts';
import { makeAuthor, makeCategory } from '../ebooks/fixtures/books.ts';
import { insertPublisher } from '../publishers/fixtures/publishers.ts';
import { insertStaticPage } from '../static-pages/fixtures/static-pages.ts';
import { makePdf, uploadAs } from '../uploads/fixtures/files.ts';

type Actor = Role | 'visitor';
type Resource = 'categories' | 'authors' | 'publishers' | 'coupons' | 'users' | 'static-pages' | 'inquiries';
type Action = 'list' | 'read' | 'create' | 'update' | 'status' | 'documents' | 'delete';

const ACTORS: Actor[] = ['admin', 'publisher', 'author', 'user', 'visitor'];
const SUCCESS: Record<Action, number> = { list: 200, read: 200, create: 201, update: 200, status: 200, documents: 200, delete: 200 };

/**
 * What the server must answer (architecture.md §4): admins manage the whole catalogue; every signed-in role lists
 * and reads categories and authors, to pick them for its books; a visitor is asked to sign in.
 */
function expected(actor: Actor, resource: Resource, action: Action) {
  if (actor === 'visitor') return 401;
  if (actor === 'admin') return SUCCESS[action];
  const picked = (resource === 'categories' || resource === 'authors') && (action === 'list' || action === 'read');
  return picked ? 200 : 403;
}

let n = 0;
/** A valid form of each resource that has create and update, unique on every call. */
const FORMS: Partial<Record<Resource, () => Record<string, unknown>>> = {
  categories: () => ({ name: `Grid category ${++n}`, status: 'active', thumbnail: '/uploads/image/demo/x.webp' }),
  authors: () => ({ name: `Grid author ${++n}`, status: 'active', photo: '/uploads/image/demo/x.webp', bio: 'Writes grids.' }),
  publishers: () => ({
    name: `Grid Press ${++n}`, email: `grid-${n}@press.example.com`, status: 'active',
    login_email: `grid-login-${n}@press.example.com`, password: 'publisher-password', confirm_password: 'publisher-password',
  }),
  coupons: () => ({
    code: `grid${++n}x`, discount_type: 'percentage', discount_value: 10, applies_to: 'entire_order', item_id: null, minimum_order_amount: 20,
    maximum_discount: 15, usage_limit: 100, start_date: '2026-01-01', end_date: '2026-12-31', status: 'active',
  }),
  users: () => ({ name: `Grid user ${++n}`, email: `grid-user-${n}@example.com`, password: 'grid-password', role: 'user', is_active: true }),
  'static-pages': () => ({ title: `Grid page ${++n}`, slug: `grid-page-${n}`, content: '<p>Grid</p>' }),
};

const ACTIONS: Record<Resource, Action[]> = {
  categories: ['list', 'read', 'create', 'update', 'delete'],
  authors: ['list', 'read', 'create', 'update', 'delete'],
  publishers: ['list', 'read', 'documents', 'create', 'update', 'delete'],
  coupons: ['list', 'read', 'create', 'update', 'delete'],
  users: ['list', 'read', 'create', 'update', 'delete'],
  'static-pages': ['list', 'read', 'create', 'update', 'delete'],
  inquiries: ['list', 'read', 'status', 'delete'],
};

const CELLS = ACTORS.flatMap((actor) => (Object.keys(ACTIONS) as Resource[]).map((resource) => ({ actor, resource })));

/** The catalogue rule table walked as a grid: role × resource × action, and the `catalogue.manage` ability beside it. */
describe('catalogue policy (role × resource × action)', () => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string | null>;
  /** A record of each resource, to read (and, for a role that may not, to try to change). */
  const existing = {} as Record<Resource, string>;
  const answered = {} as Record<Actor, boolean[]>;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    for (const actor of ACTORS) tokens[actor] = actor === 'visitor' ? null : await t.login(`${actor}@folio.test`);
    const admin = tokens.admin!;
    existing.categories = await makeCategory(t, admin, 'Grid existing category');
    existing.authors = await makeAuthor(t, admin, 'Grid existing author');
    existing.coupons = (await insertCoupon(t)).id;
    existing.users = (await findUser(t.db, 'user@folio.test'))!.id;
    existing['static-pages'] = (await insertStaticPage(t)).id;
    // A publisher with an identity document on file (a private upload, which only an admin makes), for the documents action.
    const nid = await uploadAs(t, admin, 'document', await makePdf(1), 'nid.pdf', 'application/pdf');
    existing.publishers = (await insertPublisher(t, { nidImage: nid.json().data.url })).id;
  });
  afterAll(async () => { await t.close(); });

  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/admin/${url}`, headers: token ? t.bearer(token) : {}, ...(payload && { payload }) });

  it.each(CELLS)('$actor, $resource: each action answers as architecture.md §4 says', async ({ actor, resource }) => {
    const token = tokens[actor];
    const form = FORMS[resource];
    // Each cell deletes a record of its own: an inquiry comes in through the contact form, the rest are created by the admin's call.
    let id = resource === 'inquiries'
      ? (await t.db.insert(inquiries).values({ name: 'Grid', email: 'grid@example.com', subject: 'Grid', message: 'Grid' }).returning())[0]!.id
      : existing[resource];
    const statuses = {} as Partial<Record<Action, number>>;
    const bodies: string[] = [];
    for (const action of ACTIONS[resource]) {
      const res = await {
        list: () => call(token, 'GET', resource),
        read: () => call(token, 'GET', `${resource}/${id}`),
        documents: () => call(token, 'GET', `${resource}/${id}/documents/nid_image`),
        create: () => call(token, 'POST', resource, form!()),
        update: () => call(token, 'PUT', `${resource}/${id}`, form!()),
        status: () => call(token, 'PATCH', `${resource}/${id}/status`, { status: 'read' }),
        delete: () => call(token, 'DELETE', `${resource}/${id}`),
      }[action]();
      statuses[action] = res.statusCode;
      bodies.push(`${action}: ${res.body.slice(0, 300)}`);
      if (action === 'create' && res.statusCode === 201) id = res.json().data.id;
    }
    expect(statuses, bodies.join('\n')).toEqual(Object.fromEntries(ACTIONS[resource].map((action) => [action, expected(actor, resource, action)])));
    (answered[actor] ??= []).push(...ACTIONS[resource].map((action) => statuses[action] === SUCCESS[action]));
  });

  it.each(ACTORS.filter((actor) => actor !== 'visitor'))('%s: catalogue.manage says whether the server allowed every action above', async (actor) => {
    const res = await t.app.inject({ url: '/api/auth/me/abilities', headers: t.bearer(tokens[actor]!) });
    expect(res.json().data.catalogue.manage).toBe(answered[actor]!.every(Boolean));
    expect(answered[actor]).toHaveLength(Object.values(ACTIONS).flat().length);
  });

  it('should refuse a role that may not before reading the body or the id (403, not 422)', async () => {
    for (const actor of ['publisher', 'author', 'user'] as const) {
      expect((await call(tokens[actor], 'POST', 'categories', {})).statusCode).toBe(403);
      expect((await call(tokens[actor], 'PATCH', 'inquiries/not-an-id/status', { status: 'nonsense' })).statusCode).toBe(403);
    }
    expect((await call(tokens.visitor, 'PATCH', 'inquiries/not-an-id/status', { status: 'nonsense' })).statusCode).toBe(401);
    expect((await call(tokens.admin, 'POST', 'categories', {})).statusCode).toBe(422);
  });
});
