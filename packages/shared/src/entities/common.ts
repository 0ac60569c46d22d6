import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { MAX_PER_PAGE } from '../http.ts';

/** Spec §4: active or inactive, for authors, categories, users, coupons and publishers. */
export const STATUSES = ['active', 'inactive'] as const;
export type Status = (typeof STATUSES)[number];
export const StatusSchema = z.enum(STATUSES, { error: MESSAGES.statusRequired });

/** A required line of text, trimmed, with the given message when empty. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, MESSAGES.tooLong);

/** An optional line of text: blank becomes null, so that clearing a field clears it. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** An uploaded file's URL as answered by POST /api/uploads (a path on this site). */
export const fileUrl = (message: string) => z.string({ error: message }).trim().min(1, message).max(500, MESSAGES.tooLong);
export const optionalFileUrl = () => optionalText(500);

/** On edit, a new password that may stay blank (undefined: the account keeps its password), else at least `min` characters. */
export const optionalNewPassword = (min: number, minMessage: string) =>
  z
    .string()
    .max(200, MESSAGES.tooLong)
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(min, minMessage).optional());

/** An address as URL parses it (the package has neither the DOM's nor Node's types). */
interface ParsedAddress {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
}

/** An address typed into a setting (an LMS's, a record store's): at most 500 characters, and one that `accepts`; `message` answers anything else. */
export const addressText = (message: string, accepts: (url: ParsedAddress) => boolean) =>
  z
    .string()
    .trim()
    .max(500, message)
    .refine((value) => {
      try {
        return accepts(new (globalThis as unknown as { URL: new (v: string) => ParsedAddress }).URL(value));
      } catch {
        return false;
      }
    }, message);

/** List query of every list route (architecture.md §3). */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(10),
  search: z.string().trim().max(200).optional(),
  status: z.enum(STATUSES).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/**
 * A cross-field rule runs once these fields parsed cleanly (zod skips it by default while any field fails),
 * and never when the value itself is not an object (a body of `null` fails at the root, with no field path).
 */
export const fieldsValid =
  (...fields: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every((issue) => issue.path?.length && !fields.includes(String(issue.path[0])));

export const IdParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }) });
