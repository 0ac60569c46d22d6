/**
 * Script fonts load with their language, and with the content that needs them: the CJK faces alone carry hundreds of @font-face rules, which
 * would weigh on every page of a reader who never switches to Korean or Japanese. Each import becomes a
 * CSS chunk of its own. A book's title or page in another script (a Japanese book in the English library)
 * loads its script's fonts when the API answers with it: a machine without Japanese or Bengali fonts would
 * otherwise draw empty boxes.
 */
const LOADERS: Record<string, () => Promise<unknown>> = {
  bn: () => Promise.all([import('@fontsource/noto-sans-bengali/400.css'), import('@fontsource/noto-sans-bengali/600.css')]),
  ar: () => Promise.all([import('@fontsource/noto-sans-arabic/400.css'), import('@fontsource/noto-sans-arabic/600.css')]),
  // With the interface's own faces, cut to its letters (build/uiFonts.ts), which a page in that language names first.
  ko: () => Promise.all([import('virtual:ui-fonts/ko.css'), import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
  ja: () => Promise.all([import('virtual:ui-fonts/ja.css'), import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
};

const loaded = new Set<string>();

export function loadFontsFor(lng: string) {
  if (loaded.has(lng) || !LOADERS[lng]) return;
  loaded.add(lng);
  void LOADERS[lng]().catch(() => loaded.delete(lng));
}

/** Characters of each script whose font is loaded on demand; kana or kanji mean Japanese unless Hangul says Korean. */
const SCRIPTS: [RegExp, string][] = [
  [/[\u0980-\u09FF]/, 'bn'],
  [/[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/, 'ar'],
  [/[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/, 'ko'],
  [/[\u3040-\u30FF\u4E00-\u9FFF]/, 'ja'],
];

/** The languages whose script fonts a text needs. */
export const scriptsIn = (text: string) => SCRIPTS.filter(([characters]) => characters.test(text)).map(([, lng]) => lng);

/** Any of those characters: a text in Latin letters alone (most API answers) is read once, not once a script. */
const ANY_SCRIPT = new RegExp(SCRIPTS.map(([characters]) => characters.source).join('|'));

/** Loads the fonts of every script a text holds that are not loaded yet. */
export function loadFontsForText(text: string) {
  if (SCRIPTS.every(([, lng]) => loaded.has(lng)) || !ANY_SCRIPT.test(text)) return;
  for (const lng of scriptsIn(text)) loadFontsFor(lng);
}
