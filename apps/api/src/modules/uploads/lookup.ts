import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { UploadKind } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { keyOfUrl } from '../../lib/storage/index.ts';

type UploadRow = typeof uploads.$inferSelect;

interface Wanted {
  kind: UploadKind;
  /** Whose uploads count (any account's when not given). */
  ownerIds?: string[];
  /** Whether the URL of the upload's thumbnail names it too (a cover may be either). */
  thumbnail?: boolean;
}

/**
 * The upload row a URL of this site names, when it is of the kind and made by one of the owners; undefined
 * for anything else (another account's file, a made-up or foreign address). The row, not the URL, then
 * vouches for the file's key, so that no path from a client reaches the file system.
 */
export async function findUpload(db: Db, url: string, { kind, ownerIds, thumbnail = false }: Wanted): Promise<UploadRow | undefined> {
  const key = keyOfUrl(url);
  if (!key || ownerIds?.length === 0) return undefined;
  const named: SQL | undefined = thumbnail ? or(eq(uploads.key, key), eq(uploads.thumbKey, key)) : eq(uploads.key, key);
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(named, eq(uploads.kind, kind), ownerIds ? inArray(uploads.ownerId, ownerIds) : undefined))
    .limit(1);
  return row;
}
