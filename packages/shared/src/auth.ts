import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { ROLES, ROUTE_ROLES } from './roles.ts';
import { ADMIN_PAGES } from './admin-pages.ts';
import { dataOf } from './http-answers.ts';
import { ORDER_SCOPES } from './entities/order.ts';
import { mayBeUnderConsentAge, PRIVACY_MESSAGES } from './privacy-messages.ts';

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

export const RegisterSchema = z
  .object({
    name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(120, MESSAGES.tooLong),
    email,
    password: z.string({ error: MESSAGES.passwordRequired }).min(6, MESSAGES.passwordMin6).max(200, MESSAGES.tooLong),
    /** The new member accepts the terms of service and the privacy policy (the product is sold to schools). */
    accept_terms: z.boolean({ error: MESSAGES.acceptTerms }).refine((accepted) => accepted, MESSAGES.acceptTerms),
    /**
     * The age screen: asked without saying the age that matters, used once to decide whether a parent must agree
     * (mayBeUnderConsentAge), and stored nowhere.
     */
    birth_year: z
      .number({ error: PRIVACY_MESSAGES.birthYearRequired })
      .int(PRIVACY_MESSAGES.birthYearInvalid)
      .min(1900, PRIVACY_MESSAGES.birthYearInvalid)
      .refine((year) => year <= new Date().getUTCFullYear(), { message: PRIVACY_MESSAGES.birthYearInvalid, abort: true }),
    /** A parent's or guardian's address, needed (and used) only when the child may be under 13. */
    parent_email: z.string().trim().max(254, MESSAGES.tooLong).transform((value) => value.toLowerCase()).optional(),
  })
  .superRefine((input, ctx) => {
    if (!mayBeUnderConsentAge(input.birth_year)) return;
    const parent = input.parent_email;
    const problem = !parent ? PRIVACY_MESSAGES.parentEmailRequired : !z.email().safeParse(parent).success ? MESSAGES.invalidEmail : parent === input.email ? PRIVACY_MESSAGES.parentEmailOwn : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['parent_email'], message: problem });
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
  // Null for a pupil of a class: a teacher makes their account without any e-mail address.
  email: z.string().nullable(),
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

/** GET /api/auth/me: the signed-in user, in the shape of every answer that carries one. */
export const MeResponseSchema = dataOf(UserSchema);
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** A zod object of one boolean per key. */
const flags = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

/**
 * What the signed-in user may do in the app as a whole (architecture.md §4), as GET /api/auth/me/abilities answers
 * it: the API derives it from its modules' rule tables, and the web's menu, route guards and screen actions
 * read it, never role names. The records' own abilities (an order's, a template's) come with the records.
 */
export const AppAbilitiesSchema = z.object({
  /** The outer route guards of spec §2/§6, by the names of ROUTE_ROLES. */
  screens: flags(Object.keys(ROUTE_ROLES) as (keyof typeof ROUTE_ROLES)[]),
  /** The pages of the dashboard area, by the names of ADMIN_PAGES (the menu shows these). */
  pages: flags(Object.keys(ADMIN_PAGES) as (keyof typeof ADMIN_PAGES)[]),
  ebooks: z.object({ create: z.boolean(), approve: z.boolean() }),
  templates: z.object({ share: z.boolean() }),
  /** Whether the role may ever take each order action, and which orders its list holds. */
  orders: z.object({ view: z.boolean(), update_status: z.boolean(), mark_payment: z.boolean(), scope: z.enum(ORDER_SCOPES) }),
  /** Categories, authors, publishers, users, coupons, static pages and inquiries (architecture.md §4, first row). */
  catalogue: z.object({ manage: z.boolean() }),
});
export type AppAbilities = z.infer<typeof AppAbilitiesSchema>;

/** GET /api/auth/me/abilities. */
export const AppAbilitiesResponseSchema = dataOf(AppAbilitiesSchema);
export type AppAbilitiesResponse = z.infer<typeof AppAbilitiesResponseSchema>;
