import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppAbilitiesSchema, CLASS_MESSAGES } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms } from '../../../test/contract.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { classApi } from './fixtures/classes.ts';

/**
 * The grid of docs/decisions/018: every role and relation to a class against the class's routes, and a pupil against
 * every route of the API. A pupil reaches only the routes opened to pupils; every other route refuses them, so that
 * a route added later is closed to them until someone opens it on purpose.
 */

/** The routes a pupil may call (method and OpenAPI path). Anything else answers them 403. */
const OPEN_TO_PUPILS = new Set([
  'get /api/auth/me', 'get /api/auth/me/abilities', 'post /api/auth/logout',
  'get /api/admin/ebooks/{id}', 'put /api/admin/ebooks/{id}', 'delete /api/admin/ebooks/{id}', 'get /api/admin/ebooks/{id}/pages', 'put /api/admin/ebooks/{id}/pages',
  'put /api/admin/ebooks/{id}/contents', 'get /api/admin/ebooks/{id}/accessibility',
  'get /api/admin/ebooks/{id}/comments', 'post /api/admin/ebooks/{id}/comments', 'put /api/admin/ebooks/{id}/comments/{commentId}', 'delete /api/admin/ebooks/{id}/comments/{commentId}',
  'get /api/admin/ebooks/{id}/exports', 'post /api/admin/ebooks/{id}/exports', 'get /api/admin/ebooks/{id}/exports/{exportId}/file',
  'get /api/admin/ebooks/{id}/versions', 'post /api/admin/ebooks/{id}/versions', 'get /api/admin/ebooks/{id}/versions/{versionId}', 'post /api/admin/ebooks/{id}/versions/{versionId}/restore',
  'get /api/admin/ebooks/{id}/collaborators', 'post /api/admin/ebooks/{id}/collaborators', 'get /api/admin/ebooks/{id}/collaborators/pupils',
  'put /api/admin/ebooks/{id}/collaborators/{userId}', 'delete /api/admin/ebooks/{id}/collaborators/{userId}',
  'get /api/admin/question-bank', 'post /api/admin/question-bank', 'delete /api/admin/question-bank/{id}',
  'get /api/uploads', 'post /api/uploads',
  'get /api/me/notes', 'post /api/me/notes', 'put /api/me/notes/{id}', 'delete /api/me/notes/{id}',
  'get /api/me/drawings', 'put /api/me/drawings', 'delete /api/me/drawings',
  'get /api/public/ebooks/{key}/read', 'get /api/public/ebooks/{key}/pages', 'get /api/public/ebooks/{key}/search', 'get /api/public/ebooks/{key}/pdf',
  'get /api/public/ebooks/{key}/first-page', 'get /api/public/ebooks/{key}/reading-position', 'put /api/public/ebooks/{key}/reading-position',
  'get /api/public/ebooks/{key}/answers', 'put /api/public/ebooks/{key}/answers/{elementId}',
  // A pupil's reading counts in the books' analytics (their teachers see it per pupil, others in totals).
  'post /api/public/events',
  'get /api/classes/{id}/books/{ebookId}/comments',
  'get /api/classroom', 'post /api/classroom/books', 'post /api/classroom/books/{ebookId}/hand-in',
]);

