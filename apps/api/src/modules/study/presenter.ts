import type { Highlight, StoredBookmark } from '@folio/shared';
import type { readerBookmarks, readerHighlights } from '../../db/schema.ts';

type BookmarkRow = Pick<typeof readerBookmarks.$inferSelect, 'pageId' | 'label' | 'createdAt'>;
type HighlightRow = typeof readerHighlights.$inferSelect;

/** A bookmark as the API shows it (never the owner's id; the book is the route's). */
export const presentBookmark = (row: BookmarkRow): StoredBookmark => ({ page_id: row.pageId, label: row.label, created_at: row.createdAt.toISOString() });

/** A highlight as the API shows it: its anchor as the two W3C selectors it was made of (never the owner's id). */
export const presentHighlight = (row: HighlightRow): Highlight => ({
  id: row.id,
  ebook_id: row.ebookId,
  page_id: row.pageId,
  color: row.color,
  note: row.note,
  quote: { exact: row.quoteExact, prefix: row.quotePrefix, suffix: row.quoteSuffix },
  position: { start: row.positionStart, end: row.positionEnd },
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
