import { pageSizeOf, type Ebook, type EbookAbilities, type Language, type Named, type PublicEbook } from '@folio/shared';
import type { ebooks } from '../../db/schema.ts';
import { translated } from '../../lib/translated.ts';

export type EbookRow = typeof ebooks.$inferSelect;

/** The names a book's answer shows beside its own columns, loaded once per page of books. */
export interface Related {
  authors: Map<string, Named[]>;
  categories: Map<string, Named[]>;
  users: Map<string, Named>;
  publishers: Map<string, Named>;
}

/** The page size the book is laid out at: the stored portrait size turned by the orientation. */
export const effectiveSize = (b: EbookRow) => pageSizeOf({ page_dimension: b.pageDimension, width: b.width, height: b.height, orientation: b.orientation });

/**
 * The fields visitors may see (see PublicEbook: no file URL, no approval details, no owner); the title and the
 * description in `language` where they are translated into it (the categories' names come so in `r`).
 */
export const presentPublicEbook = (b: EbookRow, r: Related, language?: Language): PublicEbook => ({
  id: b.id,
  title: translated(b.translations, language, 'title', b.title),
  slug: b.slug,
  description: translated(b.translations, language, 'description', b.description),
  authors: r.authors.get(b.id) ?? [],
  categories: r.categories.get(b.id) ?? [],
  book_type: b.bookType,
  page_dimension: b.pageDimension,
  ...effectiveSize(b),
  orientation: b.orientation,
  pdf_page_count: b.pdfPageCount,
  cover_image: b.coverImage,
  price: b.price,
  discount: b.discount,
  discount_type: b.discountType,
  final_price: b.finalPrice,
  publisher: (b.publisherId && r.publishers.get(b.publisherId)) || null,
  page_count: b.pageCount,
  created_at: b.createdAt.toISOString(),
});

/** The fields of the dashboard's answer, with what the signed-in user may do with the book. */
export const presentEbook = (b: EbookRow, r: Related, abilities: EbookAbilities): Ebook => ({
  ...presentPublicEbook(b, r),
  status: b.status,
  pdf_file: b.pdfFile,
  approval_status: b.approvalStatus,
  rejection_reason: b.rejectionReason,
  buyer_downloads: b.buyerDownloads,
  translations: b.translations,
  owner: (b.createdBy && r.users.get(b.createdBy)) || null,
  version: b.version,
  schema_version: b.schemaVersion,
  updated_at: b.updatedAt.toISOString(),
  withdrawn_at: b.withdrawnAt?.toISOString() ?? null,
  abilities,
});
