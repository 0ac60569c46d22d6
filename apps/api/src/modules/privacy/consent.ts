import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CONSENT_REQUEST_DAYS, MESSAGES, PRIVACY_MESSAGES, type ConsentRequest } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { consentRequests, users, type UserRow } from '../../db/schema.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { conflict, HttpError, notFound, validationFailed } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';

const DAY = 86_400_000;

/** Only the token's hash is kept: the link in the parent's mail is the one copy of the token. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function consentMail(child: { name: string; email: string }, link: string, expiresAt: Date) {
  return {
    subject: `${child.name} asks you to agree to a Folio account`,
    text: [
      `Hello,`,
      '',
      `${child.name} (${child.email}) wants to register on Folio, an e-book platform for schools, and gave your address as their parent's or guardian's.`,
      'Children under 13 need a parent’s consent. No account exists until you agree.',
      '',
      `To agree or to decline, open this link before ${expiresAt.toISOString().slice(0, 10)}:`,
      link,
      '',
      'The account keeps the name, e-mail address and password your child entered (no year of birth is kept), what they write and read on Folio, and nothing for advertising.',
      'You or your child can download all of it or delete the account at any time in Settings.',
      'If you do nothing, the request and everything in it is deleted after 7 days.',
    ].join('\n'),
  };
}

/**
 * A child under 13 registers (POST /api/auth/register): no account is made. The request keeps the least the
 * consent needs (name, e-mail, the password's hash, the parent's e-mail, the hash of a random token) for
 * CONSENT_REQUEST_DAYS, and the parent gets the link `{site}/consent/{token}` by e-mail.
 */
export async function requestConsent(db: Db, mailer: Mailer, log: FastifyBaseLogger, input: { name: string; email: string; password: string; parent_email: string }, site: string) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (taken) throw validationFailed({ email: [MESSAGES.emailTaken] });
  const token = randomBytes(32).toString('base64url');
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + CONSENT_REQUEST_DAYS * DAY);
  const [row] = await db.insert(consentRequests).values({
    createdAt,
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    parentEmail: input.parent_email,
    tokenHash: hashOf(token),
    expiresAt,
  }).returning({ id: consentRequests.id });
  try {
    await mailer.send({ to: input.parent_email, ...consentMail(input, `${site}/consent/${token}`, expiresAt) });
  } catch (error) {
    // A request whose link never reached the parent is no use to keep: the child tries again in a moment.
    await db.delete(consentRequests).where(eq(consentRequests.id, row!.id));
    log.error({ err: error }, 'the consent e-mail to a parent could not be sent');
    throw new HttpError(503, PRIVACY_MESSAGES.mailUnavailable);
  }
}

const live = (token: string) => and(eq(consentRequests.tokenHash, hashOf(token)), gt(consentRequests.expiresAt, new Date()));

/** What the child asked for, as the parent sees it; 404 for a link that expired, was answered or never was. */
export async function findConsent(db: Db, token: string): Promise<ConsentRequest> {
  const [row] = await db.select().from(consentRequests).where(live(token));
  if (!row) throw notFound(PRIVACY_MESSAGES.consentUnknown);
  return { name: row.name, email: row.email, created_at: row.createdAt.toISOString(), expires_at: row.expiresAt.toISOString() };
}

/** The parent agrees: the account is made (role user) with what the child entered, and the request goes. */
export async function giveConsent(db: Db, token: string): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.delete(consentRequests).where(live(token)).returning();
      if (!row) throw notFound(PRIVACY_MESSAGES.consentUnknown);
      const [user] = await tx.insert(users).values({ name: row.name, email: row.email, passwordHash: row.passwordHash, role: 'user' }).returning();
      return user!;
    });
  } catch (error) {
    // The address was registered meanwhile (by someone 13 or older): the request stays until it expires.
    if (uniqueViolation(error) !== undefined) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}

/** The parent declines: the request goes, and nothing of it is kept. */
export async function declineConsent(db: Db, token: string) {
  const [row] = await db.delete(consentRequests).where(live(token)).returning({ id: consentRequests.id });
  if (!row) throw notFound(PRIVACY_MESSAGES.consentUnknown);
}

/** The maintenance step: requests no parent answered in time are removed. */
export async function purgeExpiredConsents(db: Db): Promise<number> {
  const rows = await db.delete(consentRequests).where(lte(consentRequests.expiresAt, new Date())).returning({ id: consentRequests.id });
  return rows.length;
}
