import { randomBytes, createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../../db/client.ts';
import { ebooks, ltiAccounts, ltiGrades, ltiHandoffs, ltiPlatforms, ltiStates, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { PlatformRow } from './platforms.ts';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
export const CLAIMS = {
  messageType: `${LTI}/message_type`,
  version: `${LTI}/version`,
  deploymentId: `${LTI}/deployment_id`,
  targetLinkUri: `${LTI}/target_link_uri`,
  resourceLink: `${LTI}/resource_link`,
  custom: `${LTI}/custom`,
  roles: `${LTI}/roles`,
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  deepLinking: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  toolPlatform: `${LTI}/tool_platform`,
} as const;
export const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

/** How long a login may take to come back as a launch, and a launch's handoff to be taken up by the browser. */
const STATE_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 2 * 60_000;
/** A deep-linking request stays answerable while the teacher picks a book. */
const DEEP_LINK_TTL_MS = 60 * 60_000;

/** A refused launch: 401, with the reason in words (the LMS shows it to its user). */
const refused = (reason: string) => new HttpError(401, `The launch from your course could not be verified: ${reason}.`);

const token = () => randomBytes(24).toString('base64url');

/** Begins a login the LMS asked for (OIDC third-party initiated login): a state and nonce, kept until the launch brings them back. */
export async function beginLogin(db: Db, platform: PlatformRow): Promise<{ state: string; nonce: string }> {
  const state = token();
  const nonce = token();
  await db.insert(ltiStates).values({ state, nonce, platformId: platform.id, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
  return { state, nonce };
}

// One key set per LMS address for the process: jose caches its keys and fetches again for a key it does not know,
// but not within 30 s of its last fetch; an LMS that has just rotated its key is read again at once (below).
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetOf = (url: string) => keySets.get(url) ?? keySets.set(url, createRemoteJWKSet(new URL(url))).get(url)!;
const rereadAt = new Map<string, number>();
/** An unknown key may be read for at most once in this long per LMS: a launch cannot make Folio fetch a key set at will. */
const REREAD_MS = 5_000;

/** The token's claims, verified with the LMS's key set; a key new to the cached set has the set read again once (rotation). */
async function verifyWithKeySet(idToken: string, platform: PlatformRow) {
  const checks = { issuer: platform.issuer, audience: platform.clientId, algorithms: ['RS256'], requiredClaims: ['exp', 'iat', 'sub', 'nonce'], clockTolerance: 5 };
  try {
    return (await jwtVerify(idToken, keySetOf(platform.jwksUrl), checks)).payload;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY' || Date.now() - (rereadAt.get(platform.jwksUrl) ?? 0) < REREAD_MS) throw error;
    rereadAt.set(platform.jwksUrl, Date.now());
    keySets.delete(platform.jwksUrl);
    return (await jwtVerify(idToken, keySetOf(platform.jwksUrl), checks)).payload;
  }
}

export interface Launch {
  platform: PlatformRow;
  claims: JWTPayload & Record<string, unknown>;
}

/**
 * Verifies a launch (the id_token the LMS posts back with the state): the state is taken once and must not have
 * expired; the token must be signed by the LMS's key (RS256), from its issuer, for Folio's client id (and, with
 * several audiences, authorised for it), not expired, with the nonce of that state, LTI 1.3.0, from a known
 * deployment, and a message Folio answers.
 */
export async function verifyLaunch(db: Db, idToken: string, state: string, platforms: (id: string) => Promise<PlatformRow | undefined>): Promise<Launch> {
  const [kept] = await db.delete(ltiStates).where(and(eq(ltiStates.state, state), gt(ltiStates.expiresAt, new Date()))).returning();
  if (!kept) throw refused('the sign-in has expired or was used already');
  const platform = await platforms(kept.platformId);
  if (!platform) throw refused('the LMS is not registered');
  let claims: Launch['claims'];
  try {
    claims = (await verifyWithKeySet(idToken, platform)) as Launch['claims'];
  } catch (error) {
    throw refused(`the LMS's token was refused (${(error as { code?: string }).code ?? 'invalid'})`);
  }
  if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== platform.clientId) throw refused('the token is not authorised for Folio');
  if (claims.nonce !== kept.nonce) throw refused('the nonce does not match');
  if (claims[CLAIMS.version] !== '1.3.0') throw refused('only LTI 1.3.0 is supported');
  const deployment = claims[CLAIMS.deploymentId];
  if (typeof deployment !== 'string' || (platform.deploymentIds.length > 0 && !platform.deploymentIds.includes(deployment))) throw refused('the deployment is not registered');
  if (!['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'].includes(claims[CLAIMS.messageType] as string)) throw refused('the message type is not supported');
  return { platform, claims };
}

/**
 * The Folio account of the LMS user: found by platform and `sub`, or made at their first launch as a reader
 * with the name the LMS gives. It is never matched by e-mail address (an LMS could claim anyone's), so its
 * address is Folio's own, and its password is random (it signs in through its LMS only).
 */
export async function accountOf(db: Db, platform: PlatformRow, claims: Launch['claims']) {
  const sub = String(claims.sub);
  const [known] = await db.select({ user: users }).from(ltiAccounts).innerJoin(users, eq(users.id, ltiAccounts.userId)).where(and(eq(ltiAccounts.platformId, platform.id), eq(ltiAccounts.sub, sub)));
  if (known) return known.user;
  const name = [claims.name, [claims.given_name, claims.family_name].filter(Boolean).join(' ')].find((n) => typeof n === 'string' && n.trim()) as string | undefined;
  const handle = createHash('sha256').update(`${platform.id}:${sub}`).digest('hex').slice(0, 20);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: (name ?? 'Reader').slice(0, 100), email: `lti-${handle}@lti.folio.invalid`, passwordHash: await hashPassword(token()), hasPassword: false, role: 'user' })
      .onConflictDoUpdate({ target: users.email, set: { updatedAt: sql`now()` } })
      .returning();
    await tx.insert(ltiAccounts).values({ platformId: platform.id, sub, userId: user!.id }).onConflictDoNothing();
    return user!;
  });
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The book a resource link opens: its custom `ebook_id` (set by Folio's deep linking), or the book named in its target address. */
export async function linkedBook(db: Db, claims: Launch['claims']): Promise<string> {
  const custom = claims[CLAIMS.custom] as Record<string, unknown> | undefined;
  const id = (typeof custom?.ebook_id === 'string' ? custom.ebook_id : undefined) ?? String(claims[CLAIMS.targetLinkUri] ?? '').match(UUID)?.[0];
  const [book] = id && UUID.test(id) ? await db.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.id, id)) : [];
  if (!book) throw new HttpError(404, 'The book this course links to is not in Folio.');
  return book.id;
}

