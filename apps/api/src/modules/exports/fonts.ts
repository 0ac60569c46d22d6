import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';

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

/** Pages store the family 'Inter' by name; the package calls its variable face 'Inter Variable'. */
const INTER_ALIAS = `@font-face { font-family: 'Inter'; font-weight: 100 900; src: url(inter/files/inter-latin-wght-normal.woff2) format('woff2-variations'); unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }`;

/** The sans stack of the site: what a text without a family of its own is drawn in. */
export const SANS_STACK = "Inter, 'Noto Sans Bengali', 'Noto Sans Arabic', 'Noto Sans KR', 'Noto Sans JP', sans-serif";

/** Paths under /fonts/ name `<package folder>/<file>`: e.g. `noto-sans-arabic/files/….woff2`. */
const folders = new Map(STYLESHEETS.map((sheet) => {
  const dir = dirname(require.resolve(sheet));
  return [dir.slice(dir.lastIndexOf('/') + 1), dir];
}));

/** The stylesheet that declares every face, with addresses relative to /fonts/. */
export async function fontsStylesheet(): Promise<string> {
  const sheets = await Promise.all(STYLESHEETS.map(async (sheet) => {
    const folder = dirname(sheet).slice(dirname(sheet).lastIndexOf('/') + 1);
    return (await readFile(require.resolve(sheet), 'utf8')).replace(/url\(\.\/files\//g, `url(${folder}/files/`);
  }));
  return [INTER_ALIAS, ...sheets].join('\n');
}

/** A font file by its path under /fonts/, or null for anything else. */
export async function fontFile(path: string): Promise<Buffer | null> {
  const [folder, ...rest] = path.split('/');
  const dir = folders.get(folder ?? '');
  const file = normalize(rest.join('/'));
  if (!dir || !/^files\/[\w.-]+\.woff2$/.test(file)) return null;
  return readFile(join(dir, file)).catch(() => null);
}