describe('classes: role × relation × class grid, and the pupils\' fence', () => {
  let t: TestApp;
  let api: ReturnType<typeof classApi>;
  let owner: string;
  let coTeacher: string;
  let otherTeacher: string;
  let admin: string;
  let c: Awaited<ReturnType<ReturnType<typeof classApi>['classWithPupils']>>;
  let otherPupil: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = classApi(t);
    [owner, coTeacher, otherTeacher, admin] = (await Promise.all(['user', 'publisher', 'author', 'admin'].map((role) => t.login(`${role}@folio.test`)))) as [string, string, string, string];
    c = await api.classWithPupils(owner, ['Ada', 'Ben']);
    await api.call('POST', `/classes/${c.id}/teachers`, owner, { email: 'publisher@folio.test' });
    otherPupil = (await api.classWithPupils(otherTeacher, ['Zed'])).pupils[0]!.token;
  });
  afterAll(async () => { await t.close(); });

  const who = () => ({ admin, owner, coTeacher, otherTeacher, pupil: c.pupils[0]!.token, otherPupil, visitor: null as string | null });
  type Who = keyof ReturnType<typeof who>;

  /** Each class route and the status each actor gets (the answer's body is the route's own test's business). */
  const GRID: [string, string, () => object | undefined, Record<Who, number>][] = [
    ['GET', '', () => undefined, { admin: 200, owner: 200, coTeacher: 200, otherTeacher: 404, pupil: 403, otherPupil: 403, visitor: 401 }],
    ['PUT', '', () => ({ grade: 'Year 3' }), { admin: 200, owner: 200, coTeacher: 200, otherTeacher: 404, pupil: 403, otherPupil: 403, visitor: 401 }],
    ['GET', '/students', () => undefined, { admin: 200, owner: 200, coTeacher: 200, otherTeacher: 404, pupil: 403, otherPupil: 403, visitor: 401 }],
    ['GET', '/dashboard', () => undefined, { admin: 200, owner: 200, coTeacher: 200, otherTeacher: 404, pupil: 403, otherPupil: 403, visitor: 401 }],
    ['GET', '/books', () => undefined, { admin: 200, owner: 200, coTeacher: 200, otherTeacher: 404, pupil: 403, otherPupil: 403, visitor: 401 }],
    ['GET', '/assignments', () => undefined, { admin: 200, owner: 200, coTeacher: 200, otherTeacher: 404, pupil: 403, otherPupil: 403, visitor: 401 }],
    ['GET', '/audit', () => undefined, { admin: 200, owner: 200, coTeacher: 200, otherTeacher: 404, pupil: 403, otherPupil: 403, visitor: 401 }],
    ['POST', '/teachers', () => ({ email: 'admin@folio.test' }), { admin: 200, owner: 409, coTeacher: 403, otherTeacher: 404, pupil: 403, otherPupil: 403, visitor: 401 }],
    ['POST', '/students', () => ({ names: [`New ${Math.random()}`] }), { admin: 201, owner: 201, coTeacher: 201, otherTeacher: 404, pupil: 403, otherPupil: 403, visitor: 401 }],
  ];

  for (const [method, path, body, expected] of GRID) {
    it(`${method} /api/classes/{id}${path}: ${Object.entries(expected).map(([k, v]) => `${k} ${v}`).join(', ')}`, async () => {
      const actors = who();
      const got: Record<string, number> = {};
      // One after the other, in the table's order: the admin's write comes first (the owner's same write is then a 409).
      for (const actor of Object.keys(expected) as Who[]) got[actor] = (await api.call(method as 'GET', `/classes/${c.id}${path}`, actors[actor], body())).statusCode;
      expect(got, JSON.stringify(got)).toEqual(expected);
    });
  }

  it('should answer an unknown class 404 alike for every teacher, and refuse a pupil before anything about it', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await api.call('GET', `/classes/${unknown}`, owner), 404, CLASS_MESSAGES.notFound);
    expectError(await api.call('GET', `/classes/${c.id}`, otherTeacher), 404, CLASS_MESSAGES.notFound);
    expectError(await api.call('GET', `/classes/${unknown}`, c.pupils[0]!.token), 403, CLASS_MESSAGES.notForPupils);
  });

  it('should keep deleting and handing over the class to its owner and admins', async () => {
    const spare = await api.make(owner);
    await api.call('POST', `/classes/${spare.id}/teachers`, owner, { email: 'publisher@folio.test' });
    expectError(await api.call('DELETE', `/classes/${spare.id}`, coTeacher), 403, CLASS_MESSAGES.ownerOnly);
    expectError(await api.call('PUT', `/classes/${spare.id}`, coTeacher, { owner_id: (await findUser(t.db, 'publisher@folio.test'))!.id }), 403, CLASS_MESSAGES.ownerOnly);
    expect((await api.call('DELETE', `/classes/${spare.id}`, admin)).statusCode).toBe(200);
  });

  it('should tell a pupil they may open their classroom and the editor of their books, and nothing of the dashboard or the shop', async () => {
    const body = conforms(await api.call('GET', '/auth/me/abilities', c.pupils[0]!.token), 200, z.object({ data: AppAbilitiesSchema }));
    expect(body.data.screens).toEqual({ editorSteps: false, ebookEdit: true, templateEdit: false, templatePreview: false, adminArea: false, classes: false, classroom: true });
    expect(Object.values(body.data.pages).every((open) => !open)).toBe(true);
    expect(body.data.ebooks).toEqual({ create: false, approve: false });
    expect(body.data.orders).toMatchObject({ view: false, update_status: false, mark_payment: false });
  });

  it('should refuse a pupil on every route of the API but the ones opened to pupils', async () => {
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const pupil = c.pupils[1]!.token;
    const uuid = '00000000-0000-4000-8000-000000000000';
    const opened: string[] = [];
    // Signing out ends the pupil's session: it goes last.
    const routes = Object.entries(paths).sort(([a], [b]) => Number(a === '/api/auth/logout') - Number(b === '/api/auth/logout'));
    for (const [path, methods] of routes) {
      for (const method of Object.keys(methods)) {
        const url = path.replace(/\{[^}]+\}/g, uuid);
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, headers: t.bearer(pupil), payload: method === 'get' || method === 'delete' ? undefined : {} });
        if (res.statusCode !== 403) opened.push(`${method} ${path.replace(/\/$/, '')}`);
      }
    }
    // Public routes (no sign-in) answer a pupil as they answer anyone: they are not in the fence's business.
    const signedIn = opened.filter((route) => !/ \/api\/(public|auth\/(login|register|class-sign-in|oidc|consent)|classes\/join|health|ready|payments|lti)(\/|$)/.test(route));
    expect(signedIn.filter((route) => !OPEN_TO_PUPILS.has(route))).toEqual([]);
    // And the routes opened to pupils are open indeed (none refuses them by mistake).
    expect([...OPEN_TO_PUPILS].filter((route) => !opened.includes(route))).toEqual([]);
  }, 120_000);
});
