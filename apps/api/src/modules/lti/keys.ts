import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

// The key jose signs with (a WebCrypto key on Node).
type KeyLike = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
import type { Db } from '../../db/client.ts';
import { ltiKeys } from '../../db/schema.ts';

/**
 * Folio's signing key as an LTI tool (RS256), kept in the database so that every instance signs with the same
 * key and the LMS finds it in one key set. Made at the first use; the newest key signs, and every key stays in
 * the key set (GET /api/lti/jwks), so that a new key never breaks a signature an LMS is still checking.
 */
export async function signingKey(db: Db): Promise<{ kid: string; key: KeyLike }> {
  const [newest] = await db.select().from(ltiKeys).orderBy(desc(ltiKeys.createdAt)).limit(1);
  if (newest) return { kid: newest.kid, key: (await importJWK(newest.privateJwk as JWK, 'RS256')) as KeyLike };
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  // Two instances making the first key at once both keep theirs: both are published, either may sign.
  await db.insert(ltiKeys).values({ kid, privateJwk: await exportJWK(privateKey), publicJwk }).onConflictDoNothing();
  return { kid, key: privateKey };
}

/** The public keys, as a JSON Web Key Set. */
export async function keySet(db: Db): Promise<{ keys: Record<string, unknown>[] }> {
  await signingKey(db);
  const rows = await db.select({ publicJwk: ltiKeys.publicJwk }).from(ltiKeys).orderBy(desc(ltiKeys.createdAt));
  return { keys: rows.map((row) => row.publicJwk) };
}
