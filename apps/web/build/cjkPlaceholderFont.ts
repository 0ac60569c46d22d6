import type { Plugin } from 'vite';

/**
 * A font that draws nothing, with the widths and line height of Noto Sans JP and KR, which a Japanese or Korean
 * page names last for its letters, after the device's own faces (`--cjk-placeholder`, src/styles/index.css).
 *
 * A page that arrives painted (the pre-rendered first screens) draws its Japanese letters before the interface's
 * faces have arrived. A phone draws them in its own Japanese face, set to Noto Sans JP's metrics ('Noto Sans JP
 * Fallback'), and nothing moves when the faces arrive. A machine without any Japanese face drew boxes a third of
 * an em wide: the headings wrapped at other places, and everything below them moved when the faces came (the
 * landing page's CLS 0.14 to 0.2; Korean's Hangul, the same). This face takes the place of those boxes: every
 * letter is empty and as wide as in the interface's face, so the lines break where they will, and the letters
 * appear in place when the faces arrive, as with `font-display: block`, with nothing moving.
 *
 * It must be there before the page is first laid out: a font in a stylesheet, even a data: address, loads after
 * that layout (the lines were laid out with the boxes, then again). So the Japanese and Korean shells start with
 * a classic script (`cjkPlaceholder()` below, put there by build/prerenderShell.mjs) that adds it from its bytes,
 * which the browser takes at once: loaded beside the stylesheet, it holds nothing back.
 *
 * The font is written here, byte by byte, because no font tool on npm writes the one small character map it
 * needs (format 13: ranges of letters to one glyph, 12 bytes a range instead of 2 bytes a letter). The test draws
 * letters with it through HarfBuzz.
 */

const UNITS_PER_EM = 1000;
/** Noto Sans JP's vertical metrics, as 'Noto Sans JP Fallback' sets them; Noto Sans KR's are the same. */
const ASCENT = 1160;
const DESCENT = 288;

/** Glyph 0 is .notdef (a letter the font lacks); 1 is a full em, 2 half an em, 3 a Hangul letter's 0.92 em. */
const ADVANCES = [UNITS_PER_EM, UNITS_PER_EM, UNITS_PER_EM / 2, 920];
const FULL = 1;
const HALF = 2;
const HANGUL = 3;

type Range = [first: number, last: number, glyph: number];

/**
 * The letters each language's pages lay out with the placeholder, at their widths in its interface face. A
 * page names only its own language's (the FontFace's unicode-range): every letter in it must come from a face
 * that page loads, or it would stay empty. Japanese: the letters of 'Noto Sans JP Fallback' (index.css), with
 * the half-width forms at their width. Korean: Hangul, 920 units wide in Noto Sans KR, both weights.
 */
export const PLACEHOLDER_RANGES: Record<string, Range[]> = {
  ja: [
    [0x3000, 0x30ff, FULL], // CJK punctuation, hiragana, katakana
    [0x3400, 0x4dbf, FULL], // ideographs, extension A
    [0x4e00, 0x9fff, FULL], // ideographs
    [0xf900, 0xfaff, FULL], // compatibility ideographs
    [0xff00, 0xff60, FULL], // full-width forms
    [0xff61, 0xffdc, HALF], // half-width katakana and Hangul
    [0xffe0, 0xffe6, FULL], // full-width signs
    [0xffe8, 0xffee, HALF], // half-width signs
  ],
  ko: [
    [0x1100, 0x11ff, HANGUL], // jamo
    [0x3130, 0x318f, HANGUL], // compatibility jamo
    [0xac00, 0xd7af, HANGUL], // syllables
  ],
};

/** The languages whose pre-rendered shells carry the placeholder. */
export const PLACEHOLDER_LANGUAGES = Object.keys(PLACEHOLDER_RANGES);

export const PLACEHOLDER_FAMILY = 'Folio CJK Placeholder';

class Bytes {
  private readonly parts: number[] = [];
  u8(value: number) { this.parts.push(value & 0xff); return this; }
  u16(value: number) { return this.u8(value >> 8).u8(value); }
  i16(value: number) { return this.u16(value < 0 ? value + 0x10000 : value); }
  u32(value: number) { return this.u16(Math.floor(value / 0x10000)).u16(value % 0x10000); }
  tag(text: string) { for (const char of text) this.u8(char.charCodeAt(0)); return this; }
  zeros(count: number) { for (let i = 0; i < count; i++) this.u8(0); return this; }
  get length() { return this.parts.length; }
  toBuffer() { return Buffer.from(this.parts); }
}

