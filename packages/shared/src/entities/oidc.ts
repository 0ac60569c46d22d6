import { z } from 'zod';
import { AuthResponseSchema } from '../auth.ts';
import { dataOf } from '../http-answers.ts';

/**
 * Sign-in with a school account (OpenID Connect: Google Workspace, Microsoft Entra ID, any standard provider):
 * teachers through the sign-in page, pupils through their class's code when the class allows it. The server
 * runs the code flow (apps/api/src/modules/auth/oidc-*.ts) and hands the session to the web app with a one-time
 * code in the address's fragment, or sends the browser back to the sign-in page with one of OIDC_ERRORS.
 */

export const OIDC_MESSAGES = {
  notConfigured: 'Sign-in with a school account is not set up on this site.',
  // One answer for a code that does not exist, is closed, or whose class does not allow school sign-in: no hint which.
  classCodeWrong: 'This class code does not work for signing in with a school account. Check it with your teacher.',
  handoffExpired: 'This sign-in has expired or was used already. Please sign in again.',
  signedIn: 'Signed in successfully.',
} as const;

/**
 * Why a school sign-in ended on the sign-in page (`/login?school_error=…`), which says it in the reader's language:
 * - cancelled: the person said no at their school's sign-in page.
 * - expired: the sign-in took too long, was finished already, or was begun in another browser.
 * - refused: the school's answer did not pass the checks (its code, its token, the nonce).
 * - unavailable: the school's sign-in service did not answer.
 * - pupilAccount: a pupil's school account used on the teachers' sign-in (pupils sign in through their class).
 * - notInClass: the school account belongs to another class's pupil, or to a teacher, not to this class.
 * - classClosed: the class no longer lets its pupils join or sign in with their school account.
 * - classFull: the class has as many pupils as a class may.
 * - inactive: the Folio account is deactivated.
 */
export const OIDC_ERRORS = ['cancelled', 'expired', 'refused', 'unavailable', 'pupilAccount', 'notInClass', 'classClosed', 'classFull', 'inactive'] as const;
export type OidcError = (typeof OIDC_ERRORS)[number];
/** The query parameter of the sign-in page that carries an OidcError. */
export const OIDC_ERROR_PARAM = 'school_error';

/** GET /api/auth/oidc: whether the sign-in page offers the button, and the name it says ("Sign in with {name}"). */
export const OidcSettingsSchema = z.object({ enabled: z.boolean(), name: z.string() });
export type OidcSettings = z.infer<typeof OidcSettingsSchema>;
export const OidcSettingsResponseSchema = dataOf(OidcSettingsSchema);

/** A path of this site to go to after signing in (never another site's address). */
const localPath = z
  .string()
  .max(500)
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'), 'Must be a path of this site.');

/** GET /api/auth/oidc/start: a pupil's class code (pupils only), and where to go once signed in. */
export const OidcStartQuerySchema = z.object({
  class_code: z.string().trim().toUpperCase().min(1, OIDC_MESSAGES.classCodeWrong).max(40, OIDC_MESSAGES.classCodeWrong).optional(),
  redirect: localPath.optional(),
});

/** GET /api/auth/oidc/callback: the provider's answer (RFC 6749 §4.1.2), read whole by the relying party. */
export const OidcCallbackQuerySchema = z.looseObject({ state: z.string().max(2000).optional(), error: z.string().max(200).optional() });

/** POST /api/auth/oidc/session: the one-time code of the fragment, for the session (as a sign-in answers it). */
export const OidcSessionInputSchema = z.object({ code: z.string().min(16).max(200) });
export const OidcSessionResponseSchema = AuthResponseSchema;
