import * as hb from 'harfbuzzjs';
import { describe, expect, it, vi } from 'vitest';
import { cjkPlaceholderFont, PLACEHOLDER_FAMILY, placeholderRange, placeholderScript } from './cjkPlaceholderFont.ts';

/** The glyphs and advances HarfBuzz shapes a text into with the placeholder font. */
function shape(text: string) {
  const bytes = cjkPlaceholderFont();
  const font = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(bytes))));
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return { font, glyphs: buffer.getGlyphInfos().map((info) => info.codepoint), advances: buffer.getGlyphPositions().map((position) => position.xAdvance) };
}

describe('the placeholder face of Japanese and Korean letters', () => {
  it('draws every Japanese letter as an empty em, and half-width forms as half an em', () => {
    const { glyphs, advances, font } = shape('読者に愛されるインタラクティブ、電子書籍。ｱｲｳ');
    expect(glyphs.slice(0, -3).every((glyph) => glyph === 1)).toBe(true);
    expect(glyphs.slice(-3)).toEqual([2, 2, 2]);
    expect(advances.slice(0, -3).every((advance) => advance === 1000)).toBe(true);
    expect(advances.slice(-3)).toEqual([500, 500, 500]);
    // Noto Sans JP's line: 1.16 em above the baseline, 0.288 below.
    expect(font.hExtents()).toMatchObject({ ascender: 1160, descender: -288, lineGap: 0 });
    expect(font.glyphExtents(1)).toMatchObject({ width: 0, height: 0 });
  });

  it("draws Hangul as empty letters as wide as Noto Sans KR's (920 units), and has no glyph for Latin letters", () => {
    const { glyphs, advances } = shape('로그인ㄱ');
    expect(glyphs.every((glyph) => glyph === 3)).toBe(true);
    expect(advances).toEqual([920, 920, 920, 920]);
    expect(shape('Aa1₩').glyphs).toEqual([0, 0, 0, 0]);
  });

  it("is added by the shells' script from its own bytes, for the page's language's letters only, blocking rather than showing boxes", () => {
    const run = (lang: string) => {
      const added: unknown[] = [];
      const FontFace = vi.fn(function (this: object, family: string, bytes: Uint8Array, descriptors: object) {
        Object.assign(this, { family, bytes, descriptors });
      });
      const document = { documentElement: { lang }, fonts: { add: (face: unknown) => added.push(face) } };
      new Function('document', 'FontFace', 'atob', placeholderScript())(document, FontFace, (text: string) => Buffer.from(text, 'base64').toString('latin1'));
      return added as { family: string; bytes: Uint8Array; descriptors: { unicodeRange: string; display: string } }[];
    };
    const [japanese] = run('ja');
    expect(japanese).toMatchObject({ family: PLACEHOLDER_FAMILY, descriptors: { unicodeRange: placeholderRange('ja'), display: 'block' } });
    expect(Buffer.from(japanese!.bytes)).toEqual(cjkPlaceholderFont());
    expect(japanese!.descriptors.unicodeRange).toContain('U+4E00-9FFF');
    // A Japanese page's '한국어' (its language menu) is not hidden: the Korean faces are not loaded there.
    expect(japanese!.descriptors.unicodeRange).not.toContain('AC00');
    expect(run('ko')[0]!.descriptors.unicodeRange).toBe('U+1100-11FF,U+3130-318F,U+AC00-D7AF');
    expect(run('en')).toEqual([]);
  });
});
