import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { PUBLIC_NAMESPACES } from '../src/app/namespaces.ts';
import { BASE_CURRENCY, formatPlanPrice } from '../src/features/landing/currencies.ts';
import { lettersOf } from './ui-letters.ts';

/**
 * A face cut to the letters of the interface in one language. Noto Sans JP and KR come from @fontsource in some
 * 120 slices per weight by unicode range: a Japanese landing page used 21 of them in each of two weights, 42 files
 * (487 kB), and the browser laid the whole page out again as each arrived (a phone's main thread blocked for
 * seconds). The public pages' texts use some 450 kanji and kana (360 Hangul syllables in Korean): cut to those,
 * each weight is one file, and the page is laid out again twice. The app loads a language's stylesheet with its
 * script's fonts (app/fonts.ts), as before: a page that arrives painted (a pre-rendered first screen) keeps the
 * size its text was first drawn at until the app has taken its place. Letters outside the cut (a book's title,
 * what a visitor types) still come from the slices, of the same design.
 */
export interface UiFont {
  language: string;
  /** The family the site's sans stack names before the package's (styles/index.css). */
  family: string;
  /** The files' base name: `<file>-<weight>.woff2`. */
  file: string;
  /** The whole font of each weight (a TrueType file from npm), by weight. */
  sources: Record<number, string>;
  /** The letters this face draws; the rest of the interface's (Latin, digits) are Inter's. */
  letters: RegExp;
}

export const UI_FONTS: UiFont[] = [
  {
    language: 'ja',
    family: 'Noto Sans JP UI',
    file: 'noto-sans-jp-ui',
    sources: {
      400: '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
      700: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
    },
    // Kana, CJK punctuation and ideographs, full-width forms: the ranges of 'Noto Sans JP Fallback' (index.css).
    letters: /[\u3000-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/u,
  },
  {
    language: 'ko',
    family: 'Noto Sans KR UI',
    file: 'noto-sans-kr-ui',
    sources: {
      400: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
      700: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
    },
    // Hangul (syllables, jamo), and the won sign of the plans' prices, which Inter does not draw.
    letters: /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF\u20A9]/u,
  },
];

/** The stylesheet of a language's faces, which app/fonts.ts imports: `virtual:ui-fonts/ja.css`. */
export const uiFontsModule = (language: string) => `virtual:ui-fonts/${language}.css`;

/** Code points as a unicode-range: runs of consecutive ones as `U+3041-3093`. */
export function unicodeRange(letters: string): string {
  const points = [...new Set([...letters].map((letter) => letter.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const first = points[i]!;
    while (points[i + 1] === points[i]! + 1) i++;
    const hex = (point: number) => point.toString(16).toUpperCase();
    runs.push(points[i] === first ? `U+${hex(first)}` : `U+${hex(first)}-${hex(points[i]!)}`);
  }
  return runs.join(',');
}

/** The @font-face rules of one font, for its files beside the stylesheet (`<file>-<weight>.woff2`). */
function fontFaces(font: UiFont, letters: string): string {
  const range = unicodeRange(letters);
  return Object.keys(font.sources)
    .map((weight) => `@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:${weight};src:url('./${font.file}-${weight}.woff2') format('woff2');unicode-range:${range}}`)
    .join('\n');
}

const web = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** A week of fixed days (the same letters whatever day the build runs), in the morning and the evening. */
const WEEK = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + (i >> 1), i % 2 ? 21 : 9)));

/** What the interface writes with Intl in a language besides its texts: prices (the plans' in the local currency, '￥4,400'), dates and times. */
const intlWriting = (language: string) =>
  formatPlanPrice(29, language) +
  new Intl.NumberFormat(language, { style: 'currency', currency: BASE_CURRENCY }).format(29) +
  WEEK.map((day) => (['full', 'medium'] as const).map((dateStyle) => new Intl.DateTimeFormat(language, { dateStyle, timeStyle: 'short', timeZone: 'UTC' }).format(day)).join('')).join('') +
  WEEK.map((day) => new Intl.DateTimeFormat(language, { hour: 'numeric', hour12: true, timeZone: 'UTC' }).format(day)).join('');

/** The letters of the public pages' texts in a font's language, and of its Intl writing, that the font draws. */
export const lettersFor = (font: UiFont) =>
  [...new Set(lettersOf(join(web, 'public/locales'), font.language, PUBLIC_NAMESPACES) + intlWriting(font.language))].filter((letter) => font.letters.test(letter)).sort().join('');

/**
 * Writes the faces and a stylesheet per language (`<language>.css`) into a folder named by what they are made of
 * (the letters, the source files), under node_modules/.cache: cutting the weights takes a few seconds, so a build
 * with the same texts takes the files already there. Written aside and renamed, as two builds may run at once.
 */
async function generate(fonts: UiFont[], cacheDir: string): Promise<string> {
  const made = fonts.map((font) => ({ font, letters: lettersFor(font), sources: Object.entries(font.sources).map(([weight, source]) => [weight, require.resolve(source)] as const) }));
  const key = createHash('sha256')
    .update(JSON.stringify(made.map(({ font, letters, sources }) => [font, String(font.letters), letters, sources.map(([weight, path]) => [weight, path, statSync(path).size])])))
    .digest('hex')
    .slice(0, 16);
  const dir = join(cacheDir, key);
  if (made.every(({ font }) => existsSync(join(dir, `${font.language}.css`)))) return dir;
  const aside = `${dir}.${process.pid}`;
  mkdirSync(aside, { recursive: true });
  for (const { font, letters, sources } of made) {
    for (const [weight, path] of sources) {
      writeFileSync(join(aside, `${font.file}-${weight}.woff2`), await subsetFont(readFileSync(path), letters, { targetFormat: 'woff2' }));
    }
  }
  for (const { font, letters } of made) writeFileSync(join(aside, `${font.language}.css`), fontFaces(font, letters));
  try {
    rmSync(dir, { recursive: true, force: true }); // an older build's layout of the same faces
    renameSync(aside, dir);
  } catch {
    rmSync(aside, { recursive: true, force: true }); // another build wrote the same folder first
  }
  return dir;
}

/** Resolves `virtual:ui-fonts/<language>.css` to the generated stylesheet, whose font files Vite then builds as assets. */
export function uiFonts(fonts: UiFont[] = UI_FONTS, cacheDir = join(web, '../../node_modules/.cache/folio-ui-fonts')): Plugin {
  let folder: Promise<string> | undefined;
  return {
    name: 'folio-ui-fonts',
    async resolveId(id) {
      const font = fonts.find(({ language }) => id === uiFontsModule(language));
      if (!font) return null;
      folder ??= generate(fonts, cacheDir);
      return join(await folder, `${font.language}.css`);
    },
  };
}
