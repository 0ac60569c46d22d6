import { and, asc, eq } from 'drizzle-orm';
import { LTI_MESSAGES, type LtiPlatform, type LtiPlatformInputSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ltiPlatforms } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';

export type PlatformRow = typeof ltiPlatforms.$inferSelect;

const presentPlatform = (row: PlatformRow): LtiPlatform => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  client_id: row.clientId,
  deployment_ids: row.deploymentIds,
  auth_login_url: row.authLoginUrl,
  token_url: row.tokenUrl,
  jwks_url: row.jwksUrl,
  created_at: row.createdAt.toISOString(),
});

export const listPlatforms = async (db: Db) => (await db.select().from(ltiPlatforms).orderBy(asc(ltiPlatforms.name))).map(presentPlatform);

/** The platform a message comes from: by its issuer and, when the message names one, its client id. */
export async function platformOf(db: Db, issuer: string, clientId?: string): Promise<PlatformRow | undefined> {
  const rows = await db.select().from(ltiPlatforms).where(clientId ? and(eq(ltiPlatforms.issuer, issuer), eq(ltiPlatforms.clientId, clientId)) : eq(ltiPlatforms.issuer, issuer));
  // An issuer with several client ids must name the one it means.
  return rows.length === 1 ? rows[0] : undefined;
}

export async function registerPlatform(db: Db, input: z.output<typeof LtiPlatformInputSchema>): Promise<LtiPlatform> {
  if (await platformOf(db, input.issuer, input.client_id)) throw validationFailed({ client_id: [LTI_MESSAGES.platformTaken] });
  const [row] = await db
    .insert(ltiPlatforms)
    .values({ name: input.name, issuer: input.issuer, clientId: input.client_id, deploymentIds: input.deployment_ids, authLoginUrl: input.auth_login_url, tokenUrl: input.token_url, jwksUrl: input.jwks_url })
    .returning();
  return presentPlatform(row!);
}

export async function removePlatform(db: Db, id: string): Promise<boolean> {
  return (await db.delete(ltiPlatforms).where(eq(ltiPlatforms.id, id)).returning({ id: ltiPlatforms.id })).length > 0;
}
