/**
 * The first page the page's entry draws before the app has loaded (firstPage.ts), and its hand-over to the reader.
 * What the two share is in the page itself, not in a module's state: the entry's drawing comes in a chunk of its own,
 * loaded before the app's code.
 */
export const FIRST_PAGE_FRAME_ID = 'first-page';

/** The reader's own backdrop (OpenBook), shown around the first page until the reader is on the screen. */
export const READER_BACKDROP = ['bg-slate-800', 'bg-[radial-gradient(ellipse_at_top,var(--color-slate-700),var(--color-slate-900)_70%)]'];

/** Where the reader is: not there yet, on the screen (its toolbar, its stage), or past the entry's first page. */
export type ReaderStage = 'starting' | 'shown' | 'over';

const stateOf = () => document.documentElement.dataset;

export const readerStage = (): ReaderStage => (stateOf().firstPage as ReaderStage | undefined) ?? 'starting';

/** How long the entry's first page may stay over a reader that never draws a page of its own. */
const LONGEST_HAND_OVER_MS = 10_000;
/** The one hand-over after that time: a reader opened again meanwhile starts its own. */
let handOverLater: ReturnType<typeof setTimeout> | undefined;
const handOverAfterAWhile = () => {
  clearTimeout(handOverLater);
  handOverLater = setTimeout(handOverFirstPage, LONGEST_HAND_OVER_MS);
};

/**
 * The reader is on the screen: the first page stays over the place the reader draws it in, the backdrop goes. The
 * page goes too, after a while, should the reader never draw one.
 */
export function revealReader() {
  if (readerStage() !== 'starting') return;
  stateOf().firstPage = 'shown';
  document.getElementById(FIRST_PAGE_FRAME_ID)?.classList.remove(...READER_BACKDROP);
  handOverAfterAWhile();
}

/**
 * A reader opened from another screen of the app shows a first page of its own (firstPage.ts showFirstPageDrawing):
 * the reader is on the screen, and the page stays until the reader draws its own, or after a while.
 */
export function reopenFirstPage() {
  stateOf().firstPage = 'shown';
  handOverAfterAWhile();
}

/** The reader has drawn a page, failed, or left: the entry's first page goes, or is never shown. */
export function handOverFirstPage() {
  stateOf().firstPage = 'over';
  document.getElementById(FIRST_PAGE_FRAME_ID)?.remove();
}
