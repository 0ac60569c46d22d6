import { z } from 'zod';
import { LTI_MESSAGES } from '../feature-messages.ts';
import { UserSchema } from '../auth.ts';
import { dataOf, writtenOf } from '../http-answers.ts';
import { addressText } from './common.ts';

/**
 * LTI 1.3: Folio as a tool of an LMS (Moodle, Canvas, Schoology). An admin registers each LMS (a platform)
 * with what the LMS shows for the tool, and gives the LMS Folio's addresses (GET /api/admin/lti/tool). A launch
 * signs the LMS user in as a Folio account of their own and opens the book; deep linking lets a teacher pick
 * the book; the reader's score goes back to the LMS gradebook.
 */
// The LMS's addresses: https, or http on this machine only (a platform of the tests, or one on the same host).
const address = addressText(LTI_MESSAGES.https, (url) => url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)));

export const LtiPlatformInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Too long'),
  issuer: address,
  client_id: z.string().trim().min(1, 'Required').max(200, 'Too long'),
  deployment_ids: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  auth_login_url: address,
  token_url: address,
  jwks_url: address,
});
export type LtiPlatformInput = z.input<typeof LtiPlatformInputSchema>;

export const LtiPlatformSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  deployment_ids: z.array(z.string()),
  auth_login_url: z.string(),
  token_url: z.string(),
  jwks_url: z.string(),
  created_at: z.iso.datetime(),
});
export type LtiPlatform = z.infer<typeof LtiPlatformSchema>;
export const LtiPlatformListResponseSchema = dataOf(z.array(LtiPlatformSchema));
export const LtiPlatformWrittenResponseSchema = writtenOf(LtiPlatformSchema);

/** What an admin enters in the LMS for Folio: its login, launch (also deep linking) and key set addresses. */
export const LtiToolSchema = z.object({ login_url: z.string(), launch_url: z.string(), deep_linking_url: z.string(), jwks_url: z.string() });
export type LtiTool = z.infer<typeof LtiToolSchema>;
export const LtiToolResponseSchema = dataOf(LtiToolSchema);

/** POST /api/lti/session: the one-time code a launch handed to the browser (in the address's fragment). */
export const LtiSessionInputSchema = z.object({ code: z.string().min(16).max(200) });
/**
 * The session it opens: the token and user, as a sign-in answers them, and where to go: the book to read, or
 * the deep-linking request to answer (a teacher picking a book), or an instructor's course results.
 */
export const LtiSessionSchema = z.object({
  token: z.string(),
  user: UserSchema,
  ebook_id: z.string().nullable(),
  deep_link: z.string().nullable(),
  /** An LMS instructor's launch: the course whose Results they are shown (the book is `ebook_id`). */
  course_id: z.string().nullable(),
});
export type LtiSession = z.infer<typeof LtiSessionSchema>;

/** POST /api/lti/deep-links/{code}: the book the teacher picked; the answer is the form to post back to the LMS. */
export const LtiDeepLinkInputSchema = z.object({ ebook_id: z.uuid(LTI_MESSAGES.notLinkable) });
export const LtiDeepLinkAnswerSchema = z.object({ return_url: z.string(), jwt: z.string() });
export type LtiDeepLinkAnswer = z.infer<typeof LtiDeepLinkAnswerSchema>;
export const LtiDeepLinkAnswerResponseSchema = dataOf(LtiDeepLinkAnswerSchema);
