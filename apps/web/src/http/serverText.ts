import type { i18n as I18n } from 'i18next';
import { serverMessageOf, type MessageParams } from '@folio/shared';

/** The values a counted message takes its plural form from (`common:server.tooManyAttempts_one`, `_other`…). */
const COUNTED = ['seconds', 'max'] as const;

/**
 * A message of the server in the reader's language: by the code it came with, or else by its words when the
 * server-message catalogue holds them (a success answer carries only its words), from `common:server.<code>`.
 * Words the catalogue does not hold, and codes without a translation, are shown as the server wrote them.
 */
export function serverText(i18n: I18n, message: string, code?: string | null, params?: MessageParams | null): string {
  const found = code ? { code, params: params ?? {} } : serverMessageOf(message);
  if (!found) return message;
  const key = `server.${found.code}`;
  const counted = COUNTED.find((name) => name in found.params);
  const count = counted ? { count: Number(found.params[counted]) } : {};
  return i18n.exists(key, { ns: 'common', ...count }) ? i18n.t(key, { ns: 'common', ...found.params, ...count }) : message;
}
