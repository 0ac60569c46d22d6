import { LANGUAGES } from '@folio/shared';

/** The languages offered for words not in the book's (issue 54): the interface's first, then languages books often quote. */
const OFFERED_LANGUAGES: readonly string[] = [...LANGUAGES, 'zh', 'hi', 'ur', 'fa', 'he', 'fr', 'es', 'de', 'it', 'pt', 'ru', 'tr', 'id'];

/** A language's name in the interface's language ('ar' → 'Arabic', 'العربية'…), or its tag when the browser has none. */
export function languageName(tag: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * The offered languages as a select's options, named in the interface's language; `current` (a tag the author chose
 * elsewhere, or an older book's) among them when it is not one of them, so that a choice is always shown as it is.
 */
export function languageOptions(current: string, uiLanguage: string): { value: string; label: string }[] {
  const tags = current && !OFFERED_LANGUAGES.includes(current) ? [...OFFERED_LANGUAGES, current] : OFFERED_LANGUAGES;
  return tags.map((tag) => ({ value: tag, label: languageName(tag, uiLanguage) }));
}
