import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { MAX_PER_PAGE } from '../http.ts';
import { ORIENTATIONS, PAGE_DIMENSION_KINDS } from '../document/model.ts';
import { PageSchema } from '../document/page-schema.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { optionalFileUrl, optionalText, requiredText } from './common.ts';
import { ContentLanguageQuerySchema, translatedText, translationsAnswer, translationsInput } from './translations.ts';

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 10_000;

export const EBOOK_STATUSES = ['draft', 'published'] as const;
export const BOOK_TYPES = ['ebook', 'pdf'] as const;
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const EBOOK_DISCOUNT_TYPES = ['fixed', 'percentage'] as const;
export type EbookStatus = (typeof EBOOK_STATUSES)[number];
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const money = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : typeof v === 'string' ? Number(v) : v),
  z.number({ error: MESSAGES.mustBeNumber }).min(0, MESSAGES.mustBeZeroOrMore).max(1_000_000, MESSAGES.tooLong),
);

/**
 * Basic info of an e-book (create and edit). The server computes `final_price`; the client never sends it.
 * `translations`: the title and description in other languages, each read in the original where it is not given.
 */
export const EbookFormSchema = z
  .object({
    title: requiredText(MESSAGES.titleRequired, TITLE_MAX),
    description: optionalText(DESCRIPTION_MAX),
    translations: translationsInput({ title: translatedText(TITLE_MAX), description: translatedText(DESCRIPTION_MAX) }),
    author_ids: z.array(z.uuid()).max(20).default([]),
    category_ids: z.array(z.uuid()).max(20).default([]),
    status: z.enum(EBOOK_STATUSES, { error: MESSAGES.invalidChoice }).default('draft'),
    book_type: z.enum(BOOK_TYPES, { error: MESSAGES.invalidChoice }).default('ebook'),
    page_dimension: z.enum(PAGE_DIMENSION_KINDS, { error: MESSAGES.invalidChoice }).default('A4'),
    width: z.preprocess((v) => (v === '' || v === null ? undefined : v === undefined ? undefined : Number(v)), z.number().int().min(100).max(5000).optional()),
    height: z.preprocess((v) => (v === '' || v === null ? undefined : v === undefined ? undefined : Number(v)), z.number().int().min(100).max(5000).optional()),
    orientation: z.enum(ORIENTATIONS, { error: MESSAGES.invalidChoice }).default('portrait'),
    pdf_file: optionalFileUrl(),
    cover_image: optionalFileUrl(),
    price: money,
    discount: money,
    discount_type: z.enum(EBOOK_DISCOUNT_TYPES).default('fixed'),
    /** Whether the book's buyers may download its latest EPUB and PDF exports (off unless its owner allows it). */
    buyer_downloads: z.boolean({ error: MESSAGES.invalidChoice }).default(false),
    /** Admins choose the publisher; a publisher's own books are theirs whatever is sent. */
    publisher_id: z.uuid().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.page_dimension === 'custom') {
      if (v.width === undefined) ctx.addIssue({ code: 'custom', path: ['width'], message: MESSAGES.required });
      if (v.height === undefined) ctx.addIssue({ code: 'custom', path: ['height'], message: MESSAGES.required });
    }
    if (v.discount_type === 'percentage' && v.discount > 100) ctx.addIssue({ code: 'custom', path: ['discount'], message: MESSAGES.percentageMax });
    if (v.discount_type === 'fixed' && v.discount > v.price) ctx.addIssue({ code: 'custom', path: ['discount'], message: MESSAGES.discountOverPrice });
  });
export type EbookForm = z.input<typeof EbookFormSchema>;

/** PUT of the basic info: the form and the version it was based on (like a page save: a stale one is refused). */
export const EbookUpdateSchema = EbookFormSchema.safeExtend({ version: z.number({ error: MESSAGES.required }).int().min(0) });

/** Price after discount, rounded to cents, never below 0 (the server's rule; shown by the form too). */
export function finalPrice(price: number, discount: number, type: (typeof EBOOK_DISCOUNT_TYPES)[number]): number {
  const raw = type === 'percentage' ? price * (1 - discount / 100) : price - discount;
  return Math.max(0, Math.round(raw * 100) / 100);
}

export const EbookListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(10),
  search: z.string().trim().max(200).optional(),
  status: z.enum(EBOOK_STATUSES).optional(),
  approval_status: z.enum(APPROVAL_STATUSES).optional(),
  book_type: z.enum(BOOK_TYPES).optional(),
  author_id: z.uuid().optional(),
  publisher_id: z.uuid().optional(),
  category_id: z.uuid().optional(),
  // Writing together (decision 019): only the books others shared with the user ("Shared with me").
  shared: z.enum(['with_me'], { error: MESSAGES.invalidChoice }).optional(),
});
export type EbookListQuery = z.infer<typeof EbookListQuerySchema>;

/** GET /api/public/ebooks: visitors search and filter the approved, published books only. */
export const PUBLIC_EBOOK_SORTS = ['newest', 'title', 'price_asc', 'price_desc'] as const;
export type PublicEbookSort = (typeof PUBLIC_EBOOK_SORTS)[number];
/**
 * The storefront also sends `category` (same as category_id), a sort (newest first by default) and the visitor's
 * language, in which the books' titles and descriptions are searched, sorted and answered where they are translated.
 */
