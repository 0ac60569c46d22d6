import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { optionalFileUrl, optionalText, requiredText, StatusSchema } from './common.ts';

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

const passwords = <T extends z.ZodType<string | undefined>>(password: T) =>
  z.object({ ...profile, login_email: email, password, confirm_password: z.string().optional() });

/** Spec §5 Publisher: name, email, password (min 8) and confirm required; 'Passwords do not match'. */
export const PublisherCreateSchema = passwords(
  z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).min(8, MESSAGES.passwordMin8).max(200, MESSAGES.tooLong),
).superRefine((v, ctx) => {
  if (!v.confirm_password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.confirmPasswordRequired });
  else if (v.confirm_password !== v.password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.passwordsDoNotMatch });
});
export type PublisherCreate = z.input<typeof PublisherCreateSchema>;

/** On edit the password fields may stay blank (the sign-in keeps its password). */
export const PublisherUpdateSchema = passwords(
  z
    .string()
    .max(200, MESSAGES.tooLong)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(8, MESSAGES.passwordMin8).optional()),
).superRefine((v, ctx) => {
  if (v.password && v.confirm_password !== v.password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.passwordsDoNotMatch });
});
export type PublisherUpdate = z.input<typeof PublisherUpdateSchema>;

/** What deleting a publisher does with its books (the form asks). */
export const PUBLISHER_BOOK_ACTIONS = ['unlink', 'delete'] as const;
export const PublisherDeleteQuerySchema = z.object({ books: z.enum(PUBLISHER_BOOK_ACTIONS).default('unlink') });
