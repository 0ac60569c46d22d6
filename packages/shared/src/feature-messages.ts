/**
 * Messages of features whose contracts (entities/) answer in words: here, apart from their zod schemas, so that
 * the server-message catalogue (server-messages.ts), which every page of the web app loads, brings no zod with it.
 */

/** A book's own Learning Record Store (entities/xapi.ts). */
export const LRS_MESSAGES = {
  saved: 'Learning Record Store saved.',
  removed: 'The book sends its statements to the site’s Learning Record Store again.',
  endpoint: 'Enter the https address of the Learning Record Store’s xAPI endpoint.',
  username: 'Enter the key (user name) the Learning Record Store gave you.',
  password: 'Enter the secret (password) the Learning Record Store gave you.',
} as const;

/** LTI 1.3 (entities/lti.ts). */
export const LTI_MESSAGES = {
  platformSaved: 'LMS registered.',
  platformDeleted: 'LMS removed. Its launches are refused from now on.',
  platformTaken: 'This LMS (issuer and client ID) is registered already.',
  https: 'Enter an https address (http only for this machine).',
  handoffExpired: 'This sign-in from your course has expired or was used already. Open the book from your course again.',
  notLinkable: 'Choose a published book that anyone may read.',
  deepLinkExpired: 'This request from your course has expired. Start again from your course.',
} as const;

/** A book's exports (entities/book-export.ts). */
export const EXPORT_MESSAGES = {
  started: 'Your export has started. You can download it here when it is ready.',
  pdfBook: 'A PDF book is already a PDF: download its file instead.',
  noPages: 'The book has no pages to export.',
  failed: 'The export could not be made. Please try again.',
  notReady: 'This export is not ready to download.',
  pdfUnavailable: 'PDF export is not available on this server.',
  offlineUnavailable: 'Offline export is not available on this server.',
  downloadsOff: "This book's owner does not offer its files for download.",
  noDownload: 'This file is not available yet.',
} as const;
