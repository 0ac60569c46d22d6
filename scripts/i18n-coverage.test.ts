import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = new URL('./i18n-coverage.mjs', import.meta.url).pathname;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs the check on locales of one namespace, `reader`, given language by language. */
function check(locales: Record<string, Record<string, string>>) {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-coverage-'));
  dirs.push(dir);
  for (const [lng, texts] of Object.entries(locales)) {
    mkdirSync(join(dir, lng));
    writeFileSync(join(dir, lng, 'reader.json'), JSON.stringify(texts));
  }
  const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
  return { ok: run.status === 0, output: run.stdout };
}

const title = { en: 'Search this book', bn: 'এই বইয়ে খুঁজুন', ar: 'ابحث في هذا الكتاب', ko: '이 책에서 찾기', ja: 'この本を検索' };
/** "{{count}} pages" in each language's own plural forms. */
const pages = {
  en: { pages_one: '{{count}} page', pages_other: '{{count}} pages' },
  bn: { pages_one: '{{count}}টি পৃষ্ঠা', pages_other: '{{count}}টি পৃষ্ঠা' },
  ar: { pages_zero: '{{count}} صفحة', pages_one: 'صفحة واحدة', pages_two: 'صفحتان', pages_few: '{{count}} صفحات', pages_many: '{{count}} صفحةً', pages_other: '{{count}} صفحة' },
  ko: { pages_other: '{{count}}쪽' },
  ja: { pages_other: '{{count}}ページ' },
};
const locales = (change: (lng: keyof typeof title, texts: Record<string, string>) => void = () => {}) =>
  Object.fromEntries(
    (Object.keys(title) as (keyof typeof title)[]).map((lng) => {
      const texts: Record<string, string> = { title: title[lng], ...pages[lng] };
      change(lng, texts);
      return [lng, texts];
    }),
  );

describe('the translation coverage check', () => {
  it("should take each language's own plural forms as complete: Arabic's six, Bengali's two, Korean's and Japanese's one", () => {
    const { ok, output } = check(locales());
    expect(output).toContain('i18n ar: 100.0% of 7 keys translated; missing 0, extra 0, same as English 0');
    expect(output).toContain('i18n ko: 100.0% of 2 keys translated; missing 0, extra 0, same as English 0');
    expect(ok).toBe(true);
  });

  it('should not take a text of placeholders alone, the same in every language, for one left in English', () => {
    expect(check(locales((_, texts) => (texts.phrase = '{{counter}}, {{side}}'))).ok).toBe(true);
  });

  it('should allow the optional zero form in any language', () => {
    expect(check(locales((lng, texts) => lng === 'ja' && (texts.pages_zero = 'ページなし'))).ok).toBe(true);
  });

  it("should report a form a language's grammar needs and lacks, and one it does not have", () => {
    const { ok, output } = check(
      locales((lng, texts) => {
        if (lng === 'ar') delete texts.pages_few;
        if (lng === 'ko') texts.pages_one = '{{count}}쪽';
      }),
    );
    expect(ok).toBe(false);
    expect(output).toContain('missing  reader:pages_few');
    expect(output).toContain('extra    reader:pages_one');
  });

  it('should report an English plural without its one form, and a plain key left beside a plural group', () => {
    const { ok, output } = check(
      locales((lng, texts) => {
        if (lng === 'en') delete texts.pages_one;
        if (lng === 'bn') texts.pages = '{{count}}টি পৃষ্ঠা';
      }),
    );
    expect(ok).toBe(false);
    expect(output).toContain('i18n en: plural form missing  reader:pages_one');
    expect(output).toContain('extra    reader:pages');
  });
});
