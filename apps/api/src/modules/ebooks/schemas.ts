import { z } from 'zod';
import {
  APPROVAL_STATUSES, BOOK_TYPES, EBOOK_DISCOUNT_TYPES, EBOOK_STATUSES, ErrorResponseSchema, ORIENTATIONS, PAGE_DIMENSION_KINDS, PageSchema,
} from '@folio/shared';

/** The answers of the e-book routes, for validation of what leaves the API and for the OpenAPI document. */
const NamedSchema = z.object({ id: z.string(), name: z.string() });

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
  created_at: z.string(),
});

export const EbookSchema = PublicEbookSchema.extend({
  status: z.enum(EBOOK_STATUSES),
  pdf_file: z.string().nullable(),
  approval_status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  owner: NamedSchema.nullable(),
  version: z.number(),
  schema_version: z.number(),
  updated_at: z.string(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), approve: z.boolean() }),
});

export const PagesResponseSchema = z.object({ data: z.array(PageSchema), version: z.number() });

/** A stale page save answers the current version beside the message, so that the editor can reload. */
export const ConflictResponseSchema = ErrorResponseSchema.extend({ version: z.number().nullable().optional() });

/** Pages over the book size limit (BOOK_MAX_MB) answer both sizes beside the message, for the editor to say in words. */
export const TooLargeResponseSchema = ErrorResponseSchema.extend({ bytes: z.number().optional(), max_bytes: z.number().optional() });

export const errorResponses = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ConflictResponseSchema,
  422: ErrorResponseSchema,
};
