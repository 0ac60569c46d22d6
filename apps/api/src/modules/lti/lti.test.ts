import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { ELEMENT_FIELD_DEFAULTS, LTI_MESSAGES, LtiPlatformListResponseSchema, LtiToolResponseSchema, type BookElement } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms, documentedStatuses } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { emptyPage } from '../pages/format.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { CLIENT, LTI, registeredPlatform, SITE } from './fixtures/launches.ts';

const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim';
const question: BookElement = { id: 'q1', type: 'quiz', position: { x: 0, y: 0 }, size: { width: 400, height: 300 }, style: {}, ...ELEMENT_FIELD_DEFAULTS.quiz, question: 'Q?', points: 4, options: [{ id: 'a', text: 'A', correct: true }, { id: 'b', text: 'B', correct: false }] } as BookElement;

/** LTI 1.3 against a strict LMS simulated in the test (fixtures/platform.ts): registration, login, launch (and its refusals), deep linking, and the LTI pages' policy. */
describe('Folio as an LTI 1.3 tool', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let platform: Awaited<ReturnType<typeof registeredPlatform>>;
  let lms: Awaited<ReturnType<typeof registeredPlatform>>['lms'];
  let book: { id: string };
  let paid: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, publicUrl: SITE, xapiRetrySeconds: 1 });
    call = caller(t);
    admin = await t.login('admin@folio.test');
    book = await insertBook(t, { price: 0, pages: [{ ...emptyPage(1), elements: [question] }] });
    paid = await insertBook(t, { price: 9, pages: [emptyPage(1)] });
    platform = await registeredPlatform(t, admin);
    lms = platform.lms;
  });
  afterAll(async () => {
    await t.close();
    await platform.lms.close();
  });

  const message = (more: Record<string, unknown> = {}) => platform.message(book.id, more);
  const claims = (nonce: string, more: Record<string, unknown> = {}) => ({ ...message(more), nonce });
  const login = (launched: Record<string, unknown> = message()) => platform.login(launched);
  const launch = (idToken: string, state: string) => platform.launch(idToken, state);
  const enter = (launched: Record<string, unknown>) => platform.enter(launched);
  const codeOf = (location: string) => platform.codeOf(location);
  const sessionOf = (res: Awaited<ReturnType<typeof launch>>) => platform.sessionOf(res);

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
    const { to, hint } = await login();
    expect(`${to.origin}${to.pathname}`).toBe(`${lms.base}/auth`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({ scope: 'openid', response_type: 'id_token', response_mode: 'form_post', prompt: 'none', client_id: CLIENT, redirect_uri: `${SITE}/api/lti/launch`, login_hint: 'lms-user-42', lti_message_hint: hint });
    const { idToken, state } = await lms.authorize(to.toString());
    const res = await launch(idToken, state);
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
    expect((await sessionOf(await enter(message()))).user.id).toBe(data.user.id);
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

  const deepLinking = (more: Record<string, unknown> = {}) =>
    message({ sub: 'teacher-1', [`${LTI}/message_type`]: 'LtiDeepLinkingRequest', [`${LTI}/roles`]: ['http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor'], [`${DL}/deep_linking_settings`]: more });
  const cspOf = async (path: string) => {
    const res = await t.app.inject({ url: path });
    expect(res.headers['x-frame-options']).toBeUndefined();
    return Object.fromEntries(String(res.headers['content-security-policy']).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  };

  it('should let a teacher pick a free published book for the course, answered to the LMS as a signed deep link it takes', async () => {
    const launched = await enter(deepLinking({ accept_presentation_document_targets: ['iframe', 'window'] }));
    const landing = new URL(launched.headers.location as string);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${SITE}/lti/enter`);
    const data = await sessionOf(launched);
    expect(data).toMatchObject({ ebook_id: null, deep_link: expect.any(String), course_id: null });
    // The landing page (which shows the picker in the same document) and the picker's own address may post their
    // form to this request's return address, and to no other; the LMSs may frame them.
    for (const page of [`/lti/enter?link=${landing.searchParams.get('link')}`, `/lti/pick/${data.deep_link}`]) {
      const policy = await cspOf(page);
      expect(policy['form-action']).toEqual(["'self'", `${lms.base}/deep-link-return`]);
      expect(policy['frame-ancestors']).toEqual(["'self'", lms.base]);
    }
    expect((await cspOf('/lti/pick/not-a-request'))['form-action']).toEqual(["'self'"]);
    expect((await cspOf('/lti/enter?link=not-a-request'))['form-action']).toEqual(["'self'"]);

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
      nonce: expect.any(String),
      [`${LTI}/message_type`]: 'LtiDeepLinkingResponse',
      [`${LTI}/version`]: '1.3.0',
      [`${LTI}/deployment_id`]: 'dep-1',
      [`${DL}/content_items`]: [{ type: 'ltiResourceLink', url: `${SITE}/api/lti/launch`, custom: { ebook_id: book.id }, lineItem: { scoreMaximum: 100 }, iframe: { width: 1024, height: 768 } }],
    });
    // The strict LMS takes the answer (signature, issuer, audience, nonce, deployment, its own data), once.
    const post = () => fetch(returnUrl, { method: 'POST', body: new URLSearchParams({ JWT: jwt }) });
    expect((await post()).status, lms.refusals.join('\n')).toBe(200);
    expect(lms.deepLinks).toHaveLength(1);
    expect((await post()).status).toBe(400);
    expect(lms.refusals.at(-1)).toMatch(/nonce was used before/);
    // Answered once.
    expectError(await pick(book.id), 410);
  });

  it('should open the book in a window of its own when the LMS offers no frame, and as the LMS likes when it says nothing', async () => {
    for (const [targets, expected] of [[['window'], { window: { targetName: 'folio' } }], [undefined, {}]] as const) {
      const data = await sessionOf(await enter(deepLinking(targets ? { accept_presentation_document_targets: targets } : {})));
      const { jwt } = (await call('POST', `/api/lti/deep-links/${data.deep_link}`, data.token, { ebook_id: book.id })).json().data;
      const [item] = (await jwtVerify(jwt, createLocalJWKSet((await t.app.inject({ url: '/api/lti/jwks' })).json() as JSONWebKeySet))).payload[`${DL}/content_items`] as Record<string, unknown>[];
      expect(item).not.toHaveProperty('iframe');
      if ('window' in expected) expect(item!.window).toEqual(expected.window);
      else expect(item).not.toHaveProperty('window');
    }
  });

  it("should let the LTI pages be framed by the registered LMSs only, and keep every other page unframed", async () => {
    const policy = await cspOf('/lti/enter');
    expect(policy['frame-ancestors']).toEqual(["'self'", lms.base]);
    expect(policy['form-action']).toEqual(["'self'"]);
    const other = await t.app.inject({ url: '/library' });
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(other.headers['x-frame-options']).toBe('DENY');
  });

  it('should take launches signed with the LMS’s new key after it rotates its keys', async () => {
    await lms.rotateKey();
    const { to } = await login();
    const { idToken, state } = await lms.authorize(to.toString());
    expect(lms.kidOf(idToken)).toBe(lms.currentKid());
    expect((await launch(idToken, state)).statusCode).toBe(302);
    // The LMS refuses a nonce Folio would give twice: each login's is new.
    expect(new Set([(await login()).nonce, (await login()).nonce]).size).toBe(2);
  });

  it('should read the key set again for the key an LMS rotated to, and refuse a launch signed with a key it retired', async () => {
    // An LMS of its own: its key set is cached (and read again) apart from the other's.
    const rotating = await registeredPlatform(t, admin);
    const other = rotating.lms;
    try {
      const launched = (more: Record<string, unknown> = {}) => rotating.message(book.id, { sub: 'lms-user-rotating', ...more });
      expect((await rotating.enter(launched())).statusCode).toBe(302);
      expect(other.keySetReads()).toBe(1);
      // A launch signed with the key in use now, posted only after the LMS has rotated and retired that key.
      const before = await rotating.login(launched());
      const signedBefore = await other.idToken({ ...launched(), nonce: before.nonce });
      const retiredKid = other.currentKid();
      await other.rotateKey();
      other.retireOldKeys();

      // The new key is not in the key set Folio has: it reads it again, once, and takes the launch.
      const { to } = await rotating.login(launched());
      const { idToken, state } = await other.authorize(to.toString());
      expect(other.kidOf(idToken)).not.toBe(retiredKid);
      const res = await rotating.launch(idToken, state);
      expect(res.statusCode, res.body).toBe(302);
      expect(other.keySetReads()).toBe(2);
      expect((await rotating.sessionOf(await rotating.enter(launched()))).user.name).toBe('Amara Okafor');
      expect(other.keySetReads()).toBe(2);

      // The retired key is in no key set of the LMS any more: its launch is refused.
      expect(other.kidOf(signedBefore)).toBe(retiredKid);
      const refusedLaunch = await rotating.launch(signedBefore, before.state);
      expectError(refusedLaunch, 401);
      expect(refusedLaunch.json().message).toMatch(/token was refused \(ERR_JWKS_NO_MATCHING_KEY\)/);
    } finally {
      const registered = (await call('GET', '/api/admin/lti/platforms', admin)).json().data as { id: string; issuer: string }[];
      await call('DELETE', `/api/admin/lti/platforms/${registered.find((p) => p.issuer === other.base)!.id}`, admin);
      await other.close();
    }
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
