/**
 * Script fonts load with their language: the CJK faces alone carry hundreds of @font-face rules, which
 * would weigh on every page of a reader who never switches to Korean or Japanese. Each import becomes a
 * CSS chunk of its own. A book's content in another script still gets a system fallback meanwhile.
 */
const LOADERS: Record<string, () => Promise<unknown>> = {
  bn: () => Promise.all([import('@fontsource/noto-sans-bengali/400.css'), import('@fontsource/noto-sans-bengali/600.css')]),
  ar: () => Promise.all([import('@fontsource/noto-sans-arabic/400.css'), import('@fontsource/noto-sans-arabic/600.css')]),
  ko: () => Promise.all([import('@fontsource/noto-sans-kr/400.css'), import('@fontsource/noto-sans-kr/700.css')]),
  ja: () => Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
};

const loaded = new Set<string>();

export function loadFontsFor(lng: string) {
  if (loaded.has(lng) || !LOADERS[lng]) return;
  loaded.add(lng);
  void LOADERS[lng]().catch(() => loaded.delete(lng));
}
