import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import ChainedBackend from 'i18next-chained-backend';
import LocalStorageBackend from 'i18next-localstorage-backend';
import HttpBackend from 'i18next-http-backend';
import { loadFontsFor } from './fonts';
import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, TRANSLATION_CACHE_MS, TRANSLATIONS_KEPT_COOKIE, type Language } from '@folio/shared';
import { STARTUP_NAMESPACES, TRANSLATIONS_PATH } from './namespaces';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MINUTES, LANGUAGE_STORAGE_KEY } from './addressLanguage';

export { NAMESPACES } from './namespaces';

/** Each language is named in itself, so that a reader finds theirs whatever is shown now. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  bn: 'বাংলা',
  ar: 'العربية',
  ko: '한국어',
  ja: '日本語',
};

/** One of Folio's languages from an i18next language code ('ar', 'en-GB'…): English for any other. */
export function languageOf(lng: string | undefined): Language {
  const base = lng?.split('-')[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : DEFAULT_LANGUAGE;
}

/** The direction a language is written in, for a `dir` attribute. */
export const directionOf = (lng: Language) => (RTL_LANGUAGES.includes(lng) ? 'rtl' : 'ltr');

/**
 * A user's words set inside a translated sentence, isolated (U+2068…U+2069) so that they keep their own
 * direction and place: an English search word stays whole inside an Arabic sentence.
 */
export const isolated = (words: string) => `\u2068${words}\u2069`;

/** `<html lang dir>` follow the language: Arabic turns the whole layout right to left. */
export function applyDocumentLanguage(lng: string) {
  const base = languageOf(lng);
  document.documentElement.lang = base;
  document.documentElement.dir = directionOf(base);
  loadFontsFor(base);
}

/**
 * architecture.md §7: detection by `?lng=`, then localStorage, then the browser; the choice is stored in
 * localStorage (and a cookie, for the server's pre-rendered landing page). Translation files come over HTTP
 * and are cached in localStorage for 7 days, keyed by the build so that a new release never shows stale texts.
 */
/**
 * Tells the server that this browser keeps its texts (the chained backend stores what it fetched for
 * TRANSLATION_CACHE_MS): it then names none for preloading (plugins/web.ts), which would go unused. Should the
 * store be emptied meanwhile, the texts are only fetched as they were before any preloading.
 */
export function markTranslationsKept() {
  document.cookie = `${TRANSLATIONS_KEPT_COOKIE}=1; path=/; max-age=${TRANSLATION_CACHE_MS / 1000}; samesite=lax`;
}

export function initI18n() {
  i18n.on('languageChanged', applyDocumentLanguage);
  i18n.on('loaded', markTranslationsKept);
  return i18n
    .use(ChainedBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: STARTUP_NAMESPACES,
      defaultNS: 'common',
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        // The cookie lets the server pre-render the landing page in the language chosen here (a copy of the
        // localStorage choice, not read back by this detection).
        caches: ['localStorage', 'cookie'],
        lookupCookie: LANGUAGE_COOKIE,
        cookieMinutes: LANGUAGE_COOKIE_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      backend: {
        backends: [LocalStorageBackend, HttpBackend],
        backendOptions: [
          { prefix: 'folio_i18n_', expirationTime: TRANSLATION_CACHE_MS, defaultVersion: __BUILD_ID__ },
          { loadPath: TRANSLATIONS_PATH },
        ],
      },
      interpolation: { escapeValue: false },
    });
}

export { i18n };
