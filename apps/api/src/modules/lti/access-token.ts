import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Db } from '../../db/client.ts';
import { ltiAccessTokens } from '../../db/schema.ts';
import { signingKey } from './keys.ts';
import type { PlatformRow } from './platforms.ts';

export const TIMEOUT_MS = 15_000;
/** A token is not used in its last minute: a request begun then could reach the LMS after it expired. */
const MARGIN_MS = 60_000;
/** How long a token lasts when the LMS does not say (RFC 6749 §5.1 makes `expires_in` optional). */
const DEFAULT_LIFETIME_S = 3600;

/**
 * An access token of the LMS for `scope` (LTI Security Framework §4.1: OAuth 2 client credentials, with a client
 * assertion signed by Folio's key, RFC 7523): the one kept in the database while it lasts, else a new one, kept
 * for the next score or roster read, by whichever instance sends it (docs/decisions/023).
 */
export async function accessTokenFor(db: Db, platform: PlatformRow, scope: string): Promise<string> {
  const [kept] = await db
    .select({ token: ltiAccessTokens.accessToken })
    .from(ltiAccessTokens)
    .where(and(eq(ltiAccessTokens.platformId, platform.id), eq(ltiAccessTokens.scope, scope), gt(ltiAccessTokens.expiresAt, new Date(Date.now() + MARGIN_MS))));
  if (kept) return kept.token;

  const { kid, key } = await signingKey(db);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.tokenUrl)
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(key);
  const answer = await fetch(platform.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer', client_assertion: assertion, scope }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`The LMS refused an access token: ${answer.status}`);
  const { access_token: token, expires_in: lifetime } = (await answer.json()) as { access_token?: string; expires_in?: number };
  if (!token) throw new Error('The LMS answered no access token');
  const expiresAt = new Date(Date.now() + (typeof lifetime === 'number' && lifetime > 0 ? lifetime : DEFAULT_LIFETIME_S) * 1000);
  // Two instances asking at once both keep a valid token: the later one stays.
  await db
    .insert(ltiAccessTokens)
    .values({ platformId: platform.id, scope, accessToken: token, expiresAt })
    .onConflictDoUpdate({ target: [ltiAccessTokens.platformId, ltiAccessTokens.scope], set: { accessToken: token, expiresAt } });
  return token;
}

/** Forgets a token the LMS no longer takes (revoked before it expired): the next request asks for another. */
export async function forgetAccessToken(db: Db, platformId: string, scope: string, token: string): Promise<void> {
  await db.delete(ltiAccessTokens).where(and(eq(ltiAccessTokens.platformId, platformId), eq(ltiAccessTokens.scope, scope), eq(ltiAccessTokens.accessToken, token)));
}
