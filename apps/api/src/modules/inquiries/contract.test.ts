import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InquiryListResponseSchema, InquiryResponseSchema, InquirySentResponseSchema, InquiryWrittenResponseSchema, MessageResponseSchema,
} from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT } from '../../../test/helpers.ts';
import { caller, conforms, documentedStatuses, refuses } from '../../../test/contract.ts';

const URL = '/api/admin/inquiries';
const PUBLIC_URL = '/api/public/inquiries';
const message = { name: 'Contract Visitor', email: 'visitor@example.com', subject: 'A contract question', message: 'Is every answer as documented?' };
// A low limit, so that the 429 takes two messages to reach.
const CONTACT_LIMIT = { contactPerIp: { max: 2, windowMs: 60_000 } };

/** Every answer of the inquiry routes, the contact form's and the admin's, against its schema in @folio/shared. */
describe('inquiries contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let admin: string;
  let ip = 0;
  const send = (payload: object, remoteAddress = `203.0.113.${(ip += 1)}`) => t.app.inject({ method: 'POST', url: PUBLIC_URL, payload, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, ...CONTACT_LIMIT });
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('the contact form, its refusals and its limit', async () => {
    conforms(await send(message), 201, InquirySentResponseSchema);
    refuses(await send({ ...message, email: 'not-an-email' }), 422);
    const address = '198.51.100.9';
    for (let i = 0; i < CONTACT_LIMIT.contactPerIp.max; i += 1) conforms(await send(message, address), 201, InquirySentResponseSchema);
    refuses(await send(message, address), 429);
  });

  it('the admin routes and their refusals', async () => {
    const call = caller(t);
    const { data } = conforms(await send(message), 201, InquirySentResponseSchema);
    const item = `${URL}/${data.id}`;
    for (const query of ['', '?search=contract&status=new&per_page=5']) conforms(await call('GET', `${URL}${query}`, admin), 200, InquiryListResponseSchema);
    conforms(await call('GET', item, admin), 200, InquiryResponseSchema);
    conforms(await call('PATCH', `${item}/status`, admin, { status: 'replied' }), 200, InquiryWrittenResponseSchema);

    refuses(await call('GET', URL), 401);
    refuses(await call('GET', URL, await t.login('author@folio.test')), 403);
    refuses(await call('GET', `${URL}?status=archived`, admin), 422);
    refuses(await call('GET', `${URL}/not-an-id`, admin), 422);
    refuses(await call('PATCH', `${item}/status`, admin, { status: 'archived' }), 422);

    conforms(await call('DELETE', item, admin), 200, MessageResponseSchema);
    refuses(await call('GET', item, admin), 404);
    refuses(await call('PATCH', `${item}/status`, admin, { status: 'closed' }), 404);
    refuses(await call('DELETE', item, admin), 404);
  });

  it('documents the refusals each inquiry route may answer', async () => {
    const statuses = await documentedStatuses(t);
    expect(statuses(PUBLIC_URL, 'post').sort()).toEqual(['201', '422', '429']);
    for (const [path, method] of [[URL, 'get'], [`${URL}/{id}`, 'get'], [`${URL}/{id}/status`, 'patch'], [`${URL}/{id}`, 'delete']] as const) {
      expect(statuses(path, method).sort(), `${method} ${path}`).toEqual(['200', '401', '403', '404', '422']);
    }
  });
});
