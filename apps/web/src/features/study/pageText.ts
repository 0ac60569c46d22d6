/** Boxes drawn for highlights where the browser has no CSS Custom Highlight API (HighlightLayer). */
export const BOXES_ATTRIBUTE = 'data-study-boxes';

/** The reader's page (ReaderPage) a node of the document is in, or null. */
export function pageElementOf(node: Node | null): HTMLElement | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest<HTMLElement>('[data-page-index]') ?? null;
}

/**
 * The element whose words are a page's text, the text highlights are anchored in: a PDF page's text layer (pdf.js),
 * an e-book page's drawing (PageView); null while the page is not drawn yet (its placeholder, a PDF page's empty layer).
 * The reader's own layers over the page (notes, drawings) are not part of it.
 */
export function pageTextRoot(page: Element, kind: 'ebook' | 'pdf'): Element | null {
  if (kind === 'pdf') {
    const layer = page.querySelector('.textLayer');
    return layer?.textContent ? layer : null;
  }
  const surface = page.firstElementChild;
  return surface && !surface.hasAttribute('data-page-placeholder') && !surface.hasAttribute(BOXES_ATTRIBUTE) ? surface : null;
}
