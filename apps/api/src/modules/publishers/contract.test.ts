import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublisherListResponseSchema, PublisherResponseSchema, PublisherWrittenResponseSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, checkCrudContract, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';

const URL = '/api/admin/publishers';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const publisher = (n: number) => ({
  name: `Contract Press ${n}`,
  email: `contract-${n}@press.example.com`,
  office_email: `office-${n}@press.example.com`,
  nid_image: null,
  status: 'active',
  login_email: `contract-login-${n}@press.example.com`,
  password: 'publisher-password',
  confirm_password: 'publisher-password',
});

/** Every answer of the publisher routes, and the refusals of its documents route, against @folio/shared. */
describe('publishers contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let admin: string;
  let outsider: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
    outsider = await t.login('publisher@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('the admin routes and their refusals', async () => {
    await checkCrudContract(t, { admin, outsider }, {
      url: URL,
      list: PublisherListResponseSchema,
      read: PublisherResponseSchema,
      written: PublisherWrittenResponseSchema,
      create: publisher(1),
      // Blank password fields keep the sign-in's password.
      update: { ...publisher(1), mobile: '+880 1700 000000', password: '', confirm_password: '' },
      invalid: { ...publisher(1), confirm_password: 'something-else' },
      queries: ['search=contract&status=active'],
    });
  });

  it('a taken login e-mail and a bad delete choice', async () => {
    const call = caller(t);
    const first = conforms(await call('POST', URL, admin, publisher(2)), 201, PublisherWrittenResponseSchema);
    refuses(await call('POST', URL, admin, { ...publisher(3), login_email: first.data.login_email }), 422);
    refuses(await call('DELETE', `${URL}/${first.data.id}?books=burn`, admin), 422);
  });

  it('the refusals of the documents route', async () => {
    const call = caller(t);
    const { data } = conforms(await call('POST', URL, admin, publisher(4)), 201, PublisherWrittenResponseSchema);
    refuses(await call('GET', `${URL}/${data.id}/documents/nid_image`, admin), 404);
    refuses(await call('GET', `${URL}/${UNKNOWN_ID}/documents/nid_image`, admin), 404);
    refuses(await call('GET', `${URL}/${data.id}/documents/passport`, admin), 422);
    refuses(await call('GET', `${URL}/${data.id}/documents/nid_image`, outsider), 403);
    refuses(await call('GET', `${URL}/${data.id}/documents/nid_image`), 401);
    const statuses = await documentedStatuses(t);
    expect(statuses(`${URL}/{id}/documents/{field}`, 'get').sort()).toEqual(['200', '401', '403', '404', '422']);
  });
});
