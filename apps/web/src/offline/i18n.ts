import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@folio/shared';
import { applyDocumentLanguage, languageOf } from '../app/i18n';

/** The translation namespaces the reader shows: bundled with it, since a page opened from file:// may fetch nothing. */
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/{common,validation,reader,elements,annotations,study,narration,accessibility}.json', { eager: true, import: 'default' });

function bundledResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, texts] of Object.entries(files)) {
    const [, lng, ns] = /locales\/([^/]+)\/([^/.]+)\.json$/.exec(path) ?? [];
    if (lng && ns) (resources[lng] ??= {})[ns] = texts;
  }
  return resources;
}

/**
 * The offline reader speaks the book's language, or the one the address names (`index.html?lng=ar`): there is no
 * site around it to choose one in.
 */
export function initOfflineI18n(bookLanguage: string) {
  const asked = new URLSearchParams(window.location.search).get('lng');
  const lng = languageOf(asked ?? bookLanguage);
  i18n.on('languageChanged', applyDocumentLanguage);
  return i18n.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: bundledResources(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
}
