import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '@folio/shared';

/** The landing page's and the library's titles and descriptions in one language, as the app shows them. */
export interface SiteTexts {
  landingTitle?: string;
  landingDescription?: string;
  libraryTitle?: string;
  libraryDescription?: string;
}

interface StoreTexts {
  landing?: { documentTitle?: string; hero?: { subtitle?: string } };
  library?: { title?: string; intro?: string };
}

/**
 * The texts of the web build's translation file of the storefront (`locales/<language>/store.json`): the same words
 * the app sets as the pages' titles (the web's LandingPage and LibraryPage), in every interface language, without a
 * second copy to keep in step. A file is read again when it changes (a rebuild while the server runs); a language
 * whose file is missing has English's, and a build without any (a test's) has none: the pages keep the site's name.
 */
export function siteTextsOf(dist: string) {
  const cache = new Map<Language, { stamp: number; texts: SiteTexts }>();
  const read = async (language: Language): Promise<SiteTexts | undefined> => {
    const file = join(dist, 'locales', language, 'store.json');
    const info = await stat(file).catch(() => undefined);
    if (!info) return undefined;
    const cached = cache.get(language);
    if (cached?.stamp === info.mtimeMs) return cached.texts;
    const store = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as StoreTexts)
      .catch(() => undefined);
    if (!store) return cached?.texts;
    const texts = {
      landingTitle: store.landing?.documentTitle,
      landingDescription: store.landing?.hero?.subtitle,
      libraryTitle: store.library?.title,
      libraryDescription: store.library?.intro,
    };
    cache.set(language, { stamp: info.mtimeMs, texts });
    return texts;
  };
  return async (language: Language): Promise<SiteTexts> => (await read(language)) ?? (language === DEFAULT_LANGUAGE ? undefined : await read(DEFAULT_LANGUAGE)) ?? {};
}
