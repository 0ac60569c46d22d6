import { z } from 'zod';
import { dataOf, writtenOf } from '../http-answers.ts';
import { PRIVACY_MESSAGES } from '../privacy-messages.ts';
import { IdParamsSchema } from './common.ts';

/** An account's data export (POST /api/me/export): made by a job, then downloaded once ready. */
export const ACCOUNT_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AccountExportStatus = (typeof ACCOUNT_EXPORT_STATUSES)[number];

/** An account's latest data export: a ZIP of JSON files and the account's uploads. */
export const AccountExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(ACCOUNT_EXPORT_STATUSES),
  /** The ZIP's size in bytes once it is done. */
  size: z.number().int().nullable(),
  /** Why a failed export failed, in words for the user. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Where the ZIP is downloaded (with the session's token), once done. */
  download_url: z.string().nullable(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** GET …/export: the latest export, or null before the first. */
export const AccountExportResponseSchema = dataOf(AccountExportSchema.nullable());
export type AccountExportResponse = z.infer<typeof AccountExportResponseSchema>;
/** POST …/export (202): the export started, or the one still under way. */
export const AccountExportWrittenResponseSchema = writtenOf(AccountExportSchema);
export type AccountExportWrittenResponse = z.infer<typeof AccountExportWrittenResponseSchema>;

/**
 * What confirms an account's deletion: its password; for an account without one it knows (made by a school sign-in
 * or an LMS), its e-mail address typed again, or its name when it has no real address.
 */
export const ACCOUNT_DELETE_CONFIRMATIONS = ['password', 'email', 'name'] as const;
export type AccountDeleteConfirmation = (typeof ACCOUNT_DELETE_CONFIRMATIONS)[number];

/** Each confirmation's field, as the form asks for it: required, with its own words. */
export const AccountDeleteFormSchemas = {
  password: z.object({ password: z.string({ error: PRIVACY_MESSAGES.passwordRequired }).min(1, PRIVACY_MESSAGES.passwordRequired).max(200, PRIVACY_MESSAGES.passwordWrong) }),
  email: z.object({ email: z.string({ error: PRIVACY_MESSAGES.emailRequired }).trim().min(1, PRIVACY_MESSAGES.emailRequired).max(320, PRIVACY_MESSAGES.emailWrong) }),
  name: z.object({ name: z.string({ error: PRIVACY_MESSAGES.nameRequired }).trim().min(1, PRIVACY_MESSAGES.nameRequired).max(200, PRIVACY_MESSAGES.nameWrong) }),
} as const satisfies Record<AccountDeleteConfirmation, z.ZodType>;

/**
 * DELETE /api/me: the account's confirmation (GET /api/me/deletion says which): `password`, or for an account
 * without one, `email` or `name`. The server asks for the one the account has (422 on its field).
 */
export const AccountDeleteSchema = z.object({
  password: z.string().max(200, PRIVACY_MESSAGES.passwordWrong).optional(),
  email: z.string().max(320, PRIVACY_MESSAGES.emailWrong).optional(),
  name: z.string().max(200, PRIVACY_MESSAGES.nameWrong).optional(),
});
export type AccountDeleteInput = z.infer<typeof AccountDeleteSchema>;

/** Whether the account is due for deletion, and when (null: not). */
export const AccountDeletionSchema = z.object({ due_at: z.string().nullable() });
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;
/** GET /api/me/deletion: also how long the grace period lasts, and what confirms a deletion, for the question asked before one. */
export const AccountDeletionResponseSchema = dataOf(AccountDeletionSchema.extend({ grace_days: z.number().int(), confirm_with: z.enum(ACCOUNT_DELETE_CONFIRMATIONS) }));
export type AccountDeletionResponse = z.infer<typeof AccountDeletionResponseSchema>;
export const AccountDeletionWrittenResponseSchema = writtenOf(AccountDeletionSchema);
export type AccountDeletionWrittenResponse = z.infer<typeof AccountDeletionWrittenResponseSchema>;

/** /api/auth/consent/{token}: the link a parent got by e-mail. */
export const ConsentParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What the child asked for, as the parent sees it before answering. */
export const ConsentRequestSchema = z.object({
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type ConsentRequest = z.infer<typeof ConsentRequestSchema>;
export const ConsentRequestResponseSchema = dataOf(ConsentRequestSchema);
export type ConsentRequestResponse = z.infer<typeof ConsentRequestResponseSchema>;

/** A pupil of a class (POST /api/classes/{id}/students/{studentId}/export). */
export const PupilParamsSchema = IdParamsSchema.extend({ studentId: z.uuid({ error: 'Not a valid id' }) });

/** A pupil whose account will be deleted for lack of use (GET /api/classes/{id}/retention). */
export const RetentionPupilSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  last_sign_in_at: z.string().nullable(),
  /** When the class's owner was told. */
  notice_at: z.string(),
  /** When the account will be deleted unless the pupil signs in. */
  deletion_at: z.string(),
});
export type RetentionPupil = z.infer<typeof RetentionPupilSchema>;
export const RetentionPupilsResponseSchema = dataOf(z.array(RetentionPupilSchema));
export type RetentionPupilsResponse = z.infer<typeof RetentionPupilsResponseSchema>;
