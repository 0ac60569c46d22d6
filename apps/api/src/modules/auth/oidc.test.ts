import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CLASS_LIMITS, MeResponseSchema, OIDC_MESSAGES, OidcSessionResponseSchema, OidcSettingsResponseSchema, type OidcError } from '@folio/shared';
import { classes, classStudents, oidcIdentities, oidcStates, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms, documentedStatuses } from '../../../test/contract.ts';
import { expectError, findUser, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { startOidcProvider, type SchoolAccount, type TestOidcProvider } from '../../../test/oidc-provider.ts';

const SITE = 'http://folio.test';
const REDIRECT_URI = `${SITE}/api/auth/oidc/callback`;

let joinCodes = 0;
/** A class of the teacher's with a join code of its own; school sign-in and joining as asked. */
async function insertClass(t: TestApp, { schoolSignIn = true, joinOpen = true } = {}) {
  joinCodes += 1;
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@folio.test'));
  const [row] = await t.db
    .insert(classes)
    .values({ name: `Class ${joinCodes}`, language: 'en', ownerId: owner!.id, joinCode: `OIDC${String(joinCodes).padStart(4, 'A')}`, joinOpen, schoolSignIn })
    .returning();
  return row!;
}

/**
 * School sign-in against a real OpenID provider (oidc-provider on 127.0.0.1): the browser's trip is driven by
 * hand, Folio's start and callback through the app, the provider's pages over the loopback, cookies carried.
 */
describe('sign-in with a school account (OpenID Connect)', () => {
  let t: TestApp;
  let idp: TestOidcProvider;

  beforeAll(async () => {
    idp = await startOidcProvider({ redirectUri: REDIRECT_URI });
    t = await createTestApp({ ...NO_IP_LIMIT, publicUrl: SITE, oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, name: 'Springfield School' } });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  /** Folio's start: answers the provider's address it redirects to, and the state cookie the browser now holds. */
  async function start(query = '') {
    const res = await t.app.inject({ url: `/api/auth/oidc/start${query}` });
    expect(res.statusCode, res.body).toBe(302);
    const cookie = String(res.headers['set-cookie']).split(';', 1)[0]!;
    return { location: res.headers.location as string, cookie };
  }
  /** Back at Folio from the provider: the callback, with the browser's cookie. */
  const callback = (answer: URL, cookie: string) => t.app.inject({ url: `${answer.pathname}${answer.search}`, headers: { cookie } });
  /** Where a callback sent the browser: the web app's finishing page with its code and target, or a refusal. */
  const landing = (location: string) => {
    const url = new URL(location, SITE);
    const fragment = new URLSearchParams(url.hash.slice(1));
    return { path: url.pathname, error: url.searchParams.get('school_error'), code: fragment.get('code'), to: fragment.get('to') };
  };
  const refusedWith = (res: Awaited<ReturnType<typeof callback>>, error: OidcError) => {
    expect(res.statusCode, res.body).toBe(302);
    expect(landing(res.headers.location as string)).toMatchObject({ path: '/login', error, code: null });
  };
  /** The web app's step: the code for the session, once. */
  const session = async (code: string) => conforms(await t.app.inject({ method: 'POST', url: '/api/auth/oidc/session', payload: { code } }), 200, OidcSessionResponseSchema);

  /** A person signs in at the school's provider, start to session; answers the session and where the web app goes. */
  async function signIn(account: SchoolAccount, query = '') {
    idp.addAccount(account);
    idp.signInAs(account.sub);
    const { location, cookie } = await start(query);
    const res = await callback(await idp.authorize(location), cookie);
    expect(res.statusCode, res.body).toBe(302);
    const { path, code, to, error } = landing(res.headers.location as string);
    expect({ path, error }).toEqual({ path: '/login/school', error: null });
    return { ...(await session(code!)), to };
  }

  it('tells the web app whether to offer the button, and what it says', async () => {
    conforms(await t.app.inject({ url: '/api/auth/oidc' }), 200, OidcSettingsResponseSchema);
    expect((await t.app.inject({ url: '/api/auth/oidc' })).json()).toEqual({ data: { enabled: true, name: 'Springfield School' } });
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ url: '/api/auth/oidc' })).json()).toEqual({ data: { enabled: false, name: '' } });
      expectError(await off.app.inject({ url: '/api/auth/oidc/start' }), 404, OIDC_MESSAGES.notConfigured);
    } finally {
      await off.close();
    }
  });

  it("sends the browser to the provider with the code flow, PKCE S256, a state and a nonce, and keeps them for any instance", async () => {
    const { location, cookie } = await start('?redirect=/admin/ebooks');
    const to = new URL(location);
    expect(to.origin).toBe(idp.issuer);
    const query = Object.fromEntries(to.searchParams);
    expect(query).toMatchObject({ response_type: 'code', client_id: idp.clientId, redirect_uri: REDIRECT_URI, scope: 'openid email profile', code_challenge_method: 'S256' });
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    const [kept] = await t.db.select().from(oidcStates).where(eq(oidcStates.state, query.state!));
    expect(kept).toMatchObject({ nonce: query.nonce, classId: null });
    expect(kept!.codeVerifier).not.toBe(query.code_challenge);
    expect(kept!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(cookie).toBe(`folio_oidc_state=${query.state}`);
  });

  it('signs a new teacher in with a new account, and the same account the next time', async () => {
    const first = await signIn({ sub: 'teacher-1', email: 'Ms.Krabappel@Springfield.edu', email_verified: true, name: ' Edna  Krabappel ' }, '?redirect=/admin/ebooks');
    expect(first.to).toBe('/admin/ebooks');
    expect(first.user).toMatchObject({ name: 'Edna Krabappel', email: 'ms.krabappel@springfield.edu', role: 'user' });
    const me = conforms(await t.app.inject({ url: '/api/auth/me', headers: t.bearer(first.token) }), 200, MeResponseSchema);
    expect(me.data.id).toBe(first.user.id);
    const row = await findUser(t.db, 'ms.krabappel@springfield.edu');
    expect(row!.lastSignInAt).not.toBeNull();
    // Its password is random, nobody's: the account confirms its deletion otherwise, and may set one.
    expect(row!.hasPassword).toBe(false);

    const again = await signIn({ sub: 'teacher-1', email: 'ms.krabappel@springfield.edu', email_verified: true, name: 'Edna Krabappel' });
    expect(again.user.id).toBe(first.user.id);
    expect(again.to).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.name, 'Edna Krabappel'))).toHaveLength(1);
  });

  it("links an existing account by the e-mail address the provider verified, never by one it did not", async () => {
    const existing = await registerUser(t, { email: 'seymour@springfield.edu' });
    const linked = await signIn({ sub: 'teacher-2', email: 'seymour@springfield.edu', email_verified: true, name: 'Seymour Skinner' });
    expect(linked.user.id).toBe(existing.user.id);
    expect((await findUser(t.db, 'seymour@springfield.edu'))!.hasPassword).toBe(true);
    expect(await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, existing.user.id))).toEqual([
      expect.objectContaining({ issuer: idp.issuer, subject: 'teacher-2' }),
    ]);

    const other = await registerUser(t, { email: 'otto@springfield.edu' });
    const unverified = await signIn({ sub: 'teacher-3', email: 'otto@springfield.edu', email_verified: false, name: 'Not Otto' });
    expect(unverified.user.id).not.toBe(other.user.id);
    // An address nobody vouched for is not kept either: it could later be matched to someone else's account.
    expect(unverified.user).toMatchObject({ email: null, name: 'Not Otto', role: 'user' });
  });

  it('makes a pupil of the class, with a display name and no e-mail address, and finds them again', async () => {
    const cls = await insertClass(t);
    // A pupil's e-mail address is not even asked for.
    expect(new URL((await start(`?class_code=${cls.joinCode}`)).location).searchParams.get('scope')).toBe('openid profile');
    const pupil = await signIn({ sub: 'pupil-1', email: 'bart@springfield.edu', email_verified: true, given_name: 'Bart', family_name: 'Simpson', name: 'Bart Simpson' }, `?class_code=${cls.joinCode.toLowerCase()}`);
    expect(pupil.to).toBe('/classroom');
    expect(pupil.user).toMatchObject({ name: 'Bart', email: null, role: 'student' });
    const [row] = await t.db.select().from(users).where(eq(users.id, pupil.user.id));
    expect(row).toMatchObject({ email: null, role: 'student', hasPassword: false });
    expect(row!.lastSignInAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain('bart@springfield.edu');
    expect(await t.db.select().from(classStudents).where(eq(classStudents.userId, pupil.user.id))).toEqual([expect.objectContaining({ classId: cls.id })]);
    // Pupils are fenced: /me is open to them, and the token works there.
    expect((await t.app.inject({ url: '/api/auth/me', headers: t.bearer(pupil.token) })).json().data.id).toBe(pupil.user.id);

    const again = await signIn({ sub: 'pupil-1', given_name: 'Bart' }, `?class_code=${cls.joinCode}`);
    expect(again.user.id).toBe(pupil.user.id);
  });

  it("keeps pupils and teachers apart: a pupil's school account opens no teacher's account, nor another class's pupil", async () => {
    const cls = await insertClass(t);
    const otherClass = await insertClass(t);
    idp.addAccount({ sub: 'pupil-2', email: 'lisa@springfield.edu', email_verified: true, given_name: 'Lisa' });
    await signIn({ sub: 'pupil-2', given_name: 'Lisa' }, `?class_code=${cls.joinCode}`);

    for (const [query, error] of [['', 'pupilAccount'], [`?class_code=${otherClass.joinCode}`, 'notInClass']] as const) {
      idp.signInAs('pupil-2');
      const { location, cookie } = await start(query);
      refusedWith(await callback(await idp.authorize(location), cookie), error);
    }
    // A teacher's school account does not become a pupil through a class code.
    idp.signInAs('teacher-1');
    const { location, cookie } = await start(`?class_code=${cls.joinCode}`);
    refusedWith(await callback(await idp.authorize(location), cookie), 'notInClass');
  });

  it('refuses a class code that does not allow school sign-in, the same way as one that does not exist', async () => {
    const closed = await insertClass(t, { schoolSignIn: false });
    const notJoining = await insertClass(t, { joinOpen: false });
    for (const code of [closed.joinCode, notJoining.joinCode, 'NOSUCHCODE']) {
      expectError(await t.app.inject({ url: `/api/auth/oidc/start?class_code=${code}` }), 404, OIDC_MESSAGES.classCodeWrong);
    }
    // A class that stops allowing it while the pupil is at the provider: refused at the callback.
    const cls = await insertClass(t);
    idp.addAccount({ sub: 'pupil-3', given_name: 'Milhouse' });
    idp.signInAs('pupil-3');
    const { location, cookie } = await start(`?class_code=${cls.joinCode}`);
    await t.db.update(classes).set({ schoolSignIn: false }).where(eq(classes.id, cls.id));
    refusedWith(await callback(await idp.authorize(location), cookie), 'classClosed');
  });

  it('refuses a replayed, unknown, expired or foreign state', async () => {
    idp.addAccount({ sub: 'teacher-4', email: 'lunchlady@springfield.edu', email_verified: true, name: 'Doris' });
    idp.signInAs('teacher-4');
    const { location, cookie } = await start();
    const answer = await idp.authorize(location);
    expect(landing((await callback(answer, cookie)).headers.location as string).code).toBeTruthy();
    refusedWith(await callback(answer, cookie), 'expired');

    const unknown = new URL(answer);
    unknown.searchParams.set('state', 'made-up-state');
    refusedWith(await callback(unknown, 'folio_oidc_state=made-up-state'), 'expired');

    // Someone else's answer (a link sent to the victim): the browser did not begin that sign-in.
    const theirs = await start();
    refusedWith(await callback(await idp.authorize(theirs.location), cookie), 'expired');

    const late = await start();
    const lateAnswer = await idp.authorize(late.location);
    await t.db.update(oidcStates).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oidcStates.state, lateAnswer.searchParams.get('state')!));
    refusedWith(await callback(lateAnswer, late.cookie), 'expired');
  });

  it('refuses a code the provider did not give, a changed PKCE verifier, and an id_token of another nonce', async () => {
    idp.signInAs('teacher-4');
    const forged = await start();
    const forgedAnswer = await idp.authorize(forged.location);
    forgedAnswer.searchParams.set('code', 'forged-code-0123456789');
    refusedWith(await callback(forgedAnswer, forged.cookie), 'refused');

    const verifier = await start();
    const verifierAnswer = await idp.authorize(verifier.location);
    await t.db.update(oidcStates).set({ codeVerifier: 'x'.repeat(43) }).where(eq(oidcStates.state, verifierAnswer.searchParams.get('state')!));
    refusedWith(await callback(verifierAnswer, verifier.cookie), 'refused');

    const nonce = await start();
    const nonceAnswer = await idp.authorize(nonce.location);
    await t.db.update(oidcStates).set({ nonce: 'another-nonce' }).where(eq(oidcStates.state, nonceAnswer.searchParams.get('state')!));
    refusedWith(await callback(nonceAnswer, nonce.cookie), 'refused');
  });

  it('refuses an id_token signed by another key than the provider’s, of another issuer, or for another client', async () => {
    idp.addAccount({ sub: 'teacher-7', email: 'chalmers@springfield.edu', email_verified: true, name: 'Superintendent Chalmers' });
    const attempt = async () => {
      idp.signInAs('teacher-7');
      const { location, cookie } = await start();
      return callback(await idp.authorize(location), cookie);
    };
    try {
      for (const forgery of ['another-key', { iss: 'http://127.0.0.1:1' }, { aud: 'another-client' }] as const) {
        idp.forgeIdTokens(forgery);
        refusedWith(await attempt(), 'refused');
      }
    } finally {
      idp.forgeIdTokens(null);
    }
    expect(await findUser(t.db, 'chalmers@springfield.edu')).toBeUndefined();
    // The same sign-in with the provider's own id_token goes through.
    expect(landing((await attempt()).headers.location as string).path).toBe('/login/school');
  });

  it('says so when the person refuses at the provider, or the account is deactivated', async () => {
    idp.signInAs(null);
    const cancelled = await start();
    refusedWith(await callback(await idp.authorize(cancelled.location), cancelled.cookie), 'cancelled');

    const signedIn = await signIn({ sub: 'teacher-5', email: 'willie@springfield.edu', email_verified: true, name: 'Willie' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, signedIn.user.id));
    const again = await start();
    refusedWith(await callback(await idp.authorize(again.location), again.cookie), 'inactive');
  });

  it('takes no pupil past the class limit', async () => {
    const cls = await insertClass(t);
    const pupils = await t.db.insert(users).values(Array.from({ length: CLASS_LIMITS.maxStudents }, (_, i) => ({ name: `Pupil ${i}`, passwordHash: 'x', role: 'student' as const }))).returning({ id: users.id });
    await t.db.insert(classStudents).values(pupils.map(({ id }) => ({ userId: id, classId: cls.id })));
    idp.addAccount({ sub: 'pupil-101', given_name: 'Rod' });
    idp.signInAs('pupil-101');
    const { location, cookie } = await start(`?class_code=${cls.joinCode}`);
    refusedWith(await callback(await idp.authorize(location), cookie), 'classFull');
  });

  it('hands the session over once, by a code that expires', async () => {
    idp.addAccount({ sub: 'teacher-6', name: 'Ned' });
    idp.signInAs('teacher-6');
    const { location, cookie } = await start();
    const { code } = landing((await callback(await idp.authorize(location), cookie)).headers.location as string);
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/oidc/session', payload: { code } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/oidc/session', payload: { code } }), 410, OIDC_MESSAGES.handoffExpired);
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/oidc/session', payload: { code: 'x'.repeat(40) } }), 410, OIDC_MESSAGES.handoffExpired);
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/oidc/session', payload: { code: 'short' } }), 422);
  });

  it('documents its routes', async () => {
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/auth/oidc/start', 'get')).toEqual(expect.arrayContaining(['302', '404', '422', '429']));
    expect(statuses('/api/auth/oidc/callback', 'get')).toEqual(expect.arrayContaining(['302']));
    expect(statuses('/api/auth/oidc/session', 'post')).toEqual(expect.arrayContaining(['200', '410', '422']));
    expectError(await t.app.inject({ url: '/api/auth/oidc/start?redirect=https://evil.example/' }), 422);
  });
});

