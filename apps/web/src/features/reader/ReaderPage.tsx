import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { buttonClass } from '../../components/Button';
import { DrawingLayer } from '../drawing/DrawingLayer';
import { NotesLayer } from '../notes/NotesLayer';
import { PageView } from '../page-view/PageView';
import { PageLoading } from './PageLoading';
import { PdfPageView } from './pdf/lazyPageView';
import { PreviewEndCard } from './PreviewEndCard';
import { useReaderBook } from './ReaderContext';
import { PREVIEW_END_ID } from './readerBook';
import { usePageContent } from './usePageContent';
import { useReader } from './useReader';
import { viewPages } from './visibleWindow';

/** Thumbnails are drawn after every page of the book that is mounted to be read. */
const THUMBNAILS_AFTER = 1000;

/**
 * What a page shows: the e-book page's elements (interactive when read), the PDF page's canvas, or the
 * end card of a preview. Thumbnails draw the same, without text layer or interaction.
 */
export function PageSurface({ index, scale, mode }: { index: number; scale: number; mode: 'read' | 'thumbnail' }) {
  const book = useReaderBook();
  const entry = useReader((r) => r.ebookData.pages[index]);
  if (!entry) return null;
  const width = book.size.width * scale;
  const height = book.size.height * scale;
  if (entry.id === PREVIEW_END_ID) return <PreviewEndCard scale={scale} thumbnail={mode === 'thumbnail'} />;
  if (book.kind === 'pdf') {
    return (
      <div className="relative" style={{ width, height }}>
        <PdfPageSurface index={index} width={width} height={height} mode={mode} />
        {index < book.pages.pageCount && <PdfLayer index={index} scale={scale} mode={mode} />}
      </div>
    );
  }
  return <EbookPageSurface index={index} scale={scale} mode={mode} />;
}

/**
 * A PDF page, drawn in its turn: the pages shown first, in reading order, then their neighbours by distance,
 * thumbnails last (pdf/drawQueue.ts).
 */
function PdfPageSurface({ index, width, height, mode }: { index: number; width: number; height: number; mode: 'read' | 'thumbnail' }) {
  const { pdf, onNavigate } = useReaderBook();
  const priority = useReader((r) => {
    const shown = viewPages(r.currentPage, r.ebookData.pages.length, r.isMobile);
    const order = shown.includes(index) ? index - r.currentPage : shown.length + Math.abs(index - r.currentPage);
    return mode === 'read' ? order : THUMBNAILS_AFTER + order;
  });
  const loading = (
    <div style={{ width, height }}>
      <PageLoading className="size-full" />
    </div>
  );
  if (!pdf) return loading;
  return (
    <Suspense fallback={loading}>
      <PdfPageView doc={pdf} pageNumber={index + 1} width={width} height={height} textLayer={mode === 'read'} priority={priority} onNavigate={mode === 'read' ? onNavigate : undefined} />
    </Suspense>
  );
}

/**
 * What the author put over a PDF page (its interactive layer, decision 021), once it has arrived: drawn over the
 * PDF's canvas, text and links at the book's page size and the reader's scale, so that every element stays where it
 * was put at every zoom and on phones. Only the elements take the pointer; a page with none draws nothing.
 */
function PdfLayer({ index, scale, mode }: { index: number; scale: number; mode: 'read' | 'thumbnail' }) {
  const book = useReaderBook();
  const { page } = usePageContent(index);
  if (!page || page.elements.length === 0) return null;
  return (
    <div className="pointer-events-none absolute inset-0" data-pdf-layer={index + 1}>
      <PageView page={page} size={book.size} scale={scale} mode={mode} overlay onNavigate={mode === 'read' ? book.onNavigate : undefined} />
    </div>
  );
}

/** An e-book page, once its content has arrived; until then a placeholder of the page's size, so that nothing moves. */
function EbookPageSurface({ index, scale, mode }: { index: number; scale: number; mode: 'read' | 'thumbnail' }) {
  const book = useReaderBook();
  const reading = useReader((r) => r.currentReadingElementId);
  const { page, status, retry } = usePageContent(index);
  if (!page) return <PagePlaceholder size={book.size} scale={scale} failed={status === 'failed'} onRetry={mode === 'read' ? retry : null} />;
  // Links to a page find its index through the BookPagesProvider the reader puts around the book.
  return <PageView page={page} size={book.size} scale={scale} mode={mode} highlightedId={mode === 'read' ? reading : null} onNavigate={mode === 'read' ? book.onNavigate : undefined} />;
}

/** A page whose content is on its way (or could not be fetched: then it says so, and in the reader offers to try again). */
function PagePlaceholder({ size, scale, failed, onRetry }: { size: { width: number; height: number }; scale: number; failed: boolean; onRetry: (() => void) | null }) {
  const { t } = useTranslation('reader');
  return (
    <div className="grid place-items-center bg-white" style={{ width: size.width * scale, height: size.height * scale }} aria-busy={!failed} data-page-placeholder={failed ? 'failed' : 'loading'}>
      {failed ? (
        <div className="flex flex-col items-center gap-3 px-4 text-center text-sm text-gray-700">
          <AlertTriangle aria-hidden className="size-6 text-warning-600" />
          {onRetry && (
            <>
              <p>{t('page.failed')}</p>
              <button type="button" onClick={onRetry} className={buttonClass('secondary')}>
                {t('page.retry')}
              </button>
            </>
          )}
        </div>
      ) : (
        <>
          <Loader2 aria-hidden className="size-8 animate-spin text-gray-300" />
          <span className="sr-only">{t('page.loading')}</span>
        </>
      )}
    </div>
  );
}

/**
 * One page of the book in the reader, with the reader's annotation layers over it. The layers take the
 * pointer only while their tool is chosen, so that quizzes, cards, media and links work the rest of the time.
 */
export function ReaderPage({ index, scale }: { index: number; scale: number }) {
  const { t } = useTranslation('reader');
  const book = useReaderBook();
  const page = useReader((r) => r.ebookData.pages[index]);
  const tool = useReader((r) => r.selectedTool);
  const readingPage = useReader((r) => r.currentReadingElementId === page?.id);
  if (!page) return null;
  const width = book.size.width * scale;
  const height = book.size.height * scale;
  const isEnd = page.id === PREVIEW_END_ID;
  return (
    <div
      role="group"
      aria-label={isEnd ? t('preview.endLabel') : t('page.label', { n: index + 1 })}
      data-page-index={index}
      // The book's page, from 1, for reading analytics (analytics/stageEvents.ts); the end card of a preview is none.
      data-book-page={isEnd ? undefined : index + 1}
      className={clsx('relative overflow-hidden bg-white', readingPage && 'ring-4 ring-amber-400 ring-inset')}
      style={{ width, height }}
    >
      <PageSurface index={index} scale={scale} mode="read" />
      {!isEnd && (
        <>
          <div className="absolute inset-0" style={{ pointerEvents: tool === 'draw' ? 'auto' : 'none' }}>
            <DrawingLayer ebookId={book.ebookId} pageId={page.id} width={book.size.width} height={book.size.height} scale={scale} />
          </div>
          <div className="absolute inset-0" style={{ pointerEvents: tool === 'note' ? 'auto' : 'none' }}>
            <NotesLayer ebookId={book.ebookId} pageId={page.id} width={book.size.width} height={book.size.height} scale={scale} existing={book.hasNotes} />
          </div>
        </>
      )}
    </div>
  );
}
