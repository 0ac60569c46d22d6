import { and, eq } from 'drizzle-orm';
import type { MediaItem, MediaKind, MediaListQuery, MediaListResponse } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { listPage, listWhere } from '../../lib/listing.ts';
import type { Storage } from '../../lib/storage/index.ts';

/** Longest file name kept: names are for finding a file again, not for storing it. */
const NAME_MAX = 200;

/**
 * The name a file is listed under: the last segment of what the browser sent (some send a path), without
 * control characters, at most NAME_MAX characters; null when nothing is left.
 */
export function fileNameOf(sent: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const name = (sent ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, NAME_MAX);
  return name || null;
}

/**
 * GET /api/uploads: one page of the user's own images, sounds or videos, newest first, found by name. Through
 * the (owner_id, kind, created_at, id) index, and the name's trigram index for a search.
 */
export function listMedia(db: Db, storage: Storage, ownerId: string, query: MediaListQuery): Promise<MediaListResponse> {
  const where = listWhere(query.search, [uploads.name], and(eq(uploads.ownerId, ownerId), eq(uploads.kind, query.kind)));
  return listPage(db, uploads, where, query, (row): MediaItem => ({
    id: row.id,
    kind: row.kind as MediaKind,
    url: storage.url(row.key),
    thumbnail_url: row.thumbKey && storage.url(row.thumbKey),
    name: row.name,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  }));
}
