import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Template, TemplateAbilities, TemplateAction } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { templates } from '../../db/schema.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';
import { emptyPage } from '../pages/format.ts';
import { insertPages } from '../pages/store.ts';

type Role = 'admin' | 'publisher' | 'author' | 'user';
/** How the template stands to the actor. */
type Relation = 'own private' | "someone else's private" | "someone else's shared";

/** The actions in the order they are taken on one template: the delete last. */
const ACTIONS = ['view', 'use', 'update', 'share', 'delete'] as const satisfies readonly TemplateAction[];
type Statuses = Record<(typeof ACTIONS)[number], number>;

const ALL: Statuses = { view: 200, use: 201, update: 200, share: 200, delete: 200 };
const HIDDEN: Statuses = { view: 404, use: 404, update: 404, share: 404, delete: 404 };
/** A template of another that everyone sees: seen and used, changed only by its owner and admins. */
const SEEN: Statuses = { view: 200, use: 201, update: 403, share: 403, delete: 403 };
const OWN: Statuses = { ...ALL, share: 403 };

/** What the server must answer, per role and relation (architecture.md §4): 2xx, or the refusal's status. */
const EXPECTED: Record<Role, Record<Relation, Statuses>> = {
  admin: { 'own private': ALL, "someone else's private": ALL, "someone else's shared": ALL },
  publisher: { 'own private': OWN, "someone else's private": HIDDEN, "someone else's shared": SEEN },
  author: { 'own private': OWN, "someone else's private": HIDDEN, "someone else's shared": SEEN },
  user: { 'own private': OWN, "someone else's private": HIDDEN, "someone else's shared": SEEN },
};

const CELLS = Object.entries(EXPECTED).flatMap(([role, relations]) =>
  Object.entries(relations).map(([relation, statuses]) => ({ role: role as Role, relation: relation as Relation, statuses })),
);

/** The templates rule table walked as a grid: role × owner × action, the status of each call and the abilities the answers report. */
describe('templates policy (role × owner × action)', () => {
  let t: TestApp;
  const actors = {} as Record<Role, { token: string; id: string }>;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    for (const role of ['admin', 'publisher', 'author', 'user'] as const) {
      actors[role] = { token: await t.login(`${role}@folio.test`), id: (await findUser(t.db, `${role}@folio.test`))!.id };
    }
    other = (await accountWithRole(t, 'user')).id;
  });
  afterAll(async () => { await t.close(); });

  /** A new one-page template standing in `relation` to the actor, with a name to find it by. */
  async function templateFor(role: Role, relation: Relation) {
    const name = `Grid ${role} ${relation} ${Math.random()}`;
    const ownerId = relation === 'own private' ? actors[role].id : other;
    const [row] = await t.db.insert(templates).values({ name, pageDimension: 'A4', width: 794, height: 1123, orientation: 'portrait', ownerId, shared: relation === "someone else's shared" }).returning();
    await insertPages(t.db, 'template', row!.id, [emptyPage(1)], t.config.bookMaxBytes);
    return { id: row!.id, name };
  }

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/templates${url}`, headers: t.bearer(token), ...(payload && { payload }) });
  const take = (token: string, action: (typeof ACTIONS)[number], id: string) => {
    switch (action) {
      case 'view': return call(token, 'GET', `/${id}`);
      case 'use': return call(token, 'POST', `/${id}/use`, { title: 'From the grid' });
      case 'update': return call(token, 'PUT', `/${id}`, { name: 'Renamed in the grid', description: null, thumbnail: null });
      case 'share': return call(token, 'POST', `/${id}/share`, { shared: true });
      case 'delete': return call(token, 'DELETE', `/${id}`);
    }
  };

  it.each(CELLS)('$role, $relation: each action answers as the table says, and abilities say the same', async ({ role, relation, statuses }) => {
    const { token } = actors[role];
    const { id, name } = await templateFor(role, relation);

    const listed = (await call(token, 'GET', `?search=${encodeURIComponent(name)}`)).json().data as Template[];
    const details = await take(token, 'view', id);
    if (statuses.view === 200) {
      const abilities = details.json().data.abilities as TemplateAbilities;
      expect(listed.map((row) => row.abilities)).toEqual([abilities]);
      for (const action of Object.keys(abilities) as (keyof TemplateAbilities)[]) expect(abilities[action], action).toBe(statuses[action] === 200);
    } else {
      expect(listed).toEqual([]);
    }

    for (const action of ACTIONS) {
      const res = await take(token, action, id);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(statuses[action]);
    }
  });
});
