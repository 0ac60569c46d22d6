import { z } from 'zod';
import { MAX_PER_PAGE } from '../http.ts';
import { pageOf, writtenOf } from '../http-answers.ts';
import { MESSAGES } from '../messages.ts';
import { JOIN_CODE_ALPHABET } from './classroom.ts';

/**
 * Access codes (docs/decisions/022-access-codes.md): a book's owner (or an admin) makes a batch of codes for one
 * book or a set of books; a reader redeems a code at /redeem and finds the books in My library.
 *
 * A code is ACCESS_CODE_LENGTH characters of the classes' join-code alphabet (23 characters, no look-alikes such
 * as 0/O, 1/I/L, 5/S, 2/Z, 8/B): 23^16 ≈ 6.1 × 10^21 codes, 72 bits, drawn by the operating system's random source.
 */
export const ACCESS_CODE_ALPHABET = JOIN_CODE_ALPHABET;
export const ACCESS_CODE_LENGTH = 16;
/** How many codes one batch may have, and seats one code. */
export const ACCESS_CODE_MAX_COUNT = 10_000;
export const ACCESS_CODE_MAX_SEATS = 1_000;
/** How many books one batch may open. */
export const ACCESS_CODE_MAX_BOOKS = 50;

/** The words of access codes; the web app says them in the reader's language (codes:server.<key>). */
export const ACCESS_CODE_MESSAGES = {
  created: 'Access codes created.',
  revoked: 'Codes revoked. Readers who redeemed them keep their books.',
  redeemed: 'Code redeemed. Its books are in your library.',
  batchNotFound: 'Batch of codes not found.',
  codeRequired: 'Enter your code.',
  unknown: 'This code is not known. Check it and try again.',
  expired: 'This code has expired.',
  revokedCode: 'This code has been revoked.',
  usedUp: 'This code has no seats left.',
  alreadyYours: 'You have already redeemed this code. Its books are in your library.',
  notYourBook: 'You can make codes only for your own books.',
  bookUnavailable: 'Codes can be made for published books only.',
  booksRequired: 'Choose at least one book.',
  count: `Make between 1 and ${ACCESS_CODE_MAX_COUNT.toLocaleString('en')} codes.`,
  seats: `Give each code between 1 and ${ACCESS_CODE_MAX_SEATS.toLocaleString('en')} seats.`,
  expiryPast: 'Choose an expiry date in the future.',
} as const;

/** A code as typed: capitals, without the spaces and dashes it is printed with. */
export const normaliseAccessCode = (typed: string) => typed.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** A code as printed: groups of four, e.g. ACDE-FGHJ-KMNP-QRTW. */
export const formatAccessCode = (code: string) => normaliseAccessCode(code).replace(/(.{4})(?=.)/g, '$1-');

const whole = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST /api/admin/access-codes: a batch of `count` codes of `seats` seats each, for these books, redeemable until `expires_at`. */
export const AccessCodeBatchCreateSchema = z.object({
  ebook_ids: z
    .array(z.uuid({ error: MESSAGES.invalidChoice }), { error: ACCESS_CODE_MESSAGES.booksRequired })
    .min(1, ACCESS_CODE_MESSAGES.booksRequired)
    .max(ACCESS_CODE_MAX_BOOKS, MESSAGES.tooLong)
    .transform((ids) => [...new Set(ids)]),
  count: whole(ACCESS_CODE_MESSAGES.count, 1, ACCESS_CODE_MAX_COUNT),
  seats: whole(ACCESS_CODE_MESSAGES.seats, 1, ACCESS_CODE_MAX_SEATS),
  /** Redeem by: a date (the end of that day, UTC) or an instant; absent or null for codes that never expire. */
  expires_at: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: ACCESS_CODE_MESSAGES.expiryPast })
    .nullish()
    .transform((v) => (v ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59.999Z` : v).toISOString() : null))
    .refine((v) => v === null || Date.parse(v) > Date.now(), ACCESS_CODE_MESSAGES.expiryPast),
  /** What the batch is for ("Year 5, Oak School"), for its maker's list. */
  name: z.string().trim().max(120, MESSAGES.tooLong).optional().default(''),
});
export type AccessCodeBatchCreate = z.input<typeof AccessCodeBatchCreateSchema>;

/** GET /api/admin/access-codes: the caller's batches (every batch for an admin), newest first; `batch` adds that batch's codes. */
export const AccessCodeListQuerySchema = z.object({
  batch: z.uuid({ error: 'Not a valid id' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});
export type AccessCodeListQuery = z.infer<typeof AccessCodeListQuerySchema>;

const BookRefSchema = z.object({ id: z.string(), title: z.string(), slug: z.string() });

export const AccessCodeBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  books: z.array(BookRefSchema),
  code_count: z.number(),
  seats_per_code: z.number(),
  /** Seats taken so far, over every code of the batch. */
  seats_taken: z.number(),
  /** Codes revoked (their unused seats stopped). */
  revoked_count: z.number(),
  expires_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The order whose copies these codes are (a buyer's batch, decision 029); null for a batch made by hand. */
  order: z.object({ id: z.string(), tracking_number: z.string() }).nullable(),
});
export type AccessCodeBatch = z.infer<typeof AccessCodeBatchSchema>;

export const AccessCodeRedemptionSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  redeemed_at: z.iso.datetime(),
});

export const AccessCodeSchema = z.object({
  id: z.string(),
  /** As printed: groups of four. */
  code: z.string(),
  seats: z.number(),
  seats_left: z.number(),
  revoked_at: z.iso.datetime().nullable(),
  redemptions: z.array(AccessCodeRedemptionSchema),
});
export type AccessCode = z.infer<typeof AccessCodeSchema>;

/** The list of batches; with `?batch=`, that batch alone in `data`, and its codes. */
export const AccessCodeListResponseSchema = pageOf(AccessCodeBatchSchema).extend({ codes: z.array(AccessCodeSchema).optional() });
export type AccessCodeListResponse = z.infer<typeof AccessCodeListResponseSchema>;

/** POST /api/admin/access-codes's answer: the batch and its codes, ready to download or print. */
export const AccessCodeBatchCreatedSchema = writtenOf(AccessCodeBatchSchema).extend({ codes: z.array(AccessCodeSchema) });
export type AccessCodeBatchCreated = z.infer<typeof AccessCodeBatchCreatedSchema>;

/** POST /api/admin/access-codes/{id}/revoke: these codes of the batch (every code of it when absent). */
export const AccessCodeRevokeSchema = z.object({ code_ids: z.array(z.uuid({ error: 'Not a valid id' })).max(ACCESS_CODE_MAX_COUNT).optional() });
export type AccessCodeRevoke = z.infer<typeof AccessCodeRevokeSchema>;
export const AccessCodeRevokedSchema = writtenOf(AccessCodeBatchSchema);
export type AccessCodeRevoked = z.infer<typeof AccessCodeRevokedSchema>;

/** POST /api/me/redeem. */
export const RedeemSchema = z.object({
  code: z
    .string({ error: ACCESS_CODE_MESSAGES.codeRequired })
    .max(64, ACCESS_CODE_MESSAGES.unknown)
    .transform(normaliseAccessCode)
    .pipe(z.string().min(1, ACCESS_CODE_MESSAGES.codeRequired)),
});
export type Redeem = z.input<typeof RedeemSchema>;

/** What a redemption opened: the books, now in the reader's library. */
export const RedeemedSchema = writtenOf(z.object({ books: z.array(BookRefSchema) }));
export type Redeemed = z.infer<typeof RedeemedSchema>;