describe('school sign-in of a whole class from one school address', () => {
  it("starts every pupil's sign-in, limits teachers' starts per address, and counts class codes that do not work per address", async () => {
    const idp = await startOidcProvider({ redirectUri: REDIRECT_URI });
    const t = await createTestApp({ publicUrl: SITE, joinCodeMissPerIp: { max: 2, windowMs: 60_000 }, oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, name: 'Springfield School' } });
    try {
      const cls = await insertClass(t);
      const start = (query: string, remoteAddress: string) => t.app.inject({ url: `/api/auth/oidc/start${query}`, remoteAddress });
      const school = '203.0.113.50';
      const pupils = await Promise.all(Array.from({ length: 35 }, () => start(`?class_code=${cls.joinCode}`, school)));
      expect(pupils.map((res) => res.statusCode)).toEqual(pupils.map(() => 302));
      // Teachers' starts stay limited per address (LOGIN_IP_MAX).
      const teachers = [];
      for (let i = 0; i <= t.config.loginPerIp.max; i += 1) teachers.push((await start('', '203.0.113.51')).statusCode);
      expect(teachers.at(-1)).toBe(429);
      expect(teachers.slice(0, -1).every((status) => status === 302)).toBe(true);

      const guesser = '198.51.100.50';
      expectError(await start('?class_code=NOSUCHCODE', guesser), 404, OIDC_MESSAGES.classCodeWrong);
      expectError(await start('?class_code=NOSUCHCOD2', guesser), 404, OIDC_MESSAGES.classCodeWrong);
      expect(expectError(await start('?class_code=NOSUCHCOD3', guesser), 429).code).toBe('tooManyAttempts');
      // The working code is refused alike from there, and still starts from the school.
      expect(expectError(await start(`?class_code=${cls.joinCode}`, guesser), 429).code).toBe('tooManyAttempts');
      expect((await start(`?class_code=${cls.joinCode}`, school)).statusCode).toBe(302);
    } finally {
      await t.close();
      await idp.close();
    }
  }, 60_000);
});

