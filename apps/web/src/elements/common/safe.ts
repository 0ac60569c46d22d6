/** The safe-value readers live in the shared package (document/html/safe.ts): the reader, the editor and exports read a page alike. */
export { safeColor, safeNumber, safeImageSrc, safeMediaSrc, textStyle } from '@folio/shared';

const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** The direction dir="auto" gives a text (its first letter), for icons that point along it. */
export function textDirection(value: string): 'ltr' | 'rtl' {
  const first = /\p{L}/u.exec(value)?.[0];
  return first && RTL_SCRIPT.test(first) ? 'rtl' : 'ltr';
}
