import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { UserSchema } from '../auth.ts';
import { dataOf, writtenOf } from '../http-answers.ts';
import { optionalFileUrl, optionalText, requiredText } from './common.ts';

/**
 * Spec §3/§5 Profile: full name required, contact fields, and an optional password change (minimum 6,
 * new and confirm required once started, 'Passwords must match').
 */
export const ProfileUpdateSchema = z
  .object({
    name: requiredText(MESSAGES.fullNameRequired, 120),
    mobile: optionalText(40),
    bio: optionalText(2000),
    address: optionalText(500),
    profile_picture: optionalFileUrl(),
    current_password: z.string().max(200).optional(),
    new_password: z.string().max(200).optional(),
    confirm_password: z.string().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.current_password && !v.new_password && !v.confirm_password) return;
    if (!v.current_password) ctx.addIssue({ code: 'custom', path: ['current_password'], message: MESSAGES.required });
    if (!v.new_password) ctx.addIssue({ code: 'custom', path: ['new_password'], message: MESSAGES.newPasswordRequired });
    else if (v.new_password.length < 6) ctx.addIssue({ code: 'custom', path: ['new_password'], message: MESSAGES.passwordMin6 });
    if (!v.confirm_password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.confirmPasswordRequired });
    else if (v.new_password && v.confirm_password !== v.new_password) ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: MESSAGES.passwordsMustMatch });
  });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

const newPassword = {
  new_password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).min(8, MESSAGES.passwordMin8).max(200),
  confirm_password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
};
const passwordsMatch = (v: { new_password: string; confirm_password: string }) => v.new_password === v.confirm_password;
const mustMatch = { path: ['confirm_password'], message: MESSAGES.passwordsMustMatch };

/** Spec §5 Security password change: every field 'Required', minimum 8, passwords must match. */
export const PasswordChangeSchema = z
  .object({ current_password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200), ...newPassword })
  .refine(passwordsMatch, mustMatch);
export type PasswordChange = z.input<typeof PasswordChangeSchema>;

/**
 * POST /api/profile/password: the first password of an account made by a school sign-in (or an LMS), which has no
 * current password to give; the same rules as a change.
 */
export const PasswordSetSchema = z.object(newPassword).refine(passwordsMatch, mustMatch);
export type PasswordSet = z.input<typeof PasswordSetSchema>;

/** What an account stores: bytes of its uploads, and its quota (null: unlimited, as for admins). */
export const StorageUsageSchema = z.object({ used_bytes: z.number(), quota_bytes: z.number().nullable() });
export type StorageUsage = z.infer<typeof StorageUsageSchema>;

/**
 * GET /api/profile: the signed-in user, with their storage, and whether the account has a password (false: made by
 * a school sign-in or an LMS, it signs in through them, and may set a password without a current one).
 */
export const ProfileSchema = UserSchema.extend({ storage: StorageUsageSchema, has_password: z.boolean() });
export type Profile = z.infer<typeof ProfileSchema>;
export const ProfileResponseSchema = dataOf(ProfileSchema);

/**
 * A profile or password save (PUT /api/profile, PUT /api/profile/password). A password change ends every
 * session, so the one that made it gets a new token in `token`.
 */
export const ProfileSavedResponseSchema = writtenOf(UserSchema).extend({ token: z.string().optional() });
export type ProfileSaved = z.infer<typeof ProfileSavedResponseSchema>;
