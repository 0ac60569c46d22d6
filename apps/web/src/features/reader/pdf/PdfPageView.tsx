import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnotationLayer, AnnotationType, TextLayer, type PDFDocumentProxy, type PDFPageProxy, type PageViewport, type RenderTask } from 'pdfjs-dist';
import { PageLoading } from '../PageLoading';
import { drawQueue } from './drawQueue';
import { handOverFirstPage } from './firstPageFrame';
import { addressLinks, nameLinks, openInNewTab, pdfLinks, readerPageAddress, ReaderLinkService, type PdfLink } from './linkService';
import { pageName, usePdfPageLabels } from './pageLabels';
import './textLayer.css';
import './annotationLayer.css';

/** pdf.js's layers are laid out in PDF points times this factor (its viewer sets it on the page). */
function scaleLayer(layer: HTMLElement, viewport: PageViewport) {
  layer.style.setProperty('--total-scale-factor', String(viewport.scale));
  layer.style.setProperty('--scale-round-x', '1px');
  layer.style.setProperty('--scale-round-y', '1px');
}

/**
 * One page of a PDF book: a canvas drawn by pdf.js at the reader's scale (sharp on high-density screens)
 * and, unless it is a thumbnail, pdf.js's text layer over it so that the text can be selected and found, and its
 * annotation layer's links over that (given `onNavigate`, which a link to another page of the PDF calls).
 * The canvas exists only while the page is mounted: the reader mounts the visible pages and their
 * neighbours, and a page leaving that window gives its bitmap back at once. Canvas, text layer and links take
 * their turn in the draw queue by `priority` (lower first: the pages being read before their neighbours); the
 * canvas says `data-drawn` once its picture is there; until then a spinner says the page is on its way.
 */
/** How far behind its picture a page's text and links wait in the draw queue: past the other page of a spread. */
const LAYERS_AFTER = 2;

