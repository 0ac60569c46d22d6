import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pageIndexOfDestination } from './outline';

/** The schemes a PDF's web link may open; any other (javascript:, file:, data:, a relative address…) is not followed. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The address a PDF's web link opens, or null when it may not be followed. */
export function safeWebAddress(url: string): string | null {
  try {
    const parsed = new URL(url);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

type Destination = Parameters<typeof pageIndexOfDestination>[1];

/** The page (from 0) a PDF's named action leads to from the page `from`, or null for another action or past an end. */
function namedActionPage(pageCount: number, from: number, action: string): number | null {
  const to = ({ FirstPage: 0, LastPage: pageCount - 1, NextPage: from + 1, PrevPage: from - 1 } as Record<string, number>)[action];
  return to !== undefined && to >= 0 && to < pageCount ? to : null;
}

/**
 * What pdf.js's annotation layer asks of a link service (its viewer's PDFLinkService, of which only this part is
 * used by link annotations): the reader's own, so that a link inside the PDF turns the reader's page rather than
 * scrolling a pdf.js viewer, and a web link opens in a new tab without handing this page to the site it opens.
 * `pageIndex` is the page the links are on (from 0), for the named actions that move from it.
 */
export class ReaderLinkService {
  constructor(
    private readonly doc: PDFDocumentProxy,
    private readonly pageIndex: number,
    private readonly onNavigate: (pageIndex: number) => void,
  ) {}

  addLinkAttributes(link: HTMLAnchorElement, url: string) {
    const address = safeWebAddress(url);
    if (!address) {
      // Left without an address, the link is no link at all: nothing to click, nothing announced.
      link.removeAttribute('href');
      return;
    }
    link.href = address;
    link.title = address;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }

  /**
   * A link to a place in the PDF is followed by its click (goToDestination), which turns the page in place; its
   * address, the reader's own at that page, is given once the page is known (addressLinks), for a new tab.
   */
  getDestinationHash(): string {
    return '#';
  }

  getAnchorUrl(): string {
    return '#';
  }

  async goToDestination(destination: Destination) {
    const index = await pageIndexOfDestination(this.doc, destination);
    if (index !== null) this.onNavigate(index);
  }

  /** The PDF's named actions that move between pages; others (the viewer's history, printing…) do nothing here. */
  executeNamedAction(action: string) {
    const to = namedActionPage(this.doc.numPages, this.pageIndex, action);
    if (to !== null) this.onNavigate(to);
  }

  /** Layers shown or hidden by a link: the reader draws the PDF's default layers only. */
  async executeSetOCGState() {}
}

/** A link on a PDF page, as the reader names it: where it leads (a page, from 0, or a web address) and its words. */
export interface PdfLink {
  id: string;
  text: string;
  page: number | null;
  url: string | null;
}

/** What pdf.js gives of a link annotation (getAnnotations). */
interface LinkAnnotation {
  id: string;
  url?: string;
  dest?: Destination;
  action?: string;
  overlaidText?: string;
}

/** Where the page's links lead, found once they are drawn (a named destination is looked up in the PDF). */
export async function pdfLinks(doc: PDFDocumentProxy, pageIndex: number, annotations: LinkAnnotation[]): Promise<PdfLink[]> {
  return Promise.all(
    annotations.map(async (a) => {
      const page = a.dest !== undefined ? await pageIndexOfDestination(doc, a.dest) : a.action ? namedActionPage(doc.numPages, pageIndex, a.action) : null;
      const url = a.url ? safeWebAddress(a.url) : null;
      return { id: a.id, text: (a.overlaidText ?? '').replace(/\s+/g, ' ').trim(), page, url };
    }),
  );
}

type Place = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * The reader's address at a page (from 0): this address with `?page=` (from 1), what opens the reader there. The
 * offline reader keeps its view and page after `#` (`index.html?lng=ar#/flipbooks/<id>?page=3`: file:// has
 * nothing else), the site in its path and query.
 */
export function readerPageAddress(index: number, place: Place = window.location): string {
  const page = String(index + 1);
  if (place.hash.startsWith('#/')) {
    const [path, query = ''] = place.hash.slice(1).split('?');
    const params = new URLSearchParams(query);
    params.set('page', page);
    return `${place.pathname}${place.search}#${path}?${params}`;
  }
  const params = new URLSearchParams(place.search);
  params.set('page', page);
  return `${place.pathname}?${params}`;
}

/**
 * Gives the drawn links to a page of the PDF the reader's address at that page (pdf.js gives them '#'), so that
 * one opened in a new tab (its menu, a middle click, Ctrl or ⌘ click) opens the book there; a plain click still
 * turns the page in place (pdf.js's own handler, which keeps the address from being followed). Marked
 * `data-page` (from 1): see `openInNewTab`.
 */
export function addressLinks(layer: HTMLElement, links: PdfLink[], address: (index: number) => string) {
  const byId = new Map(links.map((link) => [link.id, link]));
  for (const anchor of layer.querySelectorAll<HTMLAnchorElement>('a[data-element-id][href]')) {
    const link = byId.get(anchor.dataset.elementId!);
    if (!link || link.url || link.page === null) continue;
    anchor.setAttribute('href', address(link.page));
    anchor.dataset.page = String(link.page + 1);
  }
}

/**
 * A click with Ctrl, ⌘ or Shift on a link to a page of the PDF opens the reader's address there in a new tab or
 * window, as any link does, rather than turning this reader's page: caught on the way to the link (the capture
 * phase of its layer), before pdf.js's handler on the link would turn the page and keep the browser from it.
 */
export function openInNewTab(event: MouseEvent) {
  if (!(event.ctrlKey || event.metaKey || event.shiftKey)) return;
  if ((event.target as Element | null)?.closest?.('a[data-page]')) event.stopPropagation();
}

/**
 * Gives the drawn links names that say where they go (pdf.js names a link by its words at most, and a link over a
 * picture not at all): `name` words it for a page or for a web address, which opens in a new tab.
 */
export function nameLinks(layer: HTMLElement, links: PdfLink[], name: (link: PdfLink) => string | null) {
  const byId = new Map(links.map((link) => [link.id, link]));
  for (const anchor of layer.querySelectorAll<HTMLAnchorElement>('a[data-element-id][href]')) {
    const link = byId.get(anchor.dataset.elementId!);
    const label = link ? name(link) : null;
    if (label) anchor.setAttribute('aria-label', label);
  }
}
