import { and, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ltiHandoffs, ltiPlatforms } from '../../db/schema.ts';

/** The web app's pages an LMS opens (apps/web/src/features/lti): the launch's landing, the book picker, a course's results. */
export const LTI_PAGE = /^\/lti(?:\/|$)/;
const PICK_PAGE = /^\/lti\/pick\/([^/]+)$/;
const ENTER_PAGE = '/lti/enter';

/** What one LTI page's Content-Security-Policy allows beyond the site's own (plugins/security.ts). */
export interface PagePolicy {
  /** The sites that may frame the page: the registered LMSs'. */
  frameAncestors: string[];
  /** Where the page may post a form: the one LMS address the deep-linking answer goes to. */
  formAction: string[];
}

const originOf = (address: string) => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * An address as a CSP source that matches it alone (CSP3 §2.3.1: no query, and `;` and `,` escaped, as they would
 * end the source); null for an address that is not http(s).
 */
function exactSource(address: string): string | null {
  try {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname.replace(/;/g, '%3B').replace(/,/g, '%2C')}`;
  } catch {
    return null;
  }
}

/**
 * The policy of an LTI page: framed by the registered LMSs only (their issuer's, sign-in's and seen pages'
 * origins, so that a course page embeds Folio when its LMS asks for a frame), and, for a deep-linking request
 * still open, the form posted to that request's own return address, and no other: on the landing page of its
 * launch (`/lti/enter?link=<id>`, which shows the picker in the same document, so its policy is the picker's),
 * and on the picker's own address (`/lti/pick/<code>`, loaded again).
 */
export async function ltiPagePolicy(db: Db, path: string, query: Record<string, unknown> = {}): Promise<PagePolicy | undefined> {
  if (!LTI_PAGE.test(path)) return undefined;
  const platforms = await db.select({ issuer: ltiPlatforms.issuer, authLoginUrl: ltiPlatforms.authLoginUrl, frameOrigins: ltiPlatforms.frameOrigins }).from(ltiPlatforms);
  const origins = new Set(platforms.flatMap((p) => [p.issuer, p.authLoginUrl, ...p.frameOrigins].map(originOf).filter((o): o is string => o !== null)));
  const formAction: string[] = [];
  const code = path.match(PICK_PAGE)?.[1];
  const link = path === ENTER_PAGE && typeof query.link === 'string' ? query.link : undefined;
  const which: SQL | undefined = code ? eq(ltiHandoffs.code, code) : link ? sql`${ltiHandoffs.deepLink}->>'linkId' = ${link}` : undefined;
  if (which) {
    const [request] = await db
      .select({ deepLink: ltiHandoffs.deepLink })
      .from(ltiHandoffs)
      .where(and(which, isNotNull(ltiHandoffs.deepLink), gt(ltiHandoffs.expiresAt, new Date())));
    const source = request?.deepLink && exactSource(request.deepLink.returnUrl);
    if (source) formAction.push(source);
  }
  return { frameAncestors: [...origins], formAction };
}
