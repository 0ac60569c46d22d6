import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsentRequestResponseSchema, MESSAGES, PRIVACY_MESSAGES } from '@folio/shared';
import { consentRequests, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { runMaintenance } from '../maintenance/jobs.ts';
import { smtpPeer, textOf } from './fixtures/people.ts';

const SITE = 'https://folio.school.example';

describe("a child's registration and their parent's consent", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpPeer>>;
  const year = new Date().getUTCFullYear();
  beforeAll(async () => {
    smtp = await smtpPeer();
    t = await createTestApp({ ...NO_IP_LIMIT, smtpUrl: smtp.url, publicUrl: SITE, mailFrom: 'Folio <folio@school.example>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { password: 'child-secret', accept_terms: true, ...payload } });
  const consent = (method: 'GET' | 'POST' | 'DELETE', token: string) => t.app.inject({ method, url: `/api/auth/consent/${token}` });

  /** Registers a child and answers the token of the link their parent received. */
  async function childRegisters(email: string, parent = 'parent@example.com') {
    const before = smtp.received.length;
    const res = await register({ name: 'Young Reader', email, birth_year: year - 9, parent_email: parent });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: PRIVACY_MESSAGES.consentSent });
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([parent]);
    const link = new RegExp(`${SITE}/consent/([A-Za-z0-9_-]{43})`).exec(textOf(mail));
    expect(link, textOf(mail)).not.toBeNull();
    return link![1]!;
  }

  it('should make no account for a child who may be under 13, keep the request with a hashed token and mail the parent the link', async () => {
    const token = await childRegisters('young@example.com');
    expect(await findUser(t.db, 'young@example.com')).toBeUndefined();
    const [row] = await t.db.select().from(consentRequests).where(eq(consentRequests.email, 'young@example.com'));
    expect(row).toMatchObject({ name: 'Young Reader', parentEmail: 'parent@example.com', tokenHash: createHash('sha256').update(token).digest('hex') });
    expect(row!.passwordHash).not.toContain('child-secret');
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(7 * 86_400_000);
    const text = textOf(smtp.received.at(-1)!);
    expect(text).toContain('Young Reader (young@example.com)');
    expect(smtp.received.at(-1)!.body).toMatch(/^From: Folio <folio@school\.example>/m);

    // The parent reads what was asked, then agrees: the account exists and signs in with the child's password.
    const asked = await consent('GET', token);
    expect(asked.statusCode).toBe(200);
    expect(ConsentRequestResponseSchema.parse(asked.json()).data).toMatchObject({ name: 'Young Reader', email: 'young@example.com' });
    const given = await consent('POST', token);
    expect(given.statusCode).toBe(201);
    expect(given.json()).toEqual({ message: PRIVACY_MESSAGES.consentGiven });
    expect(await findUser(t.db, 'young@example.com')).toMatchObject({ name: 'Young Reader', role: 'user' });
    expect(await t.login('young@example.com', 'child-secret')).toEqual(expect.any(String));
    expect(await t.db.select().from(consentRequests).where(eq(consentRequests.email, 'young@example.com'))).toEqual([]);
    // The link worked once.
    expectError(await consent('POST', token), 404, PRIVACY_MESSAGES.consentUnknown);
    expectError(await consent('GET', token), 404, PRIVACY_MESSAGES.consentUnknown);
  });

  it('should count a child who turns 13 this year as under 13, and register 14 and older at once without keeping the year', async () => {
    expect((await register({ name: 'Thirteen', email: 'thirteen@example.com', birth_year: year - 13, parent_email: 'p13@example.com' })).statusCode).toBe(202);
    const adult = await register({ name: 'Fourteen', email: 'fourteen@example.com', birth_year: year - 14 });
    expect(adult.statusCode).toBe(201);
    expect(adult.json().user).not.toHaveProperty('birth_year');
    // A parent's address given by someone old enough is neither needed nor kept.
    expect((await register({ name: 'Adult', email: 'adult@example.com', birth_year: 1980, parent_email: 'mum@example.com' })).statusCode).toBe(201);
    expect(await t.db.select().from(consentRequests).where(eq(consentRequests.parentEmail, 'mum@example.com'))).toEqual([]);
  });

  it("should let the parent decline: the request goes and no account is made", async () => {
    const token = await childRegisters('declined@example.com');
    const res = await consent('DELETE', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PRIVACY_MESSAGES.consentDeclined });
    expect(await t.db.select().from(consentRequests).where(eq(consentRequests.email, 'declined@example.com'))).toEqual([]);
    expect(await findUser(t.db, 'declined@example.com')).toBeUndefined();
    expectError(await consent('POST', token), 404, PRIVACY_MESSAGES.consentUnknown);
  });

  it("should refuse a missing or bad parent's e-mail and a bad year on their fields, and an address already registered", async () => {
    const missing = expectError(await register({ name: 'Kid', email: 'kid@example.com', birth_year: year - 8 }), 422);
    expect(missing.errors).toEqual({ parent_email: [PRIVACY_MESSAGES.parentEmailRequired] });
    expect(expectError(await register({ name: 'Kid', email: 'kid@example.com', birth_year: year - 8, parent_email: 'kid@example.com' }), 422).errors).toEqual({ parent_email: [PRIVACY_MESSAGES.parentEmailOwn] });
    expect(expectError(await register({ name: 'Kid', email: 'kid@example.com', birth_year: year - 8, parent_email: 'nope' }), 422).errors).toEqual({ parent_email: [MESSAGES.invalidEmail] });
    expect(expectError(await register({ name: 'Kid', email: 'kid@example.com', birth_year: year + 1 }), 422).errors).toEqual({ birth_year: [PRIVACY_MESSAGES.birthYearInvalid] });
    expect(expectError(await register({ name: 'Kid', email: 'kid@example.com' }), 422).errors).toEqual({ birth_year: [PRIVACY_MESSAGES.birthYearRequired] });
    expect(expectError(await register({ name: 'Kid', email: 'admin@folio.test', birth_year: year - 8, parent_email: 'p@example.com' }), 422).errors).toEqual({ email: [MESSAGES.emailTaken] });
    expect(await t.db.select().from(consentRequests).where(eq(consentRequests.email, 'kid@example.com'))).toEqual([]);
  });

  it('should answer 404 to an unknown or expired link, and the maintenance should remove expired requests', async () => {
    expectError(await consent('GET', 'never-issued-token'), 404, PRIVACY_MESSAGES.consentUnknown);
    const token = await childRegisters('late@example.com');
    await t.db.update(consentRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(consentRequests.email, 'late@example.com'));
    expectError(await consent('GET', token), 404, PRIVACY_MESSAGES.consentUnknown);
    expectError(await consent('POST', token), 404, PRIVACY_MESSAGES.consentUnknown);
    expect(await runMaintenance(t.app)).toBe(true);
    expect(await t.db.select().from(consentRequests).where(eq(consentRequests.email, 'late@example.com'))).toEqual([]);
  });

  it('should answer 409 when the address was registered before the parent agreed', async () => {
    const token = await childRegisters('raced@example.com');
    await t.db.insert(users).values({ name: 'First', email: 'raced@example.com', passwordHash: 'x' });
    expectError(await consent('POST', token), 409, MESSAGES.emailTaken);
  });

  it('should answer 503 and keep nothing when the mail server cannot be reached', async () => {
    const offline = await createTestApp({ ...NO_IP_LIMIT, smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const res = await offline.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Kid', email: 'unsent@example.com', password: 'child-secret', accept_terms: true, birth_year: year - 8, parent_email: 'p@example.com' } });
      expectError(res, 503, PRIVACY_MESSAGES.mailUnavailable);
      expect(await offline.db.select().from(consentRequests)).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});