function cmap(): Buffer {
  const ranges = Object.values(PLACEHOLDER_RANGES).flat().sort(([a], [b]) => a - b);
  const groups = ranges.length;
  const subtable = 16 + 12 * groups;
  const table = new Bytes().u16(0).u16(1).u16(3).u16(10).u32(12); // one subtable: Windows, full Unicode
  table.u16(13).u16(0).u32(subtable).u32(0).u32(groups);
  for (const [first, last, glyph] of ranges) table.u32(first).u32(last).u32(glyph);
  return table.toBuffer();
}

function head(): Buffer {
  return new Bytes()
    .u32(0x00010000).u32(0x00010000) // version, fontRevision
    .u32(0) // checkSumAdjustment, set once the whole font is written
    .u32(0x5f0f3cf5).u16(0x000b).u16(UNITS_PER_EM)
    .zeros(16) // created, modified
    .i16(0).i16(-DESCENT).i16(UNITS_PER_EM).i16(ASCENT) // xMin, yMin, xMax, yMax
    .u16(0).u16(8).i16(2).i16(0).i16(0) // macStyle, lowestRecPPEM, fontDirectionHint, short loca, glyphDataFormat
    .toBuffer();
}

function hhea(): Buffer {
  return new Bytes()
    .u32(0x00010000).i16(ASCENT).i16(-DESCENT).i16(0)
    .u16(UNITS_PER_EM).i16(0).i16(0).i16(0) // advanceWidthMax, minLeftSideBearing, minRightSideBearing, xMaxExtent
    .i16(1).i16(0).i16(0).zeros(8) // caret slope rise and run, caret offset, reserved
    .i16(0).u16(ADVANCES.length)
    .toBuffer();
}

/**
 * The outlines: .notdef is a triangle (a font with no outline at all is refused by the browser's sanitiser),
 * never drawn, as every letter this font maps is one of the empty glyphs after it.
 */
function glyf(): Buffer {
  const notdef = new Bytes()
    .i16(1).i16(0).i16(0).i16(500).i16(500) // one contour, its bounds
    .u16(2).u16(0) // the contour's last point, no instructions
    .u8(1).u8(1).u8(1) // three points on the curve, coordinates as 16-bit deltas
    .i16(0).i16(500).i16(-250) // x
    .i16(0).i16(0).i16(500) // y
    .u8(0); // padding: a short loca counts in 2 bytes
  return notdef.toBuffer();
}

/** Where each glyph's outline starts in glyf, in 2-byte units: .notdef's, then the empty ones at its end. */
function loca(): Buffer {
  const table = new Bytes().u16(0);
  const notdefEnd = glyf().length / 2;
  for (let glyph = 1; glyph <= ADVANCES.length; glyph++) table.u16(notdefEnd);
  return table.toBuffer();
}

function maxp(): Buffer {
  // Version 1.0 (TrueType outlines): the glyph count, .notdef's 3 points in 1 contour, 2 zones, the rest zero.
  return new Bytes().u32(0x00010000).u16(ADVANCES.length).u16(3).u16(1).zeros(4).u16(2).zeros(16).toBuffer();
}

function hmtx(): Buffer {
  const table = new Bytes();
  for (const advance of ADVANCES) table.u16(advance).i16(0);
  return table.toBuffer();
}

function os2(): Buffer {
  return new Bytes()
    .u16(4).i16(UNITS_PER_EM).u16(400).u16(5).u16(0) // version, xAvgCharWidth, weight, width, fsType (installable)
    .i16(650).i16(600).i16(0).i16(75).i16(650).i16(600).i16(0).i16(350) // sub- and superscript sizes and offsets
    .i16(50).i16(250).i16(0) // strikeout size and position, family class
    .zeros(10) // panose
    .u32(0x10000000).u32(0x29000000).u32(0).u32(0) // Unicode ranges: Hangul jamo, CJK symbols, Hangul, ideographs
    .tag('FOLI').u16(0x0040) // vendor, fsSelection: regular
    .u16(0x1100).u16(0xffee) // first and last letter
    .i16(ASCENT).i16(-DESCENT).i16(0).u16(ASCENT).u16(DESCENT) // typo ascender, descender, line gap; win ascent, descent
    .u32(0x000a0000).u32(0) // code pages: Japanese, Korean
    .i16(0).i16(0).u16(0).u16(0x3000).u16(0) // x-height, cap height, default letter, break letter, context
    .toBuffer();
}

