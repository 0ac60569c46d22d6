import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_PAGES, AppAbilitiesSchema, type AdminPage, type AppAbilities, type StaffRole } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms, documentedStatuses } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';

const PAGES = Object.keys(ADMIN_PAGES) as AdminPage[];
/** The pages every signed-in role opens; the others are an admin's alone. */
const EVERYONE_S: AdminPage[] = ['dashboard', 'ebooks', 'templates', 'orders', 'library', 'profile', 'security'];
/** Who sells books makes access codes for them. */
const SELLERS: AdminPage[] = [...EVERYONE_S, 'accessCodes'];
const pagesOf = (open: AdminPage[]) => Object.fromEntries(PAGES.map((p) => [p, open.includes(p)])) as AppAbilities['pages'];

/** What each demo role may do in the app: spec §2/§6 for the screens, architecture.md §4 for the rest. */
const EXPECTED: Record<StaffRole, AppAbilities> = {
  admin: {
    screens: { editorSteps: true, ebookEdit: true, templateEdit: true, templatePreview: true, adminArea: true, classes: true, classroom: false },
    pages: pagesOf(PAGES),
    ebooks: { create: true, approve: true },
    templates: { share: true },
    orders: { view: true, update_status: true, mark_payment: true, scope: 'all' },
    catalogue: { manage: true },
  },
  publisher: {
    screens: { editorSteps: false, ebookEdit: true, templateEdit: false, templatePreview: false, adminArea: true, classes: true, classroom: false },
    pages: pagesOf(SELLERS),
    ebooks: { create: true, approve: false },
    templates: { share: false },
    orders: { view: true, update_status: false, mark_payment: false, scope: 'sold_and_own' },
    catalogue: { manage: false },
  },
  author: {
    screens: { editorSteps: false, ebookEdit: true, templateEdit: false, templatePreview: false, adminArea: true, classes: true, classroom: false },
    pages: pagesOf(SELLERS),
    ebooks: { create: true, approve: false },
    templates: { share: false },
    orders: { view: true, update_status: false, mark_payment: false, scope: 'sold_and_own' },
    catalogue: { manage: false },
  },
  user: {
    screens: { editorSteps: true, ebookEdit: true, templateEdit: true, templatePreview: true, adminArea: true, classes: true, classroom: false },
    pages: pagesOf(EVERYONE_S),
    ebooks: { create: true, approve: false },
    templates: { share: false },
    orders: { view: true, update_status: false, mark_payment: false, scope: 'own' },
    catalogue: { manage: false },
  },
};

describe('GET /api/auth/me/abilities', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  const abilities = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/auth/me/abilities', headers });

  it.each(Object.keys(EXPECTED) as StaffRole[])('should answer what a %s may do in the app, in its schema', async (role) => {
    const body = conforms(await abilities(t.bearer(await t.login(`${role}@folio.test`))), 200, z.object({ data: AppAbilitiesSchema }));
    expect(body).toEqual({ data: EXPECTED[role] });
  });

  it('should say what the API then does: a catalogue write is refused where the abilities say no', async () => {
    const author = await t.login('author@folio.test');
    const admin = await t.login('admin@folio.test');
    const category = { name: `Abilities ${Math.random()}`, status: 'active', thumbnail: '/uploads/image/demo/x.webp' };
    const post = (token: string) => t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: t.bearer(token), payload: category });
    expect((await post(author)).statusCode).toBe(403);
    expect((await post(admin)).statusCode).toBe(201);
  });

  it('should fail with status 401 without a token, as the OpenAPI document says', async () => {
    expectError(await abilities(), 401, 'Please sign in to continue.');
    expect((await documentedStatuses(t))('/api/auth/me/abilities', 'get')).toEqual(expect.arrayContaining(['200', '401']));
  });
});
