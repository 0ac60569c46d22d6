import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileResponseSchema, ProfileSavedResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';

/** Every answer of the profile routes against its schema in @folio/shared. */
describe('profile contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    call = caller(t);
  });
  afterAll(async () => { await t.close(); });

  it('reads and saves the profile, and refuses', async () => {
    const { token, password } = await registerUser(t);
    conforms(await call('GET', '/api/profile', token), 200, ProfileResponseSchema);
    conforms(await call('PUT', '/api/profile', token, { name: 'Contract Reader', bio: 'Reads' }), 200, ProfileSavedResponseSchema);
    refuses(await call('GET', '/api/profile'), 401);
    refuses(await call('PUT', '/api/profile', token, { name: '' }), 422);

    const fresh = { current_password: password, new_password: 'contract-pass', confirm_password: 'contract-pass' };
    const changed = conforms(await call('PUT', '/api/profile', token, { name: 'Contract Reader', ...fresh }), 200, ProfileSavedResponseSchema);
    expect(changed.token).toEqual(expect.any(String));
    const again = { current_password: 'contract-pass', new_password: 'contract-pass-2', confirm_password: 'contract-pass-2' };
    const last = conforms(await call('PUT', '/api/profile/password', changed.token, again), 200, ProfileSavedResponseSchema);
    refuses(await call('PUT', '/api/profile/password', undefined, again), 401);
    refuses(await call('PUT', '/api/profile/password', last.token, {}), 422);
  });

  it('documents each status', async () => {
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/profile', 'get')).toEqual(expect.arrayContaining(['200', '401']));
    for (const path of ['/api/profile', '/api/profile/password']) expect(statuses(path, 'put')).toEqual(expect.arrayContaining(['200', '401', '422']));
  });
});
