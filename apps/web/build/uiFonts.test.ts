import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lettersFor, UI_FONTS, uiFonts, uiFontsModule, unicodeRange } from './uiFonts.ts';

const japanese = UI_FONTS.find((font) => font.language === 'ja')!;
const commonTexts = readFileSync(new URL('../public/locales/ja/common.json', import.meta.url), 'utf8');

describe('the interface faces', () => {
  it('writes runs of consecutive letters as ranges', () => {
    expect(unicodeRange('本ぁあぃかか')).toBe('U+3041-3043,U+304B,U+672C');
  });

  it("cuts Japanese to the public pages' kana and kanji, and what Intl writes in Japanese", () => {
    const letters = lettersFor(japanese);
    const kanji = [...new Set(commonTexts)].filter((letter) => japanese.letters.test(letter));
    expect(kanji.length).toBeGreaterThan(100);
    for (const letter of kanji) expect(letters).toContain(letter);
    // The plans' prices in yen, weekdays, morning and afternoon.
    for (const letter of '￥月曜日午前後') expect(letters).toContain(letter);
    // Latin and digits are Inter's; the editor's texts are not the public pages'.
    expect(letters).not.toMatch(/[A-Za-z0-9]/);
    expect(letters.length).toBeLessThan(700);
  });

  it("cuts Korean to the public pages' Hangul, with the won sign and Intl's weekdays", () => {
    const letters = lettersFor(UI_FONTS.find((font) => font.language === 'ko')!);
    for (const letter of '로그인₩월요일오전후') expect(letters).toContain(letter);
    expect(letters).not.toMatch(/[A-Za-z0-9\u3040-\u30FF]/);
  });

  describe('the stylesheets the app imports', () => {
    const cache = mkdtempSync(join(tmpdir(), 'ui-fonts-'));
    afterAll(() => rmSync(cache, { recursive: true, force: true }));
    const resolve = (plugin: ReturnType<typeof uiFonts>, id: string) => (plugin.resolveId as (id: string) => Promise<string | null>)(id);

    it("declares each weight of a language with the letters it was cut to, in files a small part of the whole font", async () => {
      const plugin = uiFonts(UI_FONTS, cache);
      const css = readFileSync((await resolve(plugin, uiFontsModule('ja')))!, 'utf8');
      const korean = (await resolve(plugin, uiFontsModule('ko')))!;
      const range = unicodeRange(lettersFor(japanese));
      for (const weight of [400, 700]) {
        expect(css).toContain(`font-family:'Noto Sans JP UI';font-style:normal;font-display:swap;font-weight:${weight};src:url('./noto-sans-jp-ui-${weight}.woff2') format('woff2');unicode-range:${range}}`);
        expect(css).not.toContain('KR');
        expect(readFileSync(korean, 'utf8')).toContain(`font-family:'Noto Sans KR UI';font-style:normal;font-display:swap;font-weight:${weight};src:url('./noto-sans-kr-ui-${weight}.woff2')`);
        for (const file of ['noto-sans-jp-ui', 'noto-sans-kr-ui']) {
          const font = readFileSync(join(dirname(korean), `${file}-${weight}.woff2`));
          expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
          // A whole weight is 5.4 MB (Japanese) or 6 MB (Korean).
          expect(font.length).toBeLessThan(150_000);
        }
      }
    }, 120_000);

    it('is made once for the same letters: another build takes the files already there', async () => {
      const first = (await resolve(uiFonts(UI_FONTS, cache), uiFontsModule('ja')))!;
      const written = statSync(first).mtimeMs;
      expect(await resolve(uiFonts(UI_FONTS, cache), uiFontsModule('ja'))).toBe(first);
      expect(statSync(first).mtimeMs).toBe(written);
    });

    it('resolves nothing else', async () => {
      expect(await resolve(uiFonts(UI_FONTS, cache), 'virtual:ui-fonts/ar.css')).toBeNull();
      expect(await resolve(uiFonts(UI_FONTS, cache), 'virtual:other.css')).toBeNull();
    });
  });
});
