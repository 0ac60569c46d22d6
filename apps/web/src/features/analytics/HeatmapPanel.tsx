import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSizeOf, type BookPage, type Ebook, type Heatmap } from '@folio/shared';
import { SelectField } from '../../components/form/SelectField';
import { errorMessage } from '../../http/client';
import { PageView } from '../page-view/PageView';
import { pdfRouteOf, useEbookPagesQuery } from '../ebooks/api';
import { useAppSelector } from '../../app/hooks';
import { PdfPageView } from '../reader/pdf/lazyPageView';
import { usePdfDocument } from '../reader/pdf/usePdfDocument';
import { useBookHeatmapQuery } from './api';
import type { Period } from './period';

/** The width the page is drawn at, whatever its own size. */
const DRAWN_WIDTH = 360;
/** A cell's colour: the more taps, the less see-through, and the faintest still shows over a white page. */
const cellColour = (count: number, most: number) => `rgb(220 38 38 / ${(0.15 + 0.6 * (count / most)).toFixed(2)})`;

type Size = { width: number; height: number };

/** A white page of the book's size: what shows until a PDF's page is drawn, or where it cannot be. */
const BlankPage = ({ size, scale }: { size: Size; scale: number }) => <div aria-hidden className="bg-white shadow-md" style={{ width: size.width * scale, height: size.height * scale }} />;

/** A PDF book's page, drawn by pdf.js from its file as the reader draws it (a picture only: no text, no links). */
function PdfPageUnder({ bookId, pageNumber, size, scale }: { bookId: string; pageNumber: number; size: Size; scale: number }) {
  const token = useAppSelector((s) => s.auth.token as string | null);
  const pdf = usePdfDocument(pdfRouteOf(bookId), token);
  if (pdf.status !== 'ready' || pageNumber > pdf.doc.numPages) return <BlankPage size={size} scale={scale} />;
  return (
    <div aria-hidden className="relative bg-white shadow-md" style={{ width: size.width * scale, height: size.height * scale }} data-heatmap-pdf-page={pageNumber}>
      <Suspense fallback={null}>
        <PdfPageView doc={pdf.doc} pageNumber={pageNumber} width={size.width * scale} height={size.height * scale} textLayer={false} priority={0} />
      </Suspense>
    </div>
  );
}

/** The page under the taps, drawn as the reader shows it: a book's page, or a PDF book's page from its file. */
function PageUnder({ book, page, pageNumber, size, scale }: { book: Ebook; page: BookPage | undefined; pageNumber: number; size: Size; scale: number }) {
  if (book.book_type === 'pdf') return <PdfPageUnder bookId={book.id} pageNumber={pageNumber} size={size} scale={scale} />;
  if (page) return <PageView page={page} size={size} scale={scale} />;
  return <BlankPage size={size} scale={scale} />;
}

/** The grid of taps over the page: each cell tinted by its count, none where nobody tapped. */
function Cells({ heatmap, most }: { heatmap: Heatmap; most: number }) {
  const side = 100 / heatmap.grid;
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0">
      {heatmap.cells.map((cell) => (
        <span
          key={`${cell.x}:${cell.y}`}
          data-count={cell.count}
          className="absolute"
          style={{ left: `${cell.x * side}%`, top: `${cell.y * side}%`, width: `${side}%`, height: `${side}%`, background: cellColour(cell.count, most) }}
        />
      ))}
    </div>
  );
}

/**
 * Where readers clicked or tapped on one page of the book, drawn over the page itself (scaled down) as translucent
 * colour, with a legend and the count in words. The grid is the page's own (left-based in every language, as the
 * page is), so the page is not mirrored in Arabic.
 */
export function HeatmapPanel({ book, pageCount, period }: { book: Ebook; pageCount: number; period: Period }) {
  const { t, i18n } = useTranslation('analytics');
  const titleId = useId();
  // The legend runs from none to the most in the reading direction, as its two numbers do.
  const towards = i18n.dir(i18n.language) === 'rtl' ? 'left' : 'right';
  const number = new Intl.NumberFormat(i18n.language);
  const [page, setPage] = useState(1);
  const pages = useEbookPagesQuery(book.id, { skip: book.book_type !== 'ebook' }).currentData;
  const { currentData: heatmap, error, isFetching } = useBookHeatmapQuery({ id: book.id, page, ...period });
  const size = pageSizeOf(book);
  const scale = DRAWN_WIDTH / size.width;
  const taps = heatmap?.cells.reduce((sum, cell) => sum + cell.count, 0) ?? 0;
  const most = Math.max(1, ...(heatmap?.cells.map((cell) => cell.count) ?? []));
  const options = Array.from({ length: pageCount }, (_, i) => ({ value: String(i + 1), label: t('chart.pageN', { page: number.format(i + 1) }) }));
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
      <h2 id={titleId} className="font-semibold text-gray-900">
        {t('heatmap.title')}
      </h2>
      <SelectField label={t('heatmap.page')} options={options} value={String(page)} onChange={(e) => setPage(Number(e.target.value))} className="w-48" />
      {error && <p role="alert" className="text-sm text-danger-700">{errorMessage(error, t('failed'))}</p>}
      {isFetching && !heatmap && <p role="status" className="text-sm text-gray-600">{t('loading')}</p>}
      {heatmap && (
        <div className="flex flex-wrap items-start gap-6">
          <div className="relative w-fit" dir="ltr">
            <PageUnder book={book} page={pages?.[page - 1]} pageNumber={page} size={size} scale={scale} />
            <Cells heatmap={heatmap} most={most} />
          </div>
          <div className="flex flex-col gap-2 text-sm text-gray-700">
            <p>{t('heatmap.taps', { count: taps, n: number.format(taps) })}</p>
            {/* A scale only when there is something to scale: a page nobody tapped says so and no more. */}
            {taps > 0 && (
              <>
                <div aria-hidden className="flex items-center gap-2">
                  <span>{number.format(0)}</span>
                  <span className="h-3 w-32 rounded" style={{ background: `linear-gradient(to ${towards}, ${cellColour(0, most)}, ${cellColour(most, most)})` }} />
                  <span>{number.format(most)}</span>
                </div>
                <p className="text-xs text-gray-600">{t('heatmap.legend', { most: number.format(most) })}</p>
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
