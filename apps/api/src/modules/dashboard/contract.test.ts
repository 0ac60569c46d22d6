import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';

/** The dashboard's answer, for each role's scope, against its schema in @folio/shared. */
describe('dashboard contract (answers against @folio/shared)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(NO_IP_LIMIT); });
  afterAll(async () => { await t.close(); });

  it('answers every role, and refuses a visitor', async () => {
    const call = caller(t);
    for (const role of ['admin', 'publisher', 'author', 'user']) {
      conforms(await call('GET', '/api/admin/dashboard', await t.login(`${role}@folio.test`)), 200, DashboardResponseSchema);
    }
    refuses(await call('GET', '/api/admin/dashboard'), 401);
    expect((await documentedStatuses(t))('/api/admin/dashboard', 'get')).toEqual(expect.arrayContaining(['200', '401']));
  });
});
