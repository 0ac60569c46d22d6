import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { ELEMENT_FIELD_DEFAULTS, LTI_MESSAGES, LtiPlatformListResponseSchema, LtiToolResponseSchema, type BookElement } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms, documentedStatuses } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { emptyPage } from '../pages/format.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { startPlatform } from './fixtures/platform.ts';

const SITE = 'https://books.example.com';
const CLIENT = 'folio-tool-1';
const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const question: BookElement = { id: 'q1', type: 'quiz', position: { x: 0, y: 0 }, size: { width: 400, height: 300 }, style: {}, ...ELEMENT_FIELD_DEFAULTS.quiz, question: 'Q?', points: 4, options: [{ id: 'a', text: 'A', correct: true }, { id: 'b', text: 'B', correct: false }] } as BookElement;

/** LTI 1.3 against an LMS simulated in the test: registration, login, launch (and its refusals), deep linking and grades. */
describe('Folio as an LTI 1.3 tool', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let lms: Awaited<ReturnType<typeof startPlatform>>;
  let book: { id: string };
  let paid: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, publicUrl: SITE, xapiRetrySeconds: 1 });
    call = caller(t);
    admin = await t.login('admin@folio.test');
    lms = await startPlatform(async () => (await t.app.inject({ url: '/api/lti/jwks' })).json() as JSONWebKeySet, CLIENT);
    book = await insertBook(t, { price: 0, pages: [{ ...emptyPage(1), elements: [question] }] });
    paid = await insertBook(t, { price: 9, pages: [emptyPage(1)] });
    expect((await call('POST', '/api/admin/lti/platforms', admin, lms.registration)).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await lms.close();
  });

  /** The LMS begins a login; Folio sends the browser to the LMS sign-in with a state and a nonce. */
  const login = async () => {
    const res = await t.app.inject({ url: `/api/lti/login?${new URLSearchParams({ iss: lms.base, login_hint: 'u-1', target_link_uri: `${SITE}/api/lti/launch`, client_id: CLIENT, lti_message_hint: 'ctx' })}` });
    expect(res.statusCode, res.body).toBe(302);
    const to = new URL(res.headers.location as string);
    return { to, state: to.searchParams.get('state')!, nonce: to.searchParams.get('nonce')! };
  };
  const claims = (nonce: string, more: Record<string, unknown> = {}) => ({
    sub: 'lms-user-42',
    name: 'Amara Okafor',
    nonce,
    [`${LTI}/message_type`]: 'LtiResourceLinkRequest',
    [`${LTI}/version`]: '1.3.0',
    [`${LTI}/deployment_id`]: 'dep-1',
    [`${LTI}/target_link_uri`]: `${SITE}/api/lti/launch`,
    [`${LTI}/resource_link`]: { id: 'rl-1' },
    [`${LTI}/custom`]: { ebook_id: book.id },
    'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': { scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'], lineitem: lms.lineItem },
    ...more,
  });
  const launch = (idToken: string, state: string) => t.app.inject({ method: 'POST', url: '/api/lti/launch', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ id_token: idToken, state }).toString() });
  const codeOf = (location: string) => new URL(location).hash.replace('#code=', '');

  it("should give the admin Folio's addresses and keep the LMSs they register, for admins only", async () => {
    expect(conforms(await call('GET', '/api/admin/lti/tool', admin), 200, LtiToolResponseSchema).data).toEqual({
      login_url: `${SITE}/api/lti/login`, launch_url: `${SITE}/api/lti/launch`, deep_linking_url: `${SITE}/api/lti/launch`, jwks_url: `${SITE}/api/lti/jwks`,
    });
    expect(conforms(await call('GET', '/api/admin/lti/platforms', admin), 200, LtiPlatformListResponseSchema).data[0]).toMatchObject({ issuer: lms.base, client_id: CLIENT, deployment_ids: ['dep-1'] });
    expect(expectError(await call('POST', '/api/admin/lti/platforms', admin, lms.registration), 422).errors).toEqual({ client_id: [LTI_MESSAGES.platformTaken] });
    expectError(await call('POST', '/api/admin/lti/platforms', admin, { ...lms.registration, client_id: 'x', jwks_url: 'http://lms.example.com/jwks' }), 422);
    expectError(await call('GET', '/api/admin/lti/platforms', await t.login('author@folio.test')), 403);
    expectError(await call('GET', '/api/admin/lti/tool'), 401);
  });

  it('should send the LMS user to the LMS sign-in, then sign them in as a Folio reader of their own and open the book', async () => {
    const { to, state, nonce } = await login();
    expect(`${to.origin}${to.pathname}`).toBe(`${lms.base}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({ scope: 'openid', response_type: 'id_token', response_mode: 'form_post', prompt: 'none', client_id: CLIENT, redirect_uri: `${SITE}/api/lti/launch`, login_hint: 'u-1', lti_message_hint: 'ctx' });
    const res = await launch(await lms.idToken(claims(nonce)), state);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toMatch(new RegExp(`^${SITE}/lti/enter#code=[\\w-]{20,}$`));
    const session = await call('POST', '/api/lti/session', undefined, { code: codeOf(res.headers.location as string) });
    expect(session.statusCode, session.body).toBe(200);
    const { data } = session.json();
    expect(data).toMatchObject({ ebook_id: book.id, deep_link: null, user: { name: 'Amara Okafor', role: 'user' } });
    expect(data.user.email).toMatch(/@lti\.folio\.invalid$/);
    expect((await call('GET', '/api/auth/me', data.token)).json().data.id).toBe(data.user.id);
    // The code opens one session only.
    expectError(await call('POST', '/api/lti/session', undefined, { code: codeOf(res.headers.location as string) }), 410, LTI_MESSAGES.handoffExpired);

    // The same LMS user comes back to the same account.
    const again = await login();
    const back = await launch(await lms.idToken(claims(again.nonce)), again.state);
    expect((await call('POST', '/api/lti/session', undefined, { code: codeOf(back.headers.location as string) })).json().data.user.id).toBe(data.user.id);
  });

  it.each([
    ['a nonce that is not the login’s', async (nonce: string) => lms.idToken(claims(`${nonce}-other`))],
    ['another audience', async (nonce: string) => lms.idToken({ ...claims(nonce), aud: 'another-tool' })],
    ['an expired token', async (nonce: string) => lms.idToken(claims(nonce), { expiresIn: Math.floor(Date.now() / 1000) - 120 })],
    ['a key that is not the LMS’s', async (nonce: string) => lms.idToken(claims(nonce), { by: 'stranger' })],
    ['a deployment not registered', async (nonce: string) => lms.idToken(claims(nonce, { [`${LTI}/deployment_id`]: 'dep-9' }))],
    ['another LTI version', async (nonce: string) => lms.idToken(claims(nonce, { [`${LTI}/version`]: '1.1' }))],
  ])('should refuse a launch with %s (401), signing nobody in', async (_case, token) => {
    const { state, nonce } = await login();
    const res = await launch(await token(nonce), state);
    expectError(res, 401);
    expect(res.json().message).toMatch(/^The launch from your course could not be verified/);
  });

  it('should refuse a state used already, or never given, and a login from an LMS not registered', async () => {
    const { state, nonce } = await login();
    const token = await lms.idToken(claims(nonce));
    expect((await launch(token, state)).statusCode).toBe(302);
    expectError(await launch(token, state), 401);
    expectError(await launch(token, 'made-up-state'), 401);
    expectError(await t.app.inject({ url: `/api/lti/login?${new URLSearchParams({ iss: 'https://unknown-lms.example', login_hint: 'x', target_link_uri: 'x' })}` }), 404);
    expectError(await t.app.inject({ method: 'POST', url: '/api/lti/launch', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'state=only' }), 422);
  });

  it("should pass the reader's score back to the LMS gradebook, with an access token asked with Folio's signed assertion", async () => {
    const { state, nonce } = await login();
    const res = await launch(await lms.idToken(claims(nonce, { sub: 'lms-user-77', name: 'Kenji Sato' })), state);
    const { data } = (await call('POST', '/api/lti/session', undefined, { code: codeOf(res.headers.location as string) })).json();
    expect((await call('PUT', `/api/public/ebooks/${book.id}/answers/q1`, data.token, { chosen: ['a'] })).statusCode).toBe(200);
    await expect.poll(() => lms.scores.filter((s) => s.body.userId === 'lms-user-77').length, { timeout: 30_000 }).toBe(1);
    const score = lms.scores.find((s) => s.body.userId === 'lms-user-77')!;
    expect(score).toMatchObject({ authorization: 'Bearer lms-access-token', contentType: 'application/vnd.ims.lis.v1.score+json' });
    expect(score.body).toMatchObject({ scoreGiven: 4, scoreMaximum: 4, activityProgress: 'Completed', gradingProgress: 'FullyGraded' });
    expect(lms.tokenRequests.at(-1)!.scope).toBe('https://purl.imsglobal.org/spec/lti-ags/scope/score');
  });

  it("should send a teacher's mark of a short answer to the LMS gradebook as the reader's new score", async () => {
    const essay = { ...question, id: 'essay', kind: 'short', marking: 'teacher', points: 5, options: [] } as BookElement;
    const essays = await insertBook(t, { price: 0, pages: [{ ...emptyPage(1), elements: [essay] }] });
    const { state, nonce } = await login();
    const res = await launch(await lms.idToken(claims(nonce, { sub: 'lms-user-88', [`${LTI}/custom`]: { ebook_id: essays.id } })), state);
    const { data } = (await call('POST', '/api/lti/session', undefined, { code: codeOf(res.headers.location as string) })).json();
    await call('PUT', `/api/public/ebooks/${essays.id}/answers/essay`, data.token, { chosen: ['Because of the cold.'] });
    const sent = () => lms.scores.filter((s) => s.body.userId === 'lms-user-88').map((s) => s.body.scoreGiven);
    await expect.poll(sent, { timeout: 30_000 }).toEqual([0]);
    expect((await call('PUT', `/api/admin/ebooks/${essays.id}/results/${data.user.id}/essay`, admin, { score: 3 })).statusCode).toBe(200);
    await expect.poll(sent, { timeout: 30_000 }).toEqual([0, 3]);
  });

  it('should let a teacher pick a free published book for the course, answered to the LMS as a signed deep link', async () => {
    const { state, nonce } = await login();
    const res = await launch(await lms.idToken(claims(nonce, {
      sub: 'teacher-1',
      [`${LTI}/message_type`]: 'LtiDeepLinkingRequest',
      'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings': { deep_link_return_url: `${lms.base}/deep-link-return`, accept_types: ['ltiResourceLink'], data: 'opaque-42' },
    })), state);
    expect(res.statusCode, res.body).toBe(302);
    const { data } = (await call('POST', '/api/lti/session', undefined, { code: codeOf(res.headers.location as string) })).json();
    expect(data).toMatchObject({ ebook_id: null, deep_link: expect.any(String) });
    const pick = (ebookId: string, token = data.token) => call('POST', `/api/lti/deep-links/${data.deep_link}`, token, { ebook_id: ebookId });
    expectError(await pick(paid.id), 422);
    expectError(await pick(book.id, await t.login('user@folio.test')), 410);
    const answer = await pick(book.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const { return_url: returnUrl, jwt } = answer.json().data;
    expect(returnUrl).toBe(`${lms.base}/deep-link-return`);
    const keys = (await t.app.inject({ url: '/api/lti/jwks' })).json() as JSONWebKeySet;
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(keys), { issuer: CLIENT, audience: lms.base });
    expect(payload).toMatchObject({
      [`${LTI}/message_type`]: 'LtiDeepLinkingResponse',
      [`${LTI}/version`]: '1.3.0',
      [`${LTI}/deployment_id`]: 'dep-1',
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'opaque-42',
      'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [{ type: 'ltiResourceLink', url: `${SITE}/api/lti/launch`, custom: { ebook_id: book.id }, lineItem: { scoreMaximum: 100 } }],
    });
    // Answered once.
    expectError(await pick(book.id), 410);
  });

  it('should document its statuses, and refuse the launches of a removed LMS', async () => {
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/lti/launch', 'post')).toEqual(expect.arrayContaining(['302', '401', '404', '422']));
    expect(statuses('/api/lti/session', 'post')).toEqual(expect.arrayContaining(['200', '410', '422']));
    const { state, nonce } = await login();
    const [platform] = (await call('GET', '/api/admin/lti/platforms', admin)).json().data;
    expect((await call('DELETE', `/api/admin/lti/platforms/${platform.id}`, admin)).json()).toEqual({ message: LTI_MESSAGES.platformDeleted });
    expectError(await launch(await lms.idToken(claims(nonce)), state), 401);
  });
});