export const PublicEbookListQuerySchema = EbookListQuerySchema.pick({ page: true, per_page: true, search: true, category_id: true, author_id: true }).extend({
  category: z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional()),
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PUBLIC_EBOOK_SORTS, { error: MESSAGES.invalidChoice }).default('newest')),
  ...ContentLanguageQuerySchema.shape,
});
export type PublicEbookListQuery = z.infer<typeof PublicEbookListQuerySchema>;

/** POST /api/admin/ebooks/{id}/template: the template's name (the book's title when left out). */
export const EbookSaveAsTemplateSchema = z.object({ name: optionalText(200) });
export type EbookSaveAsTemplate = z.input<typeof EbookSaveAsTemplateSchema>;

/** POST /api/admin/ebooks/{id}/approval (admins): approve, or reject with a reason. */
export const ApprovalSchema = z
  .object({ approval_status: z.enum(['approved', 'rejected']), reason: z.string().trim().max(2000).optional() })
  .refine((v) => v.approval_status !== 'rejected' || !!v.reason, { path: ['reason'], message: MESSAGES.rejectReasonRequired });

/** A related record as an answer names it: an author, a category, an owner, a publisher. */
export const NamedSchema = z.object({ id: z.string(), name: z.string() });
export type Named = z.infer<typeof NamedSchema>;

/**
 * An e-book as visitors see it: no file URL (a paid book's file is for its buyers), no approval details,
 * no owner or abilities. `width`/`height` are the effective page size (after orientation). The title, the
 * description and the categories' names are in the language asked for (`?lng=`) where they are translated.
 */
export const PublicEbookSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  authors: z.array(NamedSchema),
  categories: z.array(NamedSchema),
  book_type: z.enum(BOOK_TYPES),
  page_dimension: z.enum(PAGE_DIMENSION_KINDS),
  width: z.number(),
  height: z.number(),
  orientation: z.enum(ORIENTATIONS),
  pdf_page_count: z.number().nullable(),
  cover_image: z.string().nullable(),
  price: z.number(),
  discount: z.number(),
  discount_type: z.enum(EBOOK_DISCOUNT_TYPES),
  final_price: z.number(),
  publisher: NamedSchema.nullable(),
  page_count: z.number(),
  created_at: z.iso.datetime(),
});
export type PublicEbook = z.infer<typeof PublicEbookSchema>;

/** What the signed-in user may do with a book (architecture.md §9.3), from the e-books policy. */
export const EbookAbilitiesSchema = z.object({
  update: z.boolean(), delete: z.boolean(), approve: z.boolean(),
  // Writing together (decision 019): whether the user may open the pages in the editor, change them, comment on them,
  // and share the book.
  read_pages: z.boolean(), edit_pages: z.boolean(), comment: z.boolean(), share: z.boolean(),
});
export type EbookAbilities = z.infer<typeof EbookAbilitiesSchema>;

/** An e-book as the dashboard API shows it, with what the signed-in user may do with it. */
export const EbookSchema = PublicEbookSchema.extend({
  status: z.enum(EBOOK_STATUSES),
  pdf_file: z.string().nullable(),
  approval_status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  buyer_downloads: z.boolean(),
  translations: translationsAnswer(['title', 'description']),
  owner: NamedSchema.nullable(),
  version: z.number(),
  schema_version: z.number(),
  updated_at: z.iso.datetime(),
  /**
   * When the book left the public library because its owner's plan ended (decision 028), or null: its buyers, seat
   * holders and owner still read it, and it comes back when the owner takes a plan again.
   */
  withdrawn_at: z.iso.datetime().nullable(),
  abilities: EbookAbilitiesSchema,
});
export type Ebook = z.infer<typeof EbookSchema>;

/** The answers of /api/admin/ebooks: the list, a read, and every write that answers the book. */
export const EbookListResponseSchema = pageOf(EbookSchema);
export const EbookResponseSchema = dataOf(EbookSchema);
export const EbookWrittenResponseSchema = writtenOf(EbookSchema);
export type EbookResponse = z.infer<typeof EbookResponseSchema>;
export type EbookWritten = z.infer<typeof EbookWrittenResponseSchema>;

/** GET /api/public/ebooks/{key}: a book by id or slug. */
export const PublicEbookKeyParamsSchema = z.object({ key: z.string().min(1).max(200) });
/** The answers of /api/public/ebooks: the catalogue page and one book. */
export const PublicEbookListResponseSchema = pageOf(PublicEbookSchema);
export const PublicEbookResponseSchema = dataOf(PublicEbookSchema);
export type PublicEbookResponse = z.infer<typeof PublicEbookResponseSchema>;

/** The pages of a book or a template, in order, with the version a save must be based on. */
export const PagesResponseSchema = z.object({ data: z.array(PageSchema), version: z.number() });
export type PagesResponse = z.infer<typeof PagesResponseSchema>;
/** A page save's answer: the version the next save is based on. */
export const PagesSavedResponseSchema = z.object({ version: z.number() });
export type PagesSaved = z.infer<typeof PagesSavedResponseSchema>;

/** POST /api/admin/ebooks/{id}/template: the template made from the book. */
export const EbookTemplateSavedResponseSchema = writtenOf(NamedSchema);
export type EbookTemplateSaved = z.infer<typeof EbookTemplateSavedResponseSchema>;
