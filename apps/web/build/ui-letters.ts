import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The translation namespaces the offline reader shows (src/offline/i18n.ts bundles the same). */
export const OFFLINE_NAMESPACES = ['common', 'validation', 'reader', 'elements', 'annotations'];

/** Every string in a translation file, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

/** The letters of a language's texts in these namespaces, once each, in code point order. */
export function lettersOf(localesDir: string, lng: string, namespaces: readonly string[]): string {
  const texts = namespaces.flatMap((ns) => stringsOf(JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8'))));
  return [...new Set(texts.join(''))].sort().join('');
}

/**
 * Each language's letters in the offline reader's texts, once each, by language (`{"ar": "…"}`): the export adds
 * the chosen language's to the book's letters when it picks the fonts the package carries.
 */
export function uiLetters(localesDir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(localesDir).map((lng) => [lng, lettersOf(localesDir, lng, OFFLINE_NAMESPACES)]));
}