export default function PdfPageView({ doc, pageNumber, width, height, textLayer = true, priority, onNavigate }: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  width: number;
  height: number;
  textLayer?: boolean;
  priority: number;
  onNavigate?: (pageIndex: number) => void;
}) {
  const { t } = useTranslation('reader');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const linksRef = useRef<HTMLDivElement>(null);
  // Read when a link is followed: a new callback does not draw the page again.
  const navigateRef = useRef(onNavigate);
  const withLinks = !!onNavigate;
  const labels = usePdfPageLabels(withLinks ? doc : null);
  // The page's links once drawn, by the drawing they belong to: named (below) in the reader's language.
  const [links, setLinks] = useState<{ drawing: string; links: PdfLink[] } | null>(null);
  // Read when the queue picks a job: a page turned to while it waits moves up without being drawn again.
  const priorityRef = useRef(priority);
  // The picture drawn last, by page and width: a new width (zoom) shows the spinner again until it is redrawn.
  const drawing = `${pageNumber}:${width}`;
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    priorityRef.current = priority;
    navigateRef.current = onNavigate;
  }, [priority, onNavigate]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const linkLayer = linksRef.current;
    if (!canvas) return;
    let cancelled = false;
    let page: PDFPageProxy | null = null;
    let render: RenderTask | null = null;
    let text: TextLayer | null = null;
    const jobs: { cancel: () => void }[] = [];
    const queue = (after: number, run: () => Promise<void>) => jobs.push(drawQueue.schedule(() => priorityRef.current + after, run));
    const drawText = async (viewport: ReturnType<PDFPageProxy['getViewport']>) => {
      const container = textRef.current;
      if (cancelled || !page || !container) return;
      container.replaceChildren();
      scaleLayer(container, viewport);
      text = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await text.render();
    };
    // The PDF's links only (not its notes, form fields or pop-ups): the page's picture already shows the rest.
    const drawLinks = async (viewport: PageViewport) => {
      const div = linksRef.current;
      if (cancelled || !page || !div) return;
      const annotations = (await page.getAnnotations({ intent: 'display' })).filter((a) => a.annotationType === AnnotationType.LINK);
      if (cancelled || annotations.length === 0) return;
      div.replaceChildren();
      scaleLayer(div, viewport);
      // As pdf.js's viewer lays the layer out: with an unflipped viewport, its rectangles being in the page's own units.
      const flat = viewport.clone({ dontFlip: true });
      const linkService = new ReaderLinkService(doc, pageNumber - 1, (index) => navigateRef.current?.(index));
      const layer = new AnnotationLayer({ div, page, viewport: flat, linkService, accessibilityManager: null, annotationCanvasMap: null, annotationEditorUIManager: null, structTreeLayer: null, commentManager: null, annotationStorage: null });
      await layer.render({ viewport: flat, div, annotations, page, linkService: linkService as unknown as Parameters<AnnotationLayer['render']>[0]['linkService'], renderForms: false });
      // Gone meanwhile (another page or scale): what was drawn would lie in the wrong places.
      if (cancelled) return void div.replaceChildren();
      const found = await pdfLinks(doc, pageNumber - 1, annotations);
      if (cancelled) return;
      addressLinks(div, found, (index) => readerPageAddress(index));
      setLinks({ drawing: `${pageNumber}:${width}`, links: found });
    };
    const draw = async () => {
      page = await doc.getPage(pageNumber);
      if (cancelled) return;
      // Every page fills the reader's page box across; a page of another size keeps its own proportions.
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / natural.width });
      const ratio = Math.min(2, window.devicePixelRatio || 1);
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      render = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      await render.promise;
      canvas.dataset.drawn = 'true';
      // The reader's picture is in: the page's entry's first page (drawn before the app started) makes way.
      handOverFirstPage();
      if (!cancelled) setDrawn(`${pageNumber}:${width}`);
      // The text and link layers after the pictures of every page shown (a spread's two): what the reader sees first,
      // what they select and follow after. Page 400 of a spread then draws before page 399's words (bench:reader).
      if (!cancelled && textLayer) queue(LAYERS_AFTER, () => drawText(viewport));
      if (!cancelled && withLinks) queue(LAYERS_AFTER + 0.1, () => drawLinks(viewport));
    };
    // A cancelled render rejects: the page went away or the scale changed, both expected.
    queue(0, () => (cancelled ? Promise.resolve() : draw()));
    return () => {
      cancelled = true;
      for (const job of jobs) job.cancel();
      render?.cancel();
      text?.cancel();
      page?.cleanup();
      delete canvas.dataset.drawn;
      // Links laid out for another page or scale would sit in the wrong places until they are drawn again.
      linkLayer?.replaceChildren();
    };
  }, [doc, pageNumber, width, textLayer, withLinks]);

  // Named once drawn, and again when the labels come or the language changes (the drawing stays).
  useEffect(() => {
    const layer = linksRef.current;
    if (!layer || !links || links.drawing !== drawing) return;
    nameLinks(layer, links.links, (link) => {
      if (link.url) return t('links.web', { text: link.text || link.url });
      if (link.page === null) return null;
      const page = pageName(link.page, labels);
      return link.text ? t('links.pageWithText', { text: link.text, page }) : t('links.page', { page });
    });
  }, [links, drawing, labels, t]);

  useEffect(() => {
    const canvas = canvasRef.current;
    return () => {
      // Dropping the bitmap now rather than at garbage collection keeps a long read's memory flat.
      if (canvas) {
        canvas.width = 0;
        canvas.height = 0;
      }
    };
  }, []);

  return (
    <div dir="ltr" className="relative size-full overflow-hidden bg-white" style={{ width, height }}>
      <canvas ref={canvasRef} data-pdf-page={pageNumber} className="absolute top-0 left-0" style={{ width, height: 'auto' }} aria-hidden />
      {textLayer && <div ref={textRef} className="textLayer" />}
      {withLinks && <div ref={linksRef} className="annotationLayer" onClickCapture={(event) => openInNewTab(event.nativeEvent)} />}
      {drawn !== drawing && <PageLoading className="absolute inset-0" />}
    </div>
  );
}

