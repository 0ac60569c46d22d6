import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeletionResponseSchema, AccountDeletionWrittenResponseSchema, AccountExportResponseSchema, AccountExportWrittenResponseSchema, MessageResponseSchema, RetentionPupilsResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { insertClass, insertPupil } from './fixtures/people.ts';

/** Every JSON answer of the privacy routes against @folio/shared, with their refusals; and the statuses OpenAPI documents. */
describe('privacy contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    call = caller(t);
  });
  afterAll(async () => { await t.close(); });

  it("the account's own export and deletion", async () => {
    const reader = await registerUser(t);
    conforms(await call('GET', '/api/me/export', reader.token), 200, AccountExportResponseSchema);
    conforms(await call('POST', '/api/me/export', reader.token), 202, AccountExportWrittenResponseSchema);
    refuses(await call('POST', '/api/me/export'), 401);
    conforms(await call('GET', '/api/me/deletion', reader.token), 200, AccountDeletionResponseSchema);
    refuses(await call('DELETE', '/api/me', reader.token, { password: 'wrong' }), 422);
    conforms(await call('POST', '/api/me/deletion/cancel', reader.token), 200, AccountDeletionWrittenResponseSchema);
    conforms(await call('DELETE', '/api/me', reader.token, { password: reader.password }), 200, AccountDeletionWrittenResponseSchema);
  });

  it("a pupil's export, the retention list and a parent's link", async () => {
    const teacher = await registerUser(t);
    const room = await insertClass(t, teacher.user.id);
    const pupil = await insertPupil(t, room.id);
    const base = `/api/classes/${room.id}/students/${pupil.id}/export`;
    conforms(await call('GET', base, teacher.token), 200, AccountExportResponseSchema);
    conforms(await call('POST', base, teacher.token), 202, AccountExportWrittenResponseSchema);
    conforms(await call('GET', `/api/classes/${room.id}/retention`, teacher.token), 200, RetentionPupilsResponseSchema);
    refuses(await call('GET', `/api/classes/${room.id}/retention`, (await registerUser(t)).token), 403);
    refuses(await call('GET', '/api/auth/consent/unknown'), 404);
    refuses(await call('POST', '/api/auth/consent/unknown'), 404);
    refuses(await call('DELETE', '/api/auth/consent/unknown'), 404);
    conforms(await call('POST', '/api/auth/register', undefined, { name: 'Kid', email: 'kid-contract@example.com', password: 'secret1', accept_terms: true, birth_year: new Date().getUTCFullYear() - 8, parent_email: 'parent@example.com' }), 202, MessageResponseSchema);
  });

  it('documents every status the routes answer', async () => {
    const statuses = await documentedStatuses(t);
    const has = (path: string, method: string, expected: string[]) => expect(statuses(path, method)).toEqual(expect.arrayContaining(expected));
    has('/api/me/export', 'get', ['200', '401', '403']);
    has('/api/me/export', 'post', ['202', '401', '403']);
    has('/api/me/export/download', 'get', ['401', '403', '404', '422']);
    has('/api/me/deletion', 'get', ['200', '401']);
    has('/api/me', 'delete', ['200', '401', '403', '409', '422']);
    has('/api/me/deletion/cancel', 'post', ['200', '401']);
    has('/api/auth/register', 'post', ['201', '202', '422', '429']);
    has('/api/auth/consent/{token}', 'get', ['200', '404', '429']);
    has('/api/auth/consent/{token}', 'post', ['201', '404', '409', '429']);
    has('/api/auth/consent/{token}', 'delete', ['200', '404', '429']);
    has('/api/classes/{id}/students/{studentId}/export', 'get', ['200', '401', '403', '404']);
    has('/api/classes/{id}/students/{studentId}/export', 'post', ['202', '401', '403', '404']);
    has('/api/classes/{id}/students/{studentId}/export/download', 'get', ['401', '403', '404', '422']);
    has('/api/classes/{id}/retention', 'get', ['200', '401', '403', '404']);
  });
});
