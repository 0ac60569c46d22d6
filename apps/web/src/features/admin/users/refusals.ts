import type { TFunction } from 'i18next';
import { USER_ADMIN_MESSAGES } from '@folio/shared';

const keyOf = new Map<string, string>(Object.entries(USER_ADMIN_MESSAGES).map(([key, text]) => [text, key]));

/** The server's refusal of an admin change (own account, last admin) in the reader's language; other texts as they came. */
export const translateRefusal = (t: TFunction, message: string) => {
  const key = keyOf.get(message);
  return key ? t(`users:refusals.${key}`) : message;
};
