import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { fieldsValid, IdParamsSchema, optionalFileUrl, optionalNewPassword, optionalText, requiredText, StatusSchema } from './common.ts';

const email = z
  .string({ error: MESSAGES.invalidEmailFormat })
  .trim()
  .max(254, MESSAGES.tooLong)
  .pipe(z.email({ error: MESSAGES.invalidEmailFormat }))
  .transform((v) => v.toLowerCase());

const optionalEmail = z
  .string()
  .trim()
  .max(254, MESSAGES.tooLong)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .pipe(z.email({ error: MESSAGES.invalidEmailFormat }).nullable());

/**
 * The publisher's identity documents: private uploads (kind `document`), read back only by admins through
 * GET /api/admin/publishers/{id}/documents/{field}, never at their address.
 */
export const PUBLISHER_DOCUMENT_FIELDS = ['nid_image', 'proprietor_signature', 'trade_license_image'] as const;
export type PublisherDocumentField = (typeof PUBLISHER_DOCUMENT_FIELDS)[number];
/** The path of that route: the publisher and which of its documents. */
export const PublisherDocumentParamsSchema = IdParamsSchema.extend({ field: z.enum(PUBLISHER_DOCUMENT_FIELDS) });

/** Spec §3 Publisher: everything but the sign-in fields. */
const profile = {
  name: requiredText(MESSAGES.publisherNameRequired, 160),
  mobile: optionalText(40),
  email,
  nid: optionalText(60),
  nid_image: optionalFileUrl(),
  proprietor_photo: optionalFileUrl(),
  proprietor_signature: optionalFileUrl(),
  present_address: optionalText(500),
  permanent_address: optionalText(500),
  office_present_address: optionalText(500),
  office_permanent_address: optionalText(500),
  trade_license_number: optionalText(80),
  trade_license_image: optionalFileUrl(),
  logo: optionalFileUrl(),
  etin: optionalText(60),
  vat_number: optionalText(60),
  office_mobile: optionalText(40),
  office_phone: optionalText(40),
  office_email: optionalEmail,
  status: StatusSchema,
};

/**
 * 'Passwords do not match' is checked as soon as both password fields are valid, even while other fields
 * are not, so that the form shows it together with the other messages.
 */
const passwordsMatch = (v: { password?: string; confirm_password?: string }) => !v.password || v.confirm_password === v.password;
const mismatch = { path: ['confirm_password'], message: MESSAGES.passwordsDoNotMatch, when: fieldsValid('password', 'confirm_password') };

/** Spec §5 Publisher: name, email, password (min 8) and confirm required; 'Passwords do not match'. */
export const PublisherCreateSchema = z
  .object({
    ...profile,
    login_email: email,
    password: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired, abort: true }).min(8, MESSAGES.passwordMin8).max(200, MESSAGES.tooLong),
    confirm_password: z.string({ error: MESSAGES.confirmPasswordRequired }).min(1, MESSAGES.confirmPasswordRequired).max(200, MESSAGES.tooLong),
  })
  .refine(passwordsMatch, mismatch);
export type PublisherCreate = z.input<typeof PublisherCreateSchema>;

/** On edit the password fields may stay blank (the sign-in keeps its password). */
export const PublisherUpdateSchema = z
  .object({
    ...profile,
    login_email: email,
    password: optionalNewPassword(8, MESSAGES.passwordMin8),
    confirm_password: z.string().max(200, MESSAGES.tooLong).optional(),
  })
  .refine(passwordsMatch, mismatch);
export type PublisherUpdate = z.input<typeof PublisherUpdateSchema>;

/**
 * What deleting a publisher does with its e-books: `unlink` keeps them without a publisher, `delete` deletes
 * them. The publisher's sign-in account is deleted either way.
 */
export const PUBLISHER_BOOK_ACTIONS = ['unlink', 'delete'] as const;
export type PublisherBookAction = (typeof PUBLISHER_BOOK_ACTIONS)[number];
export const PublisherDeleteQuerySchema = z.object({ books: z.enum(PUBLISHER_BOOK_ACTIONS, { error: MESSAGES.invalidChoice }).default('unlink') });

const text = z.string().nullable();

/** A publisher as the API answers it: the profile, and the e-mail of its sign-in account (null once that is gone). */
export const PublisherSchema = z.object({
  id: z.string(),
  name: z.string(),
  mobile: text,
  email: z.string(),
  nid: text,
  nid_image: text,
  proprietor_photo: text,
  proprietor_signature: text,
  present_address: text,
  permanent_address: text,
  office_present_address: text,
  office_permanent_address: text,
  trade_license_number: text,
  trade_license_image: text,
  logo: text,
  etin: text,
  vat_number: text,
  office_mobile: text,
  office_phone: text,
  office_email: text,
  status: StatusSchema,
  user_id: text,
  login_email: text,
  created_at: z.iso.datetime(),
});
export type Publisher = z.infer<typeof PublisherSchema>;

/** The answers of the admin publisher routes: the list, a read, a create or update. */
export const PublisherListResponseSchema = pageOf(PublisherSchema);
export const PublisherResponseSchema = dataOf(PublisherSchema);
export const PublisherWrittenResponseSchema = writtenOf(PublisherSchema);
