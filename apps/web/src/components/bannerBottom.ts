/** The page's banners: a header that is not part of a region of the page (its main part, an article…), as ARIA counts them. */
const BANNERS = '[role="banner"], header:not(main header, article header, aside header, nav header, section header)';

/**
 * Where the banners along the top of the window end (0 with none there), so that what floats at the top (the
 * toasts) sits under them: the site's, the dashboard's, the reader's and the editor's bars differ in height, and
 * wrap on a phone.
 */
export function bannerBottom(): number {
  let bottom = 0;
  for (const banner of document.querySelectorAll(BANNERS)) {
    const box = banner.getBoundingClientRect();
    if (box.top <= 1 && box.bottom > bottom) bottom = box.bottom;
  }
  return Math.round(bottom);
}
