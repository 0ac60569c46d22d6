import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { ROLES } from './roles.ts';

const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.tooLong)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((value) => value.toLowerCase());

export const LoginSchema = z.object({
  email,
  // No minimum here: a login compares, it does not set a password.
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(200, MESSAGES.tooLong),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const RegisterSchema = z.object({
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(120, MESSAGES.tooLong),
  email,
  password: z.string({ error: MESSAGES.passwordRequired }).min(6, MESSAGES.passwordMin6).max(200, MESSAGES.tooLong),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LogoutSchema = z.object({
  /** Ends every session of the account (all devices), not only this one. */
  everywhere: z.boolean().optional(),
});

/** The user as the API shows it: never the password hash or the token version. */
export const UserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  profile_picture: z.string().nullable(),
  mobile: z.string().nullable(),
  bio: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema, message: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
