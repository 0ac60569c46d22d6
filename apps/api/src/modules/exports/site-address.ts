import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

/**
 * The site an offline flipbook is exported from, whose events route its reader sends its reading to while the
 * browser is online (OfflineBook.analytics_url): PUBLIC_URL, or, without it, the address the export was asked at
 * (seo/origin.ts). The job that packs the book has no request, so the address is kept from the asking (in the same
 * transaction as the export, in app_meta under the export's id) until the job is done with it.
 */
const keyOf = (exportId: string) => `export_site:${exportId}`;

/** The events route of Folio's API on a site (app.ts, analytics/routes.ts). */
export const eventsAddressOf = (site: string) => `${site}/api/public/events`;

/** Keeps the site an export is asked at, for its job; an address that cannot be told (a Host header of no shape) is not kept. */
export async function keepSiteAddress(tx: Db, exportId: string, site: string | undefined) {
  if (site) await tx.insert(appMeta).values({ key: keyOf(exportId), value: site }).onConflictDoNothing();
}

/** The site the export was asked at, or null (none could be told, or the export was asked for before sites were kept). */
export async function siteAddressOf(db: Db, exportId: string): Promise<string | null> {
  const [kept] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, keyOf(exportId)));
  return kept?.value ?? null;
}

/** Once exports are done with (finished, failed, replaced or gone), what was kept for them goes. */
export async function forgetSiteAddresses(db: Db, exportIds: string[]) {
  if (exportIds.length) await db.delete(appMeta).where(inArray(appMeta.key, exportIds.map(keyOf)));
}
