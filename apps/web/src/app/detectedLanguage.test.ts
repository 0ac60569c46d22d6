import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './addressLanguage';
import { detectedLanguage } from './detectedLanguage';

describe('the language the page asks the catalogue in before i18next has settled', () => {
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.unstubAllGlobals();
  });
  const browser = (languages: string[]) => vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] });

  it("is the address's, then the stored choice, then the first of the browser's languages that Folio speaks, else English", () => {
    browser(['fr-CA', 'ko-KR', 'ar']);
    expect(detectedLanguage()).toBe('ko');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    expect(detectedLanguage()).toBe('bn');
    window.history.replaceState(null, '', '/ebooks?lng=ar');
    expect(detectedLanguage()).toBe('ar');
    // A language Folio does not speak, wherever it is named, is passed over.
    window.history.replaceState(null, '', '/ebooks?lng=fr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    browser(['fr', 'de']);
    expect(detectedLanguage()).toBe('en');
  });
});