describe('sign-in with a provider whose id_token carries only the subject (the rest in userinfo)', () => {
  it('reads the name and the verified e-mail address from userinfo', async () => {
    const idp = await startOidcProvider({ redirectUri: REDIRECT_URI, thinIdTokens: true });
    const t = await createTestApp({ publicUrl: SITE, oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, name: 'Okta' } });
    try {
      idp.addAccount({ sub: 'thin-1', email: 'frink@springfield.edu', email_verified: true, name: 'John Frink' });
      idp.signInAs('thin-1');
      const start = await t.app.inject({ url: '/api/auth/oidc/start' });
      const answer = await idp.authorize(start.headers.location as string);
      const res = await t.app.inject({ url: `${answer.pathname}${answer.search}`, headers: { cookie: String(start.headers['set-cookie']).split(';', 1)[0]! } });
      const code = new URLSearchParams(new URL(res.headers.location as string, SITE).hash.slice(1)).get('code');
      const { user } = (await t.app.inject({ method: 'POST', url: '/api/auth/oidc/session', payload: { code } })).json();
      expect(user).toMatchObject({ name: 'John Frink', email: 'frink@springfield.edu' });
    } finally {
      await t.close();
      await idp.close();
    }
  });
});

describe('sign-in when the school’s provider does not answer', () => {
  it('sends the person back to the sign-in page to try later, at the start and at the callback', async () => {
    const idp = await startOidcProvider({ redirectUri: REDIRECT_URI });
    const settings = { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, name: 'Springfield School' };
    const t = await createTestApp({ publicUrl: SITE, oidc: settings });
    const down = await createTestApp({ publicUrl: SITE, oidc: { ...settings, issuer: 'http://127.0.0.1:9' } });
    try {
      const refused = await down.app.inject({ url: '/api/auth/oidc/start' });
      expect(refused.statusCode).toBe(302);
      expect(refused.headers.location).toBe('/login?school_error=unavailable');

      idp.addAccount({ sub: 'teacher-9', name: 'Hoover' });
      idp.signInAs('teacher-9');
      const start = await t.app.inject({ url: '/api/auth/oidc/start' });
      const answer = await idp.authorize(start.headers.location as string);
      await idp.close();
      const res = await t.app.inject({ url: `${answer.pathname}${answer.search}`, headers: { cookie: String(start.headers['set-cookie']).split(';', 1)[0]! } });
      expect(res.headers.location).toBe('/login?school_error=unavailable');
    } finally {
      await t.close();
      await down.close();
      await idp.close();
    }
  });
});

