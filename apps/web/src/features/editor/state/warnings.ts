/** Spec §8 editor warnings: console only, never shown to the user. */
export const EDITOR_WARNINGS = {
  elementNotFound: 'element not found',
  pageNotFound: 'page not found',
  invalidPageIndex: 'invalid page index',
  lastPage: 'cannot delete the last page',
  nothingToPaste: 'nothing to paste',
  noCurrentPage: 'current page undefined',
  /** A PDF book's layer: one page per page of its PDF (decision 021). */
  fixedPages: 'the pages of a PDF book follow its PDF',
} as const;

type EditorWarning = (typeof EDITOR_WARNINGS)[keyof typeof EDITOR_WARNINGS];

/** Logs a guarded editor command; the detail (an id or an index) follows the spec's words. */
export function warn(message: EditorWarning, detail?: unknown) {
  if (detail === undefined) console.warn(message);
  else console.warn(message, detail);
}
