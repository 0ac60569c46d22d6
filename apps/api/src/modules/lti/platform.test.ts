// The strict LMS of the LTI tests refuses what the specifications refuse: a test of the simulator itself, so that
// Folio's tests passing against it means something.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { startPlatform, type Platform } from './fixtures/platform.ts';

const CLIENT = 'tool-under-test';
const SCORE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';
const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';

describe('the strict LMS of the tests', () => {
  let lms: Platform;
  let key: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'tool-key', alg: 'RS256' };
    lms = await startPlatform(async () => ({ keys: [jwk] }), CLIENT, { launchUrl: 'https://tool.example/launch' });
  });
  afterAll(() => lms.close());

  const assertion = (over: { aud?: string; jti?: string } = {}) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'tool-key' })
      .setIssuer(CLIENT)
      .setSubject(CLIENT)
      .setAudience(over.aud ?? `${lms.base}/token`)
      .setIssuedAt()
      .setExpirationTime('5m')
      .setJti(over.jti ?? crypto.randomUUID())
      .sign(key);
  const askToken = async (jwt: string, scope = SCORE) =>
    fetch(`${lms.base}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: jwt, scope }) });

  it('should refuse a client assertion used twice (jti), for another audience, or for a scope it does not offer', async () => {
    const jwt = await assertion({ jti: 'once' });
    expect((await askToken(jwt)).status).toBe(200);
    expect((await askToken(jwt)).status).toBe(400);
    expect(lms.refusals.at(-1)).toMatch(/jti was used before/);
    expect((await askToken(await assertion({ aud: 'https://elsewhere.example/token' }))).status).toBe(401);
    expect((await askToken(await assertion(), 'https://purl.imsglobal.org/spec/lti-ags/scope/everything')).status).toBe(400);
  });

  it('should take a score only of its media type, with a token of the score scope, and newer than the last', async () => {
    const { access_token: token } = (await (await askToken(await assertion())).json()) as { access_token: string };
    const score = { userId: 'u1', scoreGiven: 1, scoreMaximum: 2, activityProgress: 'Completed', gradingProgress: 'FullyGraded', timestamp: new Date().toISOString() };
    const post = (body: unknown, type = 'application/vnd.ims.lis.v1.score+json', bearer = token) =>
      fetch(`${lms.lineItem}/scores`, { method: 'POST', headers: { 'content-type': type, authorization: `Bearer ${bearer}` }, body: JSON.stringify(body) });
    expect((await post(score, 'application/json')).status).toBe(415);
    expect((await post({ ...score, gradingProgress: 'Done' })).status).toBe(400);
    expect((await post(score, undefined, 'made-up')).status).toBe(401);
    expect((await post(score)).status).toBe(204);
    expect((await post(score)).status).toBe(409);
  });

  it('should answer a roster only in its media type, to a token of the membership scope, a page at a time', async () => {
    lms.roster('c1', [1, 2, 3].map((n) => ({ user_id: `m${n}`, roles: ['Learner'] })));
    const scoreToken = ((await (await askToken(await assertion())).json()) as { access_token: string }).access_token;
    const rosterToken = ((await (await askToken(await assertion(), NRPS)).json()) as { access_token: string }).access_token;
    const read = (url: string, token: string, accept = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json') => fetch(url, { headers: { accept, authorization: `Bearer ${token}` } });
    expect((await read(lms.membershipsUrl('c1'), scoreToken)).status).toBe(403);
    expect((await read(lms.membershipsUrl('c1'), rosterToken, 'application/json')).status).toBe(406);
    const first = await read(lms.membershipsUrl('c1'), rosterToken);
    expect(((await first.json()) as { members: unknown[] }).members).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1]!;
    const last = await read(next, rosterToken);
    expect(((await last.json()) as { members: unknown[] }).members).toHaveLength(1);
    expect(last.headers.get('link')).toBeNull();
  });

  it("should refuse a sign-in request that is not an LTI launch's, and a nonce given twice", async () => {
    const hint = lms.prepare({ sub: 'u1' });
    const query = (over: Record<string, string> = {}) =>
      `${lms.base}/auth?${new URLSearchParams({ scope: 'openid', response_type: 'id_token', response_mode: 'form_post', prompt: 'none', client_id: CLIENT, redirect_uri: 'https://tool.example/launch', login_hint: 'u1', lti_message_hint: hint, state: 's', nonce: crypto.randomUUID(), ...over })}`;
    await expect(lms.authorize(query({ response_mode: 'query' }))).rejects.toThrow(/response_mode/);
    await expect(lms.authorize(query({ redirect_uri: 'https://evil.example/launch' }))).rejects.toThrow(/not registered/);
    await expect(lms.authorize(query({ login_hint: 'someone-else' }))).rejects.toThrow(/login_hint/);
    await expect(lms.authorize(query({ state: '' }))).rejects.toThrow(/no state/);
    const { idToken } = await lms.authorize(query({ nonce: 'n-1' }));
    expect(lms.kidOf(idToken)).toBe(lms.currentKid());
    await expect(lms.authorize(query({ nonce: 'n-1' }))).rejects.toThrow(/nonce was used before/);
  });
});
