import { eq } from 'drizzle-orm';
import { LRS_MESSAGES, type LrsInput, type LrsSettings } from '@folio/shared';
import type { Lrs } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ebookLrs } from '../../db/schema.ts';
import { validationFailed } from '../../lib/http-error.ts';

/** A book's LRS as its owner sees it: the address and key, whether a secret is kept (never the secret), and whether the site has an LRS. */
export async function lrsSettingsOf(db: Db, ebookId: string, site: Lrs | undefined): Promise<LrsSettings> {
  const [row] = await db.select().from(ebookLrs).where(eq(ebookLrs.ebookId, ebookId));
  return { endpoint: row?.endpoint ?? null, username: row?.username ?? null, has_password: !!row, site_lrs: !!site };
}

/** Saves a book's own LRS; a secret left out keeps the one saved, and a first save needs one. */
export async function saveLrsSettings(db: Db, ebookId: string, input: LrsInput, site: Lrs | undefined): Promise<LrsSettings> {
  const [saved] = await db.select({ password: ebookLrs.password }).from(ebookLrs).where(eq(ebookLrs.ebookId, ebookId));
  const password = input.password ?? saved?.password;
  if (!password) throw validationFailed({ password: [LRS_MESSAGES.password] });
  const values = { endpoint: input.endpoint.replace(/\/+$/, ''), username: input.username, password, updatedAt: new Date() };
  await db.insert(ebookLrs).values({ ebookId, ...values }).onConflictDoUpdate({ target: ebookLrs.ebookId, set: values });
  return lrsSettingsOf(db, ebookId, site);
}

/** The book sends to the site's LRS again (or nowhere, when the site has none). */
export async function removeLrsSettings(db: Db, ebookId: string, site: Lrs | undefined): Promise<LrsSettings> {
  await db.delete(ebookLrs).where(eq(ebookLrs.ebookId, ebookId));
  return lrsSettingsOf(db, ebookId, site);
}
