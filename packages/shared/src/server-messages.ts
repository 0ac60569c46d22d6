import { COUPON_MESSAGES } from './entities/coupon-apply.ts';
import { EXPORT_MESSAGES, LRS_MESSAGES, LTI_MESSAGES, PLAN_MESSAGES } from './feature-messages.ts';
import { CONVERSION_MESSAGES } from './entities/conversion.ts';
import { ACCESSIBILITY_REQUIRED } from './accessibility/check.ts';

/**
 * Messages the server answers in words (toasts, refusals, rate limits), each with a stable code, so that the
 * browser says them in the reader's language (`common:server.<code>`) and the English stays the API's words.
 * `{{name}}` marks a value, sent beside the code in `params`. A message the catalogue does not hold is shown
 * as the server wrote it.
 */
export const SERVER_MESSAGES = {
  // Errors of any route (lib/http-error.ts, plugins/errors.ts).
  invalid: 'The given data was invalid.',
  invalidIn: 'The given data was invalid ({{where}}).',
  signIn: 'Please sign in to continue.',
  forbidden: "You don't have permission to do this.",
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
  tooManyAttempts: 'Too many attempts. Please try again in {{seconds}} seconds.',
  tooManySignIns: 'Too many failed sign-in attempts for this account. Try again in {{seconds}} seconds.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tokenInvalid: 'Your sign-in token is not valid. Please sign in again.',
  wrongCredentials: 'Invalid email or password.',
  accountInactive: 'Your account is inactive. Please contact an administrator.',
  storageUnavailable: 'File storage is temporarily unavailable. Please try again in a moment.',
  diskFull: "The server's disk is full, so this was not saved. Please try again later.",
  bodyTooDeep: 'The request body is nested too deeply (at most {{max}} levels).',
  // Uploads.
  noFile: 'No file was sent.',
  emptyFile: 'The file is empty.',
  fileTooLarge: 'File Size is too large',
  unsupportedFile: 'Unsupported File Format',
  uploaded: 'File uploaded.',
  // Any catalogue resource (lib/crud.ts): the noun stays out of the translations, which say it without one.
  created: '{{noun}} created successfully.',
  updated: '{{noun}} updated successfully.',
  deleted: '{{noun}} deleted successfully.',
  // Accounts.
  signedIn: 'Signed in successfully.',
  signedOut: 'You have been signed out.',
  signedOutEverywhere: 'You have been signed out on every device.',
  accountCreated: 'Your account has been created.',
  passwordUpdated: 'Password updated successfully!',
  profileUpdated: 'Profile updated successfully!',
  // Books and templates.
  ebookCreated: 'eBook created successfully.',
  ebookUpdated: 'eBook updated successfully.',
  ebookDeleted: 'eBook deleted successfully.',
  ebookCopied: 'eBook copied successfully.',
  ebookSubmitted: 'eBook submitted for approval.',
  // A submission (or approval) refused for the book's serious accessibility problems (issue 54).
  accessibilityRequired: ACCESSIBILITY_REQUIRED,
  ebookFromTemplate: 'eBook created from the template.',
  templateDeleted: 'Template deleted successfully.',
  // Orders and payments.
  orderPlaced: 'Order placed successfully.',
  orderAlreadyPlaced: 'This order was already placed.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different checkout. Send a new key for a new checkout.',
  orderCancelled: 'Order cancelled.',
  orderStatusUpdated: 'Order status updated successfully.',
  paymentStatusUpdated: 'Payment status updated successfully.',
  // Why a book of a cart cannot be bought (under its line), and the answer's summary.
  bookUnavailable: 'This book is not available.',
  bookOwned: 'You already own this book.',
  bookAwaitingPayment: 'This book is in your order {{tracking_number}}, which awaits its payment.',
  booksUnavailable: 'These books are not available: {{titles}}.',
  booksHeld: 'You already own or have ordered these books: {{titles}}.',
  // Notes of an order's history written by Folio itself (an admin's own notes stay as written).
  orderPlacedNote: 'Order placed.',
  cancelledByBuyer: 'Cancelled by the customer.',
  deliveredNote: 'Paid: the books are in the buyer’s library.',
  paymentFailedNote: 'The payment failed.',
  paymentNotStarted: 'The {{provider}} payment could not be started.',
  nothingToPay: 'Nothing to pay: your books are ready in your library.',
  manualPayment: 'Please pay {{total}} by bank transfer or in cash, quoting your order number {{tracking_number}}. Your books unlock as soon as we confirm the payment.',
  couponNotFound: COUPON_MESSAGES.not_found,
  couponInactive: COUPON_MESSAGES.inactive,
  couponNotStarted: COUPON_MESSAGES.not_started,
  couponExpired: COUPON_MESSAGES.expired,
  couponUsedUp: COUPON_MESSAGES.used_up,
  couponNotApplicable: COUPON_MESSAGES.not_applicable,
  couponBelowMinimum: COUPON_MESSAGES.below_minimum,
  // Inquiries, notes and drawings.
  inquiryDeleted: 'Inquiry deleted successfully.',
  inquiryStatusUpdated: 'Inquiry status updated successfully.',
  noteSaved: 'Note saved.',
  noteDeleted: 'Note deleted.',
  drawingsSaved: 'Drawings saved.',
  drawingsCleared: 'Drawings cleared.',
  // A book's Learning Record Store.
  lrsSaved: LRS_MESSAGES.saved,
  lrsRemoved: LRS_MESSAGES.removed,
  lrsEndpoint: LRS_MESSAGES.endpoint,
  lrsUsername: LRS_MESSAGES.username,
  lrsPassword: LRS_MESSAGES.password,
  // LMS connections (LTI 1.3).
  exportStarted: EXPORT_MESSAGES.started,
  exportPdfBook: EXPORT_MESSAGES.pdfBook,
  exportNoPages: EXPORT_MESSAGES.noPages,
  exportFailed: EXPORT_MESSAGES.failed,
  exportNotReady: EXPORT_MESSAGES.notReady,
  exportPdfUnavailable: EXPORT_MESSAGES.pdfUnavailable,
  exportOfflineUnavailable: EXPORT_MESSAGES.offlineUnavailable,
  exportDownloadsOff: EXPORT_MESSAGES.downloadsOff,
  exportNoDownload: EXPORT_MESSAGES.noDownload,
  // A PDF book made into editable pages (entities/conversion.ts).
  conversionStarted: CONVERSION_MESSAGES.started,
  conversionNotPdf: CONVERSION_MESSAGES.notPdf,
  conversionNotProcessed: CONVERSION_MESSAGES.notProcessed,
  conversionFailed: CONVERSION_MESSAGES.failed,
  conversionTooLarge: CONVERSION_MESSAGES.tooLarge,
  conversionStorageFull: CONVERSION_MESSAGES.storageFull,
  ltiPlatformSaved: LTI_MESSAGES.platformSaved,
  ltiPlatformDeleted: LTI_MESSAGES.platformDeleted,
  ltiPlatformTaken: LTI_MESSAGES.platformTaken,
  ltiHttps: LTI_MESSAGES.https,
  ltiHandoffExpired: LTI_MESSAGES.handoffExpired,
  ltiNotLinkable: LTI_MESSAGES.notLinkable,
  ltiDeepLinkExpired: LTI_MESSAGES.deepLinkExpired,
  // Plans of authors and publishers (entities/plans.ts).
  planEbookLimit: PLAN_MESSAGES.ebookLimit,
  planLapsed: PLAN_MESSAGES.lapsed,
  planStorageFull: PLAN_MESSAGES.storageFull,
  planTrialUsed: PLAN_MESSAGES.trialUsed,
  planSame: PLAN_MESSAGES.samePlan,
  planStripeUnavailable: PLAN_MESSAGES.stripeUnavailable,
  planTrialStarted: PLAN_MESSAGES.trialStarted,
  planSubscribed: PLAN_MESSAGES.subscribed,
  planCheckoutStarted: PLAN_MESSAGES.checkoutStarted,
  planInvoiced: PLAN_MESSAGES.invoiced,
  planHowToPay: PLAN_MESSAGES.howToPay,
  planCancelled: PLAN_MESSAGES.cancelled,
  planResumed: PLAN_MESSAGES.resumed,
  planNotCancelled: PLAN_MESSAGES.notCancelled,
  planNone: PLAN_MESSAGES.noPlan,
  planPaymentRecorded: PLAN_MESSAGES.paymentRecorded,
  planNoInvoice: PLAN_MESSAGES.noInvoice,
  planNoCard: PLAN_MESSAGES.noCard,
  planChanged: PLAN_MESSAGES.planChanged,
  planNotApplicable: PLAN_MESSAGES.notApplicable,
} as const;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;
export type MessageParams = Record<string, string | number>;

