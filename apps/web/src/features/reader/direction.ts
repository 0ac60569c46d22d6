/** The letters of each script an interface language is written in (as the exports' `textLanguage` tells them apart). */
const ARABIC = /\p{Script=Arabic}/gu;
const OTHERS = [/\p{Script=Latin}/gu, /\p{Script=Bengali}/gu, /\p{Script=Hangul}/gu, /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu];
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * Arabic books, and every book read in the Arabic interface, turn their pages right to left. A book is Arabic when
 * its title is mostly Arabic letters (no other script has more), the rule its EPUB and offline exports declare
 * their direction by: one Arabic word in an English title does not turn an English book around. Apart from the
 * reader's other rules, with no imports: the page's entry asks it too, before the app has loaded (pdf/firstPage.ts).
 */
export function turnsRightToLeft(title: string, interfaceDir: 'ltr' | 'rtl'): boolean {
  if (interfaceDir === 'rtl') return true;
  const arabic = count(title, ARABIC);
  return arabic > 0 && OTHERS.every((pattern) => count(title, pattern) <= arabic);
}
