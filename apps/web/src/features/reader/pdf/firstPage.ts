import { fitScale, type Size } from '../../scale/fit';
import { onAPhone } from '../firstView';
import { turnsRightToLeft } from '../direction';
import { FLIPBOOK_PADDING, PAPER_EDGE } from '../spreadFrame';
import type { EarlyPdfBook } from '../earlyReading';
import { FIRST_PAGE_FRAME_ID, READER_BACKDROP, readerStage, reopenFirstPage, type ReaderStage } from './firstPageFrame';
import { openedEarly } from './openDocument';
import { FIRST_PAGE_DRAWING_ID, type BookReading } from '@folio/shared';

/** The server's drawing of a PDF book's first page: its address and its size in pixels (its shape is the page's). */
type FirstPageDrawing = NonNullable<BookReading['pdf_first_page']>;

/**
 * What the reader's flipbook puts around its stage, in CSS pixels, for the first page to be drawn where the reader
 * will draw it: the toolbar's height, border included, and the padding around the spread (spreadFrame.ts).
 * ReaderToolbar is three rows on a phone, and one from WIDE_WINDOW on; in between its tools wrap by their width (the
 * page count's, the language's), so no first page is drawn there. e2e/reader.spec.ts compares the two boxes.
 */
const READER_TOOLBAR_HEIGHT = { wide: 49, phone: 129 } as const;
const WIDE_WINDOW = 1024;

/** The toolbar's height in a window this wide, or null where it depends on its tools' widths. */
function toolbarHeight(windowWidth: number, phone: boolean): number | null {
  if (phone) return READER_TOOLBAR_HEIGHT.phone;
  return windowWidth >= WIDE_WINDOW ? READER_TOOLBAR_HEIGHT.wide : null;
}

/** The app starts after this even when the first page is not drawn yet (a slow file): the reader then draws it. */
export const FIRST_PAGE_WAIT_MS = 3000;


/**
 * Where the flipbook shows a book's first page, opened at its start in a window of this size: fitted by the spec's
 * scale rule into the stage below the toolbar, its paper edges kept inside the margins as the reader keeps them
 * (useReaderScale), the spread centred in it (one page on a phone), the first page on the spread's reading start (the
 * right in a book that turns right to left).
 */
export function firstPageBox(page: Size, window: Size, phone: boolean, rtl: boolean) {
  const toolbar = toolbarHeight(window.width, phone);
  if (toolbar === null) return null;
  const stage = { width: window.width, height: window.height - toolbar };
  const pages = phone ? 1 : 2;
  const scale = fitScale({ width: page.width * pages, height: page.height }, { windowWidth: stage.width - 2 * PAPER_EDGE, windowHeight: stage.height });
  const width = page.width * scale;
  const height = page.height * scale;
  const left = Math.max(0, (stage.width - width * pages - 2 * FLIPBOOK_PADDING.x) / 2) + FLIPBOOK_PADDING.x;
  const top = toolbar + Math.max(0, (stage.height - height - 2 * FLIPBOOK_PADDING.y) / 2) + FLIPBOOK_PADDING.y;
  return { left: rtl && !phone ? left + width : left, top, width, height };
}

/**
 * Draws a PDF book's first page from the page's entry (boot.ts), before the app's code has loaded, where the
 * flipbook will show it: pdf.js's own viewer shows a page once pdf.js has loaded and the file is parsed, and the
 * app's code, evaluated first, would make the reader's page come after that. The document is the one opened early
 * for the reader (openDocument.ts); the reader takes it and draws over this page (firstPageFrame.ts). Resolves once
 * the page is on the screen, or has failed, or after FIRST_PAGE_WAIT_MS: the app starts then.
 */