describe('sign-in through a provider of everyone, kept to the school’s domain (OIDC_HOSTED_DOMAIN)', () => {
  it("lets in the school's Workspace accounts only: another domain's and a personal account are refused", async () => {
    const idp = await startOidcProvider({ redirectUri: REDIRECT_URI });
    const t = await createTestApp({ publicUrl: SITE, oidc: { issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret, name: 'Google', hostedDomain: 'springfield.edu' } });
    const attempt = async (account: SchoolAccount) => {
      idp.addAccount(account);
      idp.signInAs(account.sub);
      const start = await t.app.inject({ url: '/api/auth/oidc/start' });
      const answer = await idp.authorize(start.headers.location as string);
      const res = await t.app.inject({ url: `${answer.pathname}${answer.search}`, headers: { cookie: String(start.headers['set-cookie']).split(';', 1)[0]! } });
      const landed = new URL(res.headers.location as string, SITE);
      return { path: landed.pathname, error: landed.searchParams.get('school_error') };
    };
    try {
      expect(await attempt({ sub: 'school-1', email: 'lisa@springfield.edu', email_verified: true, name: 'Lisa', hd: 'Springfield.edu' })).toEqual({ path: '/login/school', error: null });
      expect(await attempt({ sub: 'other-1', email: 'bart@shelbyville.edu', email_verified: true, name: 'Bart', hd: 'shelbyville.edu' })).toEqual({ path: '/login', error: 'refused' });
      expect(await attempt({ sub: 'personal-1', email: 'homer@gmail.example', email_verified: true, name: 'Homer' })).toEqual({ path: '/login', error: 'refused' });
    } finally {
      await t.close();
      await idp.close();
    }
  });
});
