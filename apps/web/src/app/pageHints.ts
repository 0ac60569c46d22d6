/**
 * What the server said, in the entry page's head, that this address will need (apps/api/src/plugins/web.ts):
 * the groups of code it named for early loading, e.g. `reader` and `pdf` for a PDF book's reader. Read once.
 */
let hints: string[] | undefined;

export function pageHints(): string[] {
  hints ??= (typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>('meta[name="folio-hints"]')?.content ?? '')).split(' ').filter(Boolean);
  return hints;
}
