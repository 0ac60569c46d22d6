import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { STAFF_ROLES } from '../roles.ts';
import { UserSchema } from '../auth.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { ListQuerySchema, optionalFileUrl, optionalNewPassword, requiredText } from './common.ts';

// Required first, then well-formed: an empty field says so instead of calling '' a bad address.
const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired, abort: true })
  .max(254, MESSAGES.tooLong)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase());

const base = {
  name: requiredText(MESSAGES.nameRequired, 120),
  email,
  // A pupil's account is made by their teacher in a class, never here.
  role: z.enum(STAFF_ROLES, { error: MESSAGES.roleRequired }),
  is_active: z.boolean().default(true),
  profile_picture: optionalFileUrl(),
};

/** Spec §5 User: name, email ('Invalid email address'), password (min 6) and role required. */
export const UserCreateSchema = z.object({
  ...base,
  // `abort`: an empty password gets one message, not 'required' and 'too short' together.
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired, abort: true })
    .min(6, MESSAGES.passwordMin6)
    .max(200, MESSAGES.tooLong),
});
export type UserCreate = z.input<typeof UserCreateSchema>;

/** On edit a blank password keeps the old one. */
export const UserUpdateSchema = z.object({
  ...base,
  password: optionalNewPassword(6, MESSAGES.passwordMin6),
});
export type UserUpdate = z.input<typeof UserUpdateSchema>;

/** GET /api/admin/users: the list query, filtered by role too; its status filter means is_active. */
export const UserListQuerySchema = ListQuerySchema.extend({ role: z.enum(STAFF_ROLES).optional() });
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

/** The answers of the admin user routes: the list, a read, a create or update (UserSchema: the safe fields only). */
export const UserListResponseSchema = pageOf(UserSchema);
export const UserResponseSchema = dataOf(UserSchema);
export const UserWrittenResponseSchema = writtenOf(UserSchema);
export type UserResponse = z.infer<typeof UserResponseSchema>;

/**
 * Why the users screen refuses a change that would leave Folio without a way in: an admin's own account, or
 * the last active admin. The server answers these English texts; the web shows them translated (users.json
 * `refusals.<key>`).
 */
export const USER_ADMIN_MESSAGES = {
  ownDelete: 'You cannot delete your own account.',
  ownDeactivate: 'You cannot deactivate your own account.',
  ownDemote: 'You cannot take away your own admin role: ask another admin to do it.',
  lastAdmin: 'Folio needs at least one active admin: make another user an admin first.',
} as const;