export async function showFirstPage(book: Promise<EarlyPdfBook | null>): Promise<void> {
  const drawn = draw(book).catch(() => {}); // nothing drawn: the reader draws the page as it always does
  await Promise.race([drawn, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}

type Box = NonNullable<ReturnType<typeof firstPageBox>>;

/** Where the entry puts what it shows of the first page: its frame over the page, made with the first thing shown. */
function frameOf(stage: ReaderStage): HTMLElement {
  const existing = document.getElementById(FIRST_PAGE_FRAME_ID);
  if (existing) return existing;
  const frame = document.createElement('div');
  frame.id = FIRST_PAGE_FRAME_ID;
  // A picture of what the reader shows next, for the eyes only: the page's spinner still says it is loading.
  frame.setAttribute('aria-hidden', 'true');
  frame.className = ['pointer-events-none fixed inset-0 z-60', ...(stage === 'shown' ? [] : READER_BACKDROP)].join(' ');
  document.body.append(frame);
  return frame;
}

/** Puts a picture of the first page (the server's drawing, or pdf.js's canvas) in its box, in place of any before it. */
function place(picture: HTMLElement, box: Box, edge: string): boolean {
  const stage = readerStage();
  if (stage === 'over') return false;
  picture.dataset.pdfPage = '1';
  picture.className = `absolute bg-white ${edge}`;
  Object.assign(picture.style, { left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: 'auto' });
  frameOf(stage).replaceChildren(picture);
  return true;
}

/**
 * The server's drawing of the first page (made when the file was processed), shown as soon as it has arrived: the
 * browser fetches and shows an image long before pdf.js's worker has started and parsed the file. pdf.js's own
 * drawing replaces it, sharp at any zoom, and comes first if it can: then the drawing is not shown at all.
 */
function showServerDrawing(drawing: FirstPageDrawing, box: Box, edge: string) {
  const image = document.createElement('img');
  Object.assign(image, { width: drawing.width, height: drawing.height, alt: '', fetchPriority: 'high' });
  image.onload = () => {
    if (document.querySelector(`#${FIRST_PAGE_FRAME_ID} canvas`)) return;
    image.dataset.drawn = 'true';
    place(image, box, edge);
  };
  image.src = drawing.url;
}

/** Where a book's first page goes in this window, and the rounding of its corners; null where it is not known. */
function layoutFor(book: Pick<EarlyPdfBook, 'title'>) {
  const phone = onAPhone();
  if (toolbarHeight(window.innerWidth, phone) === null) return null;
  const rtl = turnsRightToLeft(book.title, document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
  return {
    edge: phone ? '' : rtl ? 'rounded-r-lg' : 'rounded-l-lg',
    boxOf: (size: Size) => firstPageBox(size, { width: window.innerWidth, height: window.innerHeight }, phone, rtl),
  };
}

/** Shows the server's drawing of a book's first page in its place, when this window's layout says where. */
function showDrawingOf(title: string, drawing: FirstPageDrawing, before?: () => void) {
  const layout = layoutFor({ title });
  const box = layout?.boxOf(drawing);
  if (!layout || !box) return;
  before?.();
  showServerDrawing(drawing, box, layout.edge);
}

/**
 * The reader opened from another screen of the app, at a PDF book's start: the server's drawing of its first page
 * shows in its place, over the reader, until pdf.js has drawn the page (PdfPageView hands over), as the page's entry
 * shows it when the book's address is opened.
 */
export function showFirstPageDrawing(title: string, drawing: FirstPageDrawing) {
  showDrawingOf(title, drawing, reopenFirstPage);
}

/** The drawing the page names for preloading (the server's FIRST_PAGE_DRAWING_ID link), with the book's title; null without one. */
function drawingOfPage(): { title: string; drawing: FirstPageDrawing } | null {
  const link = document.getElementById(FIRST_PAGE_DRAWING_ID);
  const url = link?.getAttribute('href');
  const [width, height] = [Number(link?.dataset.width), Number(link?.dataset.height)];
  if (!link || !url || !(width > 0 && height > 0)) return null;
  return { title: link.dataset.title ?? '', drawing: { url, width, height } };
}

async function draw(answer: Promise<EarlyPdfBook | null>) {
  // The server's drawing, which the page names with what placing it takes: shown as soon as it has arrived, without
  // waiting for the book's answer, which pdf.js needs first.
  const named = drawingOfPage();
  if (named) showDrawingOf(named.title, named.drawing);
  const book = await answer;
  const layout = book && layoutFor(book);
  const opened = layout && openedEarly();
  if (!opened) return;
  const { edge, boxOf } = layout;
  const { doc, size } = await opened;
  const page = await doc.getPage(1);
  const box = boxOf(size);
  if (!box) return;
  // As the reader draws it (PdfPageView): across the page's box, sharp on high-density screens.
  const viewport = page.getViewport({ scale: box.width / page.getViewport({ scale: 1 }).width });
  const ratio = Math.min(2, window.devicePixelRatio || 1);
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
  canvas.dataset.drawn = 'true';
  place(canvas, box, edge);
}
