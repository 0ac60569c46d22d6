import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPlanListResponseSchema, PlanResponseSchema, PlanSubscribeResponseSchema, PlanWrittenSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { accountWithRole } from '../ebooks/fixtures/books.ts';

/** The plan routes' answers against their schemas in @folio/shared, and the statuses the OpenAPI document gives them. */
describe('plans contract (answers against @folio/shared)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers each route as its schema says, and refuses in the error shape', async () => {
    const call = caller(t);
    const admin = await t.login('admin@folio.test');
    const reader = await t.login('user@folio.test');
    const { token, id } = await accountWithRole(t, 'author');
    conforms(await call('GET', '/api/me/plan', token), 200, PlanResponseSchema);
    conforms(await call('GET', '/api/me/plan', reader), 200, PlanResponseSchema);
    refuses(await call('POST', '/api/me/plan/trial', token), 409);
    conforms(await call('POST', '/api/me/plan/subscribe', token, { plan: 'professional' }), 200, PlanSubscribeResponseSchema);
    refuses(await call('POST', '/api/me/plan/subscribe', token, { plan: 'enterprise' }), 422);
    conforms(await call('POST', '/api/me/plan/cancel', token), 200, PlanWrittenSchema);
    refuses(await call('POST', '/api/me/plan/resume', token), 409);
    refuses(await call('POST', '/api/me/plan/subscribe', reader, { plan: 'basic' }), 403);
    conforms(await call('GET', '/api/admin/plans?page=1&per_page=5', admin), 200, AdminPlanListResponseSchema);
    refuses(await call('GET', '/api/admin/plans?status=gone', admin), 422);
    refuses(await call('GET', '/api/admin/plans', token), 403);
    refuses(await call('GET', '/api/admin/plans'), 401);
    await call('POST', '/api/me/plan/subscribe', token, { plan: 'basic' });
    conforms(await call('PATCH', `/api/admin/plans/${id}`, admin, { action: 'record_payment' }), 200, PlanWrittenSchema);
    refuses(await call('PATCH', `/api/admin/plans/${id}`, admin, { action: 'record_payment' }), 409);
    refuses(await call('PATCH', '/api/admin/plans/not-an-id', admin, { action: 'cancel' }), 422);
    refuses(await call('PATCH', '/api/admin/plans/00000000-0000-4000-8000-000000000000', admin, { action: 'cancel' }), 404);
  });

  it('documents each status of its routes', async () => {
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/me/plan', 'get')).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(statuses('/api/me/plan/trial', 'post')).toEqual(expect.arrayContaining(['200', '401', '403', '409']));
    expect(statuses('/api/me/plan/subscribe', 'post')).toEqual(expect.arrayContaining(['200', '401', '403', '409', '422', '502']));
    expect(statuses('/api/me/plan/cancel', 'post')).toEqual(expect.arrayContaining(['200', '401', '403', '409', '502']));
    expect(statuses('/api/me/plan/resume', 'post')).toEqual(expect.arrayContaining(['200', '401', '403', '409', '502']));
    expect(statuses('/api/me/plan/portal', 'post')).toEqual(expect.arrayContaining(['200', '401', '403', '409', '502']));
    expect(statuses('/api/admin/plans', 'get')).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
    expect(statuses('/api/admin/plans/{userId}', 'patch')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409', '422', '502']));
  });
});
