import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppAbilitiesResponseSchema, AuthResponseSchema, MeResponseSchema, MessageResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser, updateUser } from '../../../test/helpers.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';

const URL = '/api/auth';
const PASSWORD = 'reader-password';

/** Every JSON answer of the auth routes against @folio/shared, with the main refusals; and the statuses OpenAPI documents. */
describe('auth contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  // A low per-account limit, so that a few wrong passwords reach the 429.
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, loginPerAccount: { max: 2, windowMs: 60_000 } });
    call = caller(t);
  });
  afterAll(async () => { await t.close(); });

  it('register and login, and their refusals', async () => {
    const email = `contract-${Date.now()}@example.com`;
    conforms(await call('POST', `${URL}/register`, undefined, { name: 'Contract Reader', email, password: PASSWORD, accept_terms: true, birth_year: 1990 }), 201, AuthResponseSchema);
    refuses(await call('POST', `${URL}/register`, undefined, { name: 'Again', email, password: PASSWORD, accept_terms: true, birth_year: 1990 }), 422);
    refuses(await call('POST', `${URL}/register`, undefined, { name: '', email: 'not-an-email', password: '1' }), 422);

    conforms(await call('POST', `${URL}/login`, undefined, { email, password: PASSWORD }), 200, AuthResponseSchema);
    refuses(await call('POST', `${URL}/login`, undefined, { email, password: '' }), 422);
    refuses(await call('POST', `${URL}/login`, undefined, { email, password: 'wrong-password' }), 401);
    refuses(await call('POST', `${URL}/login`, undefined, { email, password: 'wrong-password' }), 429);

    const inactive = await registerUser(t);
    await updateUser(t.db, inactive.email, { isActive: false });
    refuses(await call('POST', `${URL}/login`, undefined, { email: inactive.email, password: inactive.password }), 403);
  });

  it('me, abilities and logout, and their refusals', async () => {
    const reader = await registerUser(t);
    conforms(await call('GET', `${URL}/me`, reader.token), 200, MeResponseSchema);
    conforms(await call('GET', `${URL}/me/abilities`, reader.token), 200, AppAbilitiesResponseSchema);
    refuses(await call('GET', `${URL}/me`), 401);
    refuses(await call('GET', `${URL}/me/abilities`), 401);

    refuses(await call('POST', `${URL}/logout`, reader.token, { everywhere: 'yes' }), 422);
    conforms(await call('POST', `${URL}/logout`, reader.token, {}), 200, MessageResponseSchema);
    refuses(await call('POST', `${URL}/logout`, reader.token), 401);
    const other = await t.login(reader.email, reader.password);
    conforms(await call('POST', `${URL}/logout`, other, { everywhere: true }), 200, MessageResponseSchema);
    refuses(await call('GET', `${URL}/me`, other), 401);
  });

  it('documents every status the routes answer', async () => {
    const statuses = await documentedStatuses(t);
    const has = (path: string, method: string, expected: string[]) => expect(statuses(`${URL}${path}`, method)).toEqual(expect.arrayContaining(expected));
    has('/register', 'post', ['201', '422', '429']);
    has('/login', 'post', ['200', '401', '403', '422', '429']);
    has('/me', 'get', ['200', '401']);
    has('/me/abilities', 'get', ['200', '401']);
    has('/logout', 'post', ['200', '401', '422']);
  });
});