/** Keeps where the reader's score in this book goes: the line item of their launch, when the LMS lets Folio post scores. */
export async function keepGradeLink(db: Db, userId: string, ebookId: string, launch: Launch): Promise<void> {
  const ags = launch.claims[CLAIMS.ags] as { lineitem?: string; scope?: string[] } | undefined;
  if (!ags?.lineitem || !ags.scope?.includes(SCORE_SCOPE)) return;
  const values = { userId, ebookId, platformId: launch.platform.id, sub: String(launch.claims.sub), lineItem: ags.lineitem };
  await db.insert(ltiGrades).values(values).onConflictDoUpdate({ target: [ltiGrades.userId, ltiGrades.ebookId, ltiGrades.platformId], set: { sub: values.sub, lineItem: values.lineItem } });
}

/**
 * Keeps which LMS the platform is, as its verified launch says (LTI 1.3 Core, the platform instance claim `tool_platform`, its
 * `product_family_code`: `canvas`, `moodle`, `schoology`…), for its scores to be worded as that LMS shows them
 * (grades.ts). Written only when it changes: a launch that names none leaves what an earlier one said.
 */
export async function keepProductFamily(db: Db, launch: Launch): Promise<void> {
  const claim = launch.claims[CLAIMS.toolPlatform] as { product_family_code?: unknown } | undefined;
  const code = typeof claim?.product_family_code === 'string' ? claim.product_family_code.trim().toLowerCase().slice(0, 100) : '';
  if (!code || code === launch.platform.productFamily) return;
  await db.update(ltiPlatforms).set({ productFamily: code }).where(eq(ltiPlatforms.id, launch.platform.id));
}

/**
 * Keeps the origin of an LMS page a verified launch names (its deep-linking return address): a site of the LMS
 * that may frame Folio's LTI pages (page-policy.ts), as a school's Canvas is at another origin than its issuer.
 */
export async function keepFrameOrigin(db: Db, platform: PlatformRow, address: string): Promise<void> {
  let origin: string;
  try {
    origin = new URL(address).origin;
  } catch {
    return;
  }
  if (origin === 'null' || platform.frameOrigins.includes(origin)) return;
  await db.update(ltiPlatforms).set({ frameOrigins: sql`(select coalesce(jsonb_agg(distinct o), '[]'::jsonb) from jsonb_array_elements_text(${ltiPlatforms.frameOrigins} || ${JSON.stringify([origin])}::jsonb) o)` }).where(eq(ltiPlatforms.id, platform.id));
}

/** A one-time code that hands the launch to the browser: the account to sign in, and the book or the deep-linking request. */
export async function handOff(db: Db, userId: string, target: { ebookId: string; courseId?: string } | { deepLink: NonNullable<typeof ltiHandoffs.$inferInsert.deepLink> }): Promise<string> {
  const code = token();
  const ttl = 'deepLink' in target ? DEEP_LINK_TTL_MS : HANDOFF_TTL_MS;
  await db.insert(ltiHandoffs).values({ code, userId, ...target, expiresAt: new Date(Date.now() + ttl) });
  return code;
}

/** Forgets the logins never launched and the handoffs never taken up, once expired (maintenance). */
export async function purgeExpiredLaunches(db: Db): Promise<void> {
  const now = new Date();
  await db.delete(ltiStates).where(lt(ltiStates.expiresAt, now));
  await db.delete(ltiHandoffs).where(lt(ltiHandoffs.expiresAt, now));
}
