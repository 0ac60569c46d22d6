import { afterAll, beforeAll, describe, it } from 'vitest';
import { UserListResponseSchema, UserResponseSchema, UserWrittenResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, checkCrudContract, refuses } from '../../../test/contract.ts';

const URL = '/api/admin/users';
const user = { name: 'Contract Reader', email: 'contract-reader@example.com', role: 'user', password: 'reader-password' };

/** Every answer of the user routes against its schema in @folio/shared. */
describe('users contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('the admin routes and their refusals', async () => {
    await checkCrudContract(t, { admin, outsider: await t.login('user@folio.test') }, {
      url: URL,
      list: UserListResponseSchema,
      read: UserResponseSchema,
      written: UserWrittenResponseSchema,
      create: user,
      // A blank password keeps the old one.
      update: { ...user, role: 'author', is_active: false, password: '' },
      invalid: { ...user, email: 'not-an-email' },
      queries: ['search=contract&status=active&role=user', 'role=admin'],
    });
  });

  it("an admin's own account and a taken e-mail", async () => {
    const call = caller(t);
    const me = await findUser(t.db, 'admin@folio.test');
    refuses(await call('DELETE', `${URL}/${me!.id}`, admin), 409);
    refuses(await call('PUT', `${URL}/${me!.id}`, admin, { name: me!.name, email: me!.email, role: 'user' }), 422);
    refuses(await call('POST', URL, admin, { ...user, email: 'user@folio.test' }), 422);
    refuses(await call('GET', `${URL}?role=owner`, admin), 422);
  });
});
