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

describe('the Japanese placeholder face', () => {
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

  it('has no glyph for Latin letters or Hangul, which other faces draw', () => {
    expect(shape('Aa1한').glyphs).toEqual([0, 0, 0, 0]);
  });

  it('is added by the shells\' script from its own bytes, for its letters, blocking rather than showing boxes', () => {
    const added: unknown[] = [];
    const FontFace = vi.fn(function (this: object, family: string, bytes: Uint8Array, descriptors: object) {
      Object.assign(this, { family, bytes, descriptors });
    });
    new Function('document', 'FontFace', 'atob', placeholderScript())({ fonts: { add: (face: unknown) => added.push(face) } }, FontFace, (text: string) => Buffer.from(text, 'base64').toString('latin1'));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ family: PLACEHOLDER_FAMILY, descriptors: { unicodeRange: placeholderRange(), display: 'block' } });
    expect(Buffer.from((added[0] as { bytes: Uint8Array }).bytes)).toEqual(cjkPlaceholderFont());
    expect(placeholderRange()).toContain('U+4E00-9FFF');
  });
});
