import { useEffect, useRef, useState } from 'react';
import { TextLayer, type PDFDocumentProxy, type PDFPageProxy, type RenderTask } from 'pdfjs-dist';
import { PageLoading } from '../PageLoading';
import { drawQueue } from './drawQueue';
import { handOverFirstPage } from './firstPageFrame';
import './textLayer.css';

/**
 * One page of a PDF book: a canvas drawn by pdf.js at the reader's scale (sharp on high-density screens)
 * and, unless it is a thumbnail, pdf.js's text layer over it so that the text can be selected and found.
 * The canvas exists only while the page is mounted: the reader mounts the visible pages and their
 * neighbours, and a page leaving that window gives its bitmap back at once. Canvas and text layer take their
 * turn in the draw queue by `priority` (lower first: the pages being read before their neighbours); the
 * canvas says `data-drawn` once its picture is there; until then a spinner says the page is on its way.
 */
export default function PdfPageView({ doc, pageNumber, width, height, textLayer = true, priority }: { doc: PDFDocumentProxy; pageNumber: number; width: number; height: number; textLayer?: boolean; priority: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  // Read when the queue picks a job: a page turned to while it waits moves up without being drawn again.
  const priorityRef = useRef(priority);
  // The picture drawn last, by page and width: a new width (zoom) shows the spinner again until it is redrawn.
  const drawing = `${pageNumber}:${width}`;
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    priorityRef.current = priority;
  }, [priority]);

  useEffect(() => {
    const canvas = canvasRef.current;
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
      container.style.setProperty('--total-scale-factor', String(viewport.scale));
      container.style.setProperty('--scale-round-x', '1px');
      container.style.setProperty('--scale-round-y', '1px');
      text = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await text.render();
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
      // The text layer after the picture: what the reader sees first, what they select after.
      if (!cancelled && textLayer) queue(0.5, () => drawText(viewport));
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
    };
  }, [doc, pageNumber, width, textLayer]);

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
      {drawn !== drawing && <PageLoading className="absolute inset-0" />}
    </div>
  );
}

