/**
 * Validation messages, word for word from the product specification (§5) where it gives them. The server
 * answers these English texts; the web translates them through the `validation` namespace, whose keys are
 * the keys of this object (see `messageKey`).
 */
export const MESSAGES = {
  required: 'Required',
  invalidEmail: 'Invalid email address',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  acceptTerms: 'Please accept the terms of service and the privacy policy',
  passwordsMustMatch: 'Passwords must match',
  passwordsDoNotMatch: 'Passwords do not match',
  emailTaken: 'This email is already registered',
  tooLong: 'Too long',
  statusRequired: 'Status is required',
  roleRequired: 'Role is required',
  photoRequired: 'Photo is required',
  thumbnailRequired: 'Thumbnail is required',
  bioRequired: 'Bio is required',
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Use lower-case letters, digits and hyphens only',
  slugTaken: 'This slug is already used by another page',
  contentRequired: 'Content is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  fullNameRequired: 'Full name is required',
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Confirm password is required',
  currentPasswordWrong: 'The current password is not correct',
  passwordAlreadySet: 'This account has a password already: change it with your current password',
  publisherNameRequired: 'Publisher name is required',
  invalidEmailFormat: 'Invalid email format',
  codeRequired: 'Code is required',
  codeTaken: 'This code is already used by another coupon',
  discountTypeRequired: 'Discount type is required',
  discountValueRequired: 'Discount value is required',
  appliesToRequired: 'Applies to is required',
  itemIdRequired: 'Item ID is required for item-specific coupons',
  minimumOrderAmountRequired: 'Minimum order amount is required',
  maximumDiscountRequired: 'Maximum discount is required',
  usageLimitRequired: 'Usage limit is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endAfterStart: 'End date must be after start date',
  mustBeZeroOrMore: 'Must be 0 or more',
  mustBeNumber: 'Must be a number',
  percentageMax: 'A percentage cannot be more than 100',
  invalidChoice: 'Choose one of the options',
  dateOutOfRange: 'Enter a date between 2000 and 2099',
  invalidCharacter: 'Contains a character that is not allowed',
  unsupportedFileFormat: 'Unsupported File Format',
  fileTooLarge: 'File Size is too large',
  unsupportedFileFormatOrSize: 'Unsupported File Format or Size',
  // A file field that names no upload of the right kind by this account (someone else's, or made up).
  uploadRequired: 'Upload the file from your computer',
  // Why a PDF book's file could not be processed (PDF_PROCESSING_FAILURES).
  pdfUnreadable: 'This PDF could not be read. It may be damaged: export it as a PDF again and upload the new file.',
  pdfNoPages: 'This PDF has no pages.',
  pdfNotProcessed: 'The PDF could not be processed just now. Please upload it again.',
  discountOverPrice: 'The discount cannot be more than the price',
  rejectReasonRequired: 'A reason is required to reject a book',
  // A translation keyed by a language the interface does not speak (entities/translations.ts).
  translationLanguage: 'Translations may only be in en, bn, ar, ko or ja',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const byText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a known validation message, so that the web can show it in the reader's language. */
export const messageKey = (text: string): MessageKey | undefined => byText.get(text);
