import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/**
 * The faces the site serves (the web's styles/index.css and app/fonts.ts), for exports drawn by Chromium: each
 * family's stylesheet from its @fontsource package. The stylesheets split every family by unicode range, so a
 * browser loads only the ranges a book's text uses, and the PDF embeds only the glyphs it draws.
 */
const STYLESHEETS = [
  '@fontsource-variable/inter/wght.css',
  '@fontsource/noto-sans-bengali/400.css',
  '@fontsource/noto-sans-bengali/600.css',
  '@fontsource/noto-sans-arabic/400.css',
  '@fontsource/noto-sans-arabic/600.css',
  '@fontsource/noto-sans-kr/400.css',
  '@fontsource/noto-sans-kr/700.css',
  '@fontsource/noto-sans-jp/400.css',
  '@fontsource/noto-sans-jp/700.css',
];

/**
 * Noto Emoji, the outline (one-colour) face of Noto's emoji, for the PDF only: Skia embeds a colour emoji font
 * (Debian's Noto Color Emoji, the browser's fallback) as Type 3 glyphs, which print shops and PDF/UA preflight
 * refuse; an outline face is embedded as a TrueType subset like the others. Static faces, one per weight from 300 to
 * 700. Only the PDF's emoji spans name it (tagEmoji in pdf.ts): it also covers # * 0-9, which stay in the text's
 * own family. The EPUB and the web keep the reader's colour emoji.
 */
const EMOJI_STYLESHEETS = [300, 400, 500, 600, 700].map((weight) => `@fontsource/noto-emoji/${weight}.css`);

/** Pages store the family 'Inter' by name; the package calls its variable face 'Inter Variable'. */
const INTER_ALIAS = `@font-face { font-family: 'Inter'; font-weight: 100 900; src: url(inter/files/inter-latin-wght-normal.woff2) format('woff2-variations'); unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }`;

/** The sans stack of the site: what a text without a family of its own is drawn in. */
export const SANS_STACK = "Inter, 'Noto Sans Bengali', 'Noto Sans Arabic', 'Noto Sans KR', 'Noto Sans JP', sans-serif";

/** Paths under /fonts/ name `<package folder>/<file>`: e.g. `noto-sans-arabic/files/….woff2`. */
const folders = new Map([...STYLESHEETS, ...EMOJI_STYLESHEETS].map((sheet) => {
  const dir = dirname(require.resolve(sheet));
  return [dir.slice(dir.lastIndexOf('/') + 1), dir];
}));

/** Each family's stylesheet, with addresses relative to /fonts/. */
const sheets = (list = STYLESHEETS) =>
  Promise.all(list.map(async (sheet) => {
    const folder = dirname(sheet).slice(dirname(sheet).lastIndexOf('/') + 1);
    return (await readFile(require.resolve(sheet), 'utf8')).replace(/url\(\.\/files\//g, `url(${folder}/files/`);
  }));

/** The stylesheet that declares every face, with addresses relative to /fonts/. */
async function fontsStylesheet(): Promise<string> {
  return [INTER_ALIAS, ...(await sheets())].join('\n');
}

/** The weights a page may ask for (the site's WEIGHT rule: normal, bold or 100 to 900). */
const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900];

/**
 * The stylesheet of the PDF export: every face as fontsStylesheet, but Inter as static instances, one per weight,
 * at `inter@<weight>/files/…` (see pdfFontFile), and Noto Emoji (EMOJI_STYLESHEETS). Skia's PDF backend cannot
 * embed a variable font's outlines and draws its glyphs as Type 3 fonts, which print shops and PDF/UA preflight
 * refuse; a static instance is embedded as a CID TrueType subset like the Noto faces. 'Inter' also gets Inter's
 * other ranges (Latin Extended: ō, Vietnamese…), which the variable alias left to other families.
 */
export async function pdfFontsStylesheet(): Promise<string> {
  const all = (await sheets()).join('\n');
  const inter = (all.match(/@font-face\s*{[^}]*}/g) ?? []).filter((rule) => rule.includes("'Inter Variable'"));
  const statics = inter.flatMap((rule) =>
    WEIGHTS.map((weight) =>
      rule
        .replace("'Inter Variable'", "'Inter'")
        .replace(/font-weight:[^;]+;/, `font-weight: ${weight};`)
        .replace(/url\(inter\/(files\/[\w.-]+)\)\s*format\('woff2-variations'\)/, `url(inter@${weight}/$1) format('woff2')`),
    ),
  );
  return [...statics, all, ...(await sheets(EMOJI_STYLESHEETS))].join('\n');
}

/** Static instances already made, by path: a few kB each, made once per process. */
const instances = new Map<string, Promise<Buffer | null>>();