function post(): Buffer {
  // Version 3: no glyph names.
  return new Bytes().u32(0x00030000).u32(0).i16(-100).i16(50).zeros(20).toBuffer();
}

function name(): Buffer {
  const names: [id: number, text: string][] = [
    [1, PLACEHOLDER_FAMILY],
    [2, 'Regular'],
    [3, `${PLACEHOLDER_FAMILY} Regular`],
    [4, PLACEHOLDER_FAMILY],
    [6, PLACEHOLDER_FAMILY.replaceAll(' ', '')],
  ];
  const table = new Bytes().u16(0).u16(names.length).u16(6 + 12 * names.length);
  const strings = new Bytes();
  for (const [id, text] of names) {
    table.u16(3).u16(1).u16(0x409).u16(id).u16(text.length * 2).u16(strings.length);
    for (const char of text) strings.u16(char.charCodeAt(0));
  }
  return Buffer.concat([table.toBuffer(), strings.toBuffer()]);
}

const checksum = (data: Buffer) => {
  let sum = 0;
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
};

/** The font's bytes (TrueType). */
export function cjkPlaceholderFont(): Buffer {
  const tables: Record<string, Buffer> = {
    'OS/2': os2(),
    cmap: cmap(),
    glyf: glyf(),
    head: head(),
    hhea: hhea(),
    hmtx: hmtx(),
    loca: loca(),
    maxp: maxp(),
    name: name(),
    post: post(),
  };
  const tags = Object.keys(tables).sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const directory = new Bytes().u32(0x00010000).u16(tags.length).u16(power * 16).u16(Math.log2(power)).u16((tags.length - power) * 16);
  let offset = 12 + 16 * tags.length;
  let headOffset = 0;
  const bodies: Buffer[] = [];
  for (const tag of tags) {
    const table = tables[tag]!;
    if (tag === 'head') headOffset = offset;
    directory.tag(tag).u32(checksum(table)).u32(offset).u32(table.length);
    const padded = Buffer.concat([table, Buffer.alloc((4 - (table.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  }
  const font = Buffer.concat([directory.toBuffer(), ...bodies]);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

/** The built script's name: `assets/cjk-placeholder-<hash>.js`. */
export const PLACEHOLDER_SCRIPT = 'cjk-placeholder.js';

/** A language's letters as a unicode-range, as CSS writes it. */
export const placeholderRange = (language: string) =>
  (PLACEHOLDER_RANGES[language] ?? []).map(([first, last]) => `U+${first.toString(16).toUpperCase()}-${last.toString(16).toUpperCase()}`).join(',');

/**
 * The classic script that adds the face, from its bytes (a FontFace made from bytes is loaded when made), for the
 * letters of the page's language (`<html lang>`, which the server sets with the shell).
 */
export function placeholderScript(): string {
  const family = JSON.stringify(PLACEHOLDER_FAMILY);
  const bytes = JSON.stringify(cjkPlaceholderFont().toString('base64'));
  const ranges = JSON.stringify(Object.fromEntries(PLACEHOLDER_LANGUAGES.map((language) => [language, placeholderRange(language)])));
  return `(function(){var range=${ranges}[document.documentElement.lang];if(range)document.fonts.add(new FontFace(${family},Uint8Array.from(atob(${bytes}),function(c){return c.charCodeAt(0)}),{unicodeRange:range,display:"block"}))})();\n`;
}

/** Writes the script into the build's assets, where build/prerenderShell.mjs finds it for the Japanese and Korean shells. */
export function cjkPlaceholder(): Plugin {
  return {
    name: 'folio-cjk-placeholder',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', name: PLACEHOLDER_SCRIPT, source: placeholderScript() });
    },
  };
}
