const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;

/**
 * Arabic books, and every book read in the Arabic interface, turn their pages right to left. Apart from the
 * reader's other rules, with no imports: the page's entry asks it too, before the app has loaded (pdf/firstPage.ts).
 */
export function turnsRightToLeft(title: string, interfaceDir: 'ltr' | 'rtl'): boolean {
  return interfaceDir === 'rtl' || ARABIC_SCRIPT.test(title);
}
