import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@folio/shared';
import { LANGUAGE_STORAGE_KEY } from './addressLanguage';

/**
 * The language i18next's detector settles on (app/i18n.ts): the first of the address's `?lng=`, the stored choice
 * and the browser's languages that Folio speaks, else English. Found without i18next, for what is asked before it
 * has started: the page's entry's early requests, and the first screen's, which must name the language the screen
 * will ask in to be taken (http/earlyAnswers.ts).
 */
export function detectedLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (a private window): the address and the browser still say.
  }
  const candidates = [new URLSearchParams(window.location.search).get('lng'), stored, ...(navigator.languages ?? [navigator.language])];
  for (const candidate of candidates) {
    const base = candidate?.split('-')[0]?.toLowerCase();
    const found = LANGUAGES.find((language) => language === base);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}
