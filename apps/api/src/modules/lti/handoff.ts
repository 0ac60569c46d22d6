import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { LTI_MESSAGES, type LtiDeepLinkAnswer } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { ebooks, ltiHandoffs, ltiPlatforms, users } from '../../db/schema.ts';
import { HttpError, validationFailed } from '../../lib/http-error.ts';
import { signingKey } from './keys.ts';

const gone = (message: string) => new HttpError(410, message);

/** Takes a launch's one-time code: the account to sign in and where to go. A code used, unknown or expired is 410. */
export async function takeHandoff(db: Db, code: string) {
  const [row] = await db
    .update(ltiHandoffs)
    .set({ usedAt: new Date() })
    .where(and(eq(ltiHandoffs.code, code), isNull(ltiHandoffs.usedAt), gt(ltiHandoffs.expiresAt, new Date())))
    .returning();
  if (!row) throw gone(LTI_MESSAGES.handoffExpired);
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user?.isActive) throw gone(LTI_MESSAGES.handoffExpired);
  return { user, ebookId: row.ebookId, deepLink: row.deepLink ? code : null, courseId: row.courseId };
}

/** How the book opens in the LMS (Deep Linking 2.0 §3.3.1): in a frame of the course's page when the LMS offers
 * one, else in a window of its own when it offers that; the LMS's default when it names neither. */
function presentationFor(targets: string[] = []) {
  if (targets.includes('iframe')) return { iframe: { width: 1024, height: 768 } };
  if (targets.includes('window')) return { window: { targetName: 'folio' } };
  return {};
}

/**
 * Answers a teacher's deep-linking request with the book they picked (LTI Deep Linking 2.0): a resource link to
 * the book, with a gradebook line item worth 100, as a JWT signed with Folio's key, for the browser to post to
 * the LMS's return address. Only the teacher who launched it, while it lasts, and only a book anyone may read.
 */
export async function answerDeepLink(db: Db, code: string, userId: string, ebookId: string, launchUrl: string): Promise<LtiDeepLinkAnswer> {
  const [row] = await db.select().from(ltiHandoffs).where(and(eq(ltiHandoffs.code, code), eq(ltiHandoffs.userId, userId), gt(ltiHandoffs.expiresAt, new Date())));
  if (!row?.deepLink) throw gone(LTI_MESSAGES.deepLinkExpired);
  const [platform] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, row.deepLink.platformId));
  if (!platform) throw gone(LTI_MESSAGES.deepLinkExpired);
  const [book] = await db.select({ id: ebooks.id, title: ebooks.title, description: ebooks.description, status: ebooks.status, approval: ebooks.approvalStatus, finalPrice: ebooks.finalPrice }).from(ebooks).where(eq(ebooks.id, ebookId));
  if (!book || book.status !== 'published' || book.approval !== 'approved' || book.finalPrice > 0) throw validationFailed({ ebook_id: [LTI_MESSAGES.notLinkable] });

  const item = {
    type: 'ltiResourceLink',
    title: book.title,
    ...(book.description && { text: book.description.slice(0, 500) }),
    url: launchUrl,
    custom: { ebook_id: book.id },
    lineItem: { scoreMaximum: 100, label: book.title, resourceId: book.id },
    ...presentationFor(row.deepLink.targets),
  };
  const { kid, key } = await signingKey(db);
  const jwt = await new SignJWT({
    // The Security Framework (§5.1.2) asks every message JWT for a nonce: this answer's too, used once.
    nonce: randomUUID(),
    'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
    'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
    'https://purl.imsglobal.org/spec/lti/claim/deployment_id': row.deepLink.deploymentId,
    'https://purl.imsglobal.org/spec/lti-dl/claim/content_items': [item],
    ...(row.deepLink.data !== undefined && { 'https://purl.imsglobal.org/spec/lti-dl/claim/data': row.deepLink.data }),
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(key);
  // Answered once: the LMS takes one answer to a request.
  await db.delete(ltiHandoffs).where(eq(ltiHandoffs.code, code));
  return { return_url: row.deepLink.returnUrl, jwt };
}
