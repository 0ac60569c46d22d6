import { createInstance, type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@folio/shared';

// Every namespace of every language, as the app loads them.
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, json] of Object.entries(files)) {
  const [, lng, ns] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(path)!;
  (resources[lng!] ??= {})[ns!] = json;
}

/** The keys English gives plural forms (`…_one`, `…_other`), by namespace. */
const pluralKeys = Object.entries(resources.en!).flatMap(([ns, texts]) => {
  const keys: string[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}${key}.`);
      else if (key.endsWith('_other')) keys.push(`${ns}:${prefix}${key.slice(0, -'_other'.length)}`);
    }
  };
  walk(texts, '');
  return keys;
});

let i18n: I18n;
beforeAll(async () => {
  i18n = createInstance();
  // No fallback: a form a language lacks shows as its key instead of hiding behind the English one.
  await i18n.init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
});

describe('texts that hold a count', () => {
  it("say a reader's answers in the plural form of each number (not '0 of 1 questions')", () => {
    const t = i18n.getFixedT('en', 'reader');
    const progress = (answered: number, questions: number, score: number, points: number) =>
      t('toolbar.progress', { questions: t('toolbar.progressQuestions', { answered, count: questions }), points: t('toolbar.progressPoints', { score, count: points }) });
    expect(progress(0, 1, 0, 1)).toBe('Your answers: 0 of 1 question · 0 of 1 point');
    expect(progress(1, 4, 3, 12)).toBe('Your answers: 1 of 4 questions · 3 of 12 points');
  });

  it("say them in Arabic in each of its six forms (not '0 من 1 أسئلة')", () => {
    const t = i18n.getFixedT('ar', 'reader');
    const questions = (count: number) => t('toolbar.progressQuestions', { answered: 0, count });
    expect([0, 1, 2, 3, 11, 100].map(questions)).toEqual(['0 من 0 سؤال', '0 من سؤال واحد', '0 من سؤالين', '0 من 3 أسئلة', '0 من 11 سؤالًا', '0 من 100 سؤال']);
  });

  it.each(LANGUAGES)('have every plural form their language needs, in %s', (lng) => {
    expect(pluralKeys.length).toBeGreaterThan(10);
    for (const key of pluralKeys) {
      for (const count of [0, 1, 2, 3, 11, 100, 1.5]) {
        const [ns, path] = key.split(':') as [string, string];
        expect(i18n.exists(path, { lng, ns, count }), `${lng} ${key} for ${count}`).toBe(true);
      }
    }
  });
});
