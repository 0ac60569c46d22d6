import type { TFunction } from 'i18next';
import { PRIVACY_MESSAGES } from '@folio/shared';
import { errorBody, errorMessage } from '../../http/client';

type PrivacyMessage = keyof typeof PRIVACY_MESSAGES;
const byText = new Map(Object.entries(PRIVACY_MESSAGES).map(([key, text]) => [text as string, key as PrivacyMessage]));

/** A message of the privacy routes in the reader's language (`privacy:messages.<key>`), or undefined for another. */
export function privacyText(t: TFunction, message: string | undefined): string | undefined {
  const key = message === undefined ? undefined : byText.get(message);
  return key && t(`privacy:messages.${key}`);
}

/**
 * What a failed call says in the reader's language: a privacy message from this namespace, another from the server
 * catalogue (the API client's translation), `fallback` when no answer came.
 */
export function refusalOf(t: TFunction, error: unknown, fallback: string): string {
  const body = errorBody(error) as { message?: unknown } | null | undefined;
  return privacyText(t, typeof body?.message === 'string' ? body.message : undefined) ?? errorMessage(error, fallback);
}
