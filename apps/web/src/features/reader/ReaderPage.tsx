import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { DrawingLayer } from '../drawing/DrawingLayer';
import { NotesLayer } from '../notes/NotesLayer';
import { BookPageContent } from './BookPageContent';
import { PreviewEndCard } from './PreviewEndCard';
import { useReaderBook } from './ReaderContext';
import { PREVIEW_END_ID } from './readerBook';
import { useReader } from './useReader';

// The PDF page view brings pdf.js: loaded with the first PDF book only.
const PdfPageView = lazy(() => import('./pdf/PdfPageView'));

/**
 * What a page shows: the e-book page's elements (interactive when read), the PDF page's canvas, or the
 * end card of a preview. Thumbnails draw the same, without text layer or interaction.
 */
export function PageSurface({ index, scale, mode }: { index: number; scale: number; mode: 'read' | 'thumbnail' }) {
  const book = useReaderBook();
  const page = useReader((r) => r.ebookData.pages[index]);
  const reading = useReader((r) => r.currentReadingElementId);
  if (!page) return null;
  const width = book.size.width * scale;
  const height = book.size.height * scale;
  if (page.id === PREVIEW_END_ID) return <PreviewEndCard scale={scale} thumbnail={mode === 'thumbnail'} />;
  if (book.kind === 'pdf') {
    const blank = <div className="bg-white" style={{ width, height }} />;
    if (!book.pdf) return blank;
    return (
      <Suspense fallback={blank}>
        <PdfPageView doc={book.pdf} pageNumber={index + 1} width={width} height={height} textLayer={mode === 'read'} />
      </Suspense>
    );
  }
  return <BookPageContent page={page} size={book.size} scale={scale} mode={mode} highlightedId={mode === 'read' ? reading : null} onNavigate={book.onNavigate} />;
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
            <NotesLayer ebookId={book.ebookId} pageId={page.id} width={book.size.width} height={book.size.height} scale={scale} />
          </div>
        </>
      )}
    </div>
  );
}
