/**
 * The words of the privacy features (entities/privacy.ts): an account's data export and deletion, a parent's
 * consent to a child's registration, the retention of pupils' accounts. Apart from the schemas, like
 * feature-messages.ts, so that what the browser loads at start brings no zod.
 */
export const PRIVACY_MESSAGES = {
  exportStarted: 'Your data export has started. You can download it here when it is ready.',
  exportFailed: 'The data export could not be made. Please try again.',
  exportNotReady: 'There is no finished data export to download. Start one first.',
  deletionScheduled: 'Your account will be deleted at the end of the grace period. Until then you can sign in and cancel.',
  deletionCancelled: 'Your account will not be deleted.',
  pupilDeletesThroughTeacher: 'A pupil account is deleted by its teacher. Ask your teacher to delete it.',
  passwordRequired: 'Enter your password to confirm.',
  passwordWrong: 'The password is not correct.',
  // An account made by a school sign-in has no password it knows: it confirms with its e-mail address, or its name.
  emailRequired: 'Type your e-mail address to confirm.',
  emailWrong: 'That is not this account’s e-mail address.',
  nameRequired: 'Type your name to confirm.',
  nameWrong: 'That is not this account’s name.',
  birthYearRequired: 'Enter your year of birth.',
  birthYearInvalid: 'Enter your year of birth as four digits.',
  parentEmailRequired: 'Enter the e-mail address of a parent or guardian: they must agree before the account is made.',
  parentEmailOwn: 'Enter your parent’s or guardian’s e-mail address, not your own.',
  consentSent: 'We sent your parent or guardian an e-mail. Your account is made when they agree.',
  mailUnavailable: 'The e-mail to your parent or guardian could not be sent just now. Please try again in a moment.',
  consentUnknown: 'This consent link has expired or was used already. The child can register again to send a new one.',
  consentGiven: 'Thank you. The account is made: your child can sign in now.',
  consentDeclined: 'The request is deleted. No account was made.',
  studentNotInClass: 'This pupil is not in this class.',
} as const;

/** The customer's name an order keeps once its account is deleted (orders stay as invoices). */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** How long a parent has to answer a child's registration before the request is removed. */
export const CONSENT_REQUEST_DAYS = 7;
/** The age under which a registration needs a parent's consent (COPPA). */
export const CONSENT_AGE = 13;
/** How long after the notice to their teacher an unused pupil account is deleted. */
export const RETENTION_NOTICE_DAYS = 30;

/**
 * Whether someone born in `birthYear` may be under CONSENT_AGE now. The year alone cannot tell whether this
 * year's birthday has passed, so a child who turns 13 this year still counts as under 13: the careful side.
 */
export const mayBeUnderConsentAge = (birthYear: number, now = new Date()) => now.getUTCFullYear() - birthYear <= CONSENT_AGE;

/** How long a finished data export waits to be downloaded before it is removed. */
export const ACCOUNT_EXPORT_KEPT_DAYS = 7;
