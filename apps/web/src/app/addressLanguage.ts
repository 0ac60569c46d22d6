import { LANGUAGES, type Language } from '@folio/shared';

/** Where the language choice is kept: the i18next detector's own places (app/i18n.ts reads and writes them). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The copy the server reads to send a page's first screen in that language (plugins/visitorLanguage.ts). */
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_COOKIE_MINUTES = 60 * 24 * 365;

/**
 * Keeps the language the address names (`/?lng=ar`) at once, from the page's entry. The detector would keep it only
 * once the app has started, which on a page that arrives painted is after its first paint: a link followed before
 * then led to a page that no longer named it, in English. A language Folio does not speak changes nothing.
 */
export function keepAddressLanguage(search: string) {
  const named = new URLSearchParams(search).get('lng')?.split('-')[0];
  const language = LANGUAGES.find((lng: Language) => lng === named);
  if (!language) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (a private window's quota): the cookie still carries the choice to the next page.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MINUTES * 60}; samesite=lax`;
}
