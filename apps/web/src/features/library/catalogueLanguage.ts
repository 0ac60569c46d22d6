import { useTranslation } from 'react-i18next';
import type { Language } from '@folio/shared';
import { i18n, languageOf } from '../../app/i18n';
import { detectedLanguage } from '../../app/detectedLanguage';

/**
 * The language books and genres are asked for in (`?lng=`, decision 017): the interface's. Part of each query's
 * argument, so that switching the language asks again; before i18next has settled (the app's first requests),
 * the language it will settle on.
 */
export const catalogueLanguage = (): Language => (i18n.language ? languageOf(i18n.language) : detectedLanguage());

/** The catalogue's language in a screen, which renders again when the interface's changes. */
export function useCatalogueLanguage(): Language {
  const { i18n: current } = useTranslation();
  return languageOf(current.language);
}