/** The code of each coupon refusal (the quote's `coupon_refusal.reason`). */
export const COUPON_REFUSAL_CODES = {
  not_found: 'couponNotFound',
  inactive: 'couponInactive',
  not_started: 'couponNotStarted',
  expired: 'couponExpired',
  used_up: 'couponUsedUp',
  not_applicable: 'couponNotApplicable',
  below_minimum: 'couponBelowMinimum',
} as const satisfies Record<keyof typeof COUPON_MESSAGES, ServerMessageCode>;

/** A message's words with its values put in. */
export const fillMessage = (template: string, params: MessageParams = {}) => template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The English words of a code, with its values. */
export const serverText = (code: ServerMessageCode, params?: MessageParams) => fillMessage(SERVER_MESSAGES[code], params);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each message as a pattern of its words, its values as groups: '{{noun}} created successfully.' finds the noun. */
const patterns = (Object.entries(SERVER_MESSAGES) as [ServerMessageCode, string][]).map(([code, text]) => {
  const names: string[] = [];
  const source = text.split(/(\{\{\w+\}\})/).map((part) => {
    const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
    if (!name) return escape(part);
    names.push(name);
    return '(.+?)';
  });
  return { code, names, pattern: new RegExp(`^${source.join('')}$`) };
}).sort((a, b) => a.names.length - b.names.length);

/**
 * The code and values of a message from its words (a success answer carries only its words); undefined for
 * words the catalogue does not hold. Messages without values are tried first, so that they never read as a value.
 */
export function serverMessageOf(text: string): { code: ServerMessageCode; params: MessageParams } | undefined {
  for (const { code, names, pattern } of patterns) {
    const match = pattern.exec(text);
    if (match) return { code, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}
