import { afterEach, describe, expect, it } from 'vitest';
import { TRANSLATIONS_KEPT_COOKIE } from '@folio/shared';
import { markTranslationsKept } from './i18n';

describe("the app's texts", () => {
  afterEach(() => {
    document.cookie = `${TRANSLATIONS_KEPT_COOKIE}=; path=/; max-age=0`;
  });

  it('tell the server, once stored, that this browser keeps them, so that it names none for preloading', () => {
    expect(document.cookie).not.toContain(`${TRANSLATIONS_KEPT_COOKIE}=`);
    markTranslationsKept();
    expect(document.cookie).toContain(`${TRANSLATIONS_KEPT_COOKIE}=1`);
  });
});
