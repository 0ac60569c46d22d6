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
  passwordsMustMatch: 'Passwords must match',
  passwordsDoNotMatch: 'Passwords do not match',
  emailTaken: 'This email is already registered',
  tooLong: 'Too long',
} as const;

export type MessageKey = keyof typeof MESSAGES;

const byText = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of a known validation message, so that the web can show it in the reader's language. */
export const messageKey = (text: string): MessageKey | undefined => byText.get(text);