/** A font file of the PDF's stylesheet by its path under /fonts/: Inter's static instances, or fontFile's. */
export function pdfFontFile(path: string): Promise<Buffer | null> {
  const pinned = /^inter@([1-9]00)\/(files\/[\w.-]+\.woff2)$/.exec(path);
  if (!pinned) return fontFile(path);
  const made = instances.get(path) ?? (async () => {
    const whole = await fontFile(`inter/${pinned[2]}`);
    // HarfBuzz's instancer pins the weight axis: every glyph kept, no variations left. (A variable, not a literal:
    // @types/subset-font does not know subset-font 2.9's keepAllGlyphs yet.)
    const options = { keepAllGlyphs: true, variationAxes: { wght: Number(pinned[1]) }, targetFormat: 'woff2' as const };
    return whole && subsetFont(whole, '', options);
  })();
  instances.set(path, made);
  return made;
}

/** A font file by its path under /fonts/, or null for anything else. */
async function fontFile(path: string): Promise<Buffer | null> {
  const [folder, ...rest] = path.split('/');
  const dir = folders.get(folder ?? '');
  const file = normalize(rest.join('/'));
  if (!dir || !/^files\/[\w.-]+\.woff2$/.test(file)) return null;
  return readFile(join(dir, file)).catch(() => null);
}

/** A unicode-range value as [first, last] code point pairs (`U+0600-06FF, U+0131, U+4??`). */
function rangesOf(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const low = parseInt(from!.replace(/\?/g, '0'), 16);
    const high = parseInt((to ?? from!).replace(/\?/g, 'F'), 16);
    return [low, high];
  });
}

/** The families of SANS_STACK, in its order: a letter is drawn in the first that has it. */
const FAMILIES = SANS_STACK.split(',').map((f) => f.trim().replace(/^'|'$/g, '')).filter((f) => f !== 'sans-serif');

/**
 * The faces a text needs, for a package that carries its fonts (the EPUB, the offline flipbook): for each letter,
 * the faces of the first family in the site's stack that has it, as the ranges of it (@font-face unicode-range)
 * the letters are in, named `fonts/<file>`. With `glyphs`, each is cut down to the glyphs of those letters
 * (HarfBuzz's subsetter, keeping a variable font's axes): an EPUB's text is all known, and an English book then
 * carries 6 to 12 kB of Inter instead of 48. Without, the ranges are whole: the offline reader's readers type notes
 * and searches of their own.
 */
export async function fontFacesFor(text: string, { glyphs }: { glyphs: boolean }): Promise<{ css: string; files: { name: string; bytes: Buffer }[] }> {
  const faces = ((await fontsStylesheet()).match(/@font-face\s*{[^}]*}/g) ?? []).flatMap((rule) => {
    const family = /font-family:\s*'([^']+)'/.exec(rule)?.[1];
    const src = /url\(([\w.-]+\/files\/[\w.-]+\.woff2)\)/.exec(rule)?.[1];
    const range = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1];
    return family && src ? [{ rule, family, src, ranges: range ? rangesOf(range) : [[0, 0x10ffff] as [number, number]] }] : [];
  });
  type Face = (typeof faces)[number];
  const holds = (face: Face, code: number) => face.ranges.some(([low, high]) => code >= low && code <= high);
  // Each face chosen, with the letters it draws.
  const chosen = new Map<Face, Set<number>>();
  for (const code of new Set([...text].map((c) => c.codePointAt(0)!))) {
    if (code <= 0x20) continue;
    const family = FAMILIES.find((name) => faces.some((face) => face.family === name && holds(face, code)));
    for (const face of faces) if (face.family === family && holds(face, code)) chosen.set(face, (chosen.get(face) ?? new Set()).add(code));
  }
  const rules: string[] = [];
  // Each file with the letters of every face that names it.
  const used = new Map<string, { src: string; codes: Set<number> }>();
  for (const [face, codes] of chosen) {
    const name = `fonts/${face.src.slice(face.src.lastIndexOf('/') + 1)}`;
    const file = used.get(name) ?? { src: face.src, codes: new Set() };
    for (const code of codes) file.codes.add(code);
    used.set(name, file);
    // Only the WOFF2 source: the one every EPUB 3 reading system takes (a core media type).
    const format = /woff2-variations/.test(face.rule) ? 'woff2-variations' : 'woff2';
    rules.push(face.rule.replace(/src:[^;]+;/, `src: url(${name}) format('${format}');`).replace(/\s*font-display:[^;]+;/, ''));
  }
  const files: { name: string; bytes: Buffer }[] = [];
  for (const [name, { src, codes }] of used) {
    const whole = await fontFile(src);
    if (!whole) continue;
    // A space beside the letters: text is laid out with it, and a face without one would fall back for it.
    files.push({ name, bytes: glyphs ? await subsetFont(whole, ` ${String.fromCodePoint(...codes)}`, { targetFormat: 'woff2' }) : whole });
  }
  return { css: rules.join('\n'), files };
}
