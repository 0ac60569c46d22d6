import { useMemo } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { headingContents, searchPages, type OfflineBook } from '@folio/shared';
import { FileAddressProvider } from '../elements/common/fileAddress';
import { readingTextOf } from '../elements/readingText';
import OpenBook from '../features/reader/OpenBook';
import { ScreenErrorBoundary } from '../features/errors/ScreenErrorBoundary';
import { packagedEventsUrl, packagedFiles, packagedPages } from './packagedBook';

/**
 * The offline flipbook (docs/decisions/013-exports.md): the site's reader for the one book its package holds, as
 * a visitor reads it (answers, notes, drawings and the page kept in this browser), with no server behind it.
 * The address keeps the view and page after `#` (`index.html#/flipbooks/<id>?page=3`), which works from file://.
 * While the browser is online, its reading goes to the site it was exported from, as a visitor's.
 */
function OfflineReader({ book, view }: { book: OfflineBook; view: 'flip' | 'scroll' }) {
  const fetchRange = useMemo(() => packagedPages(book.pages), [book]);
  const files = useMemo(() => packagedFiles(book.files), [book]);
  // A PDF book's pages are its PDF's (its layer's hold what was put on them): it is searched in its document, and
  // its contents are its outline, both read where the reader has the PDF open.
  const pdfBook = book.reading.book.book_type === 'pdf';
  const search = useMemo(() => (pdfBook ? undefined : (query: string) => searchPages(book.pages, query, readingTextOf)), [book, pdfBook]);
  const contents = useMemo(() => (pdfBook ? () => [] : (rtl: boolean) => headingContents(book.pages, rtl)), [book, pdfBook]);
  return (
    <FileAddressProvider address={files}>
      <OpenBook reading={book.reading} anonymous view={view} embed={false} fetchRange={fetchRange} offline offlineEventsUrl={packagedEventsUrl(book)} searchHere={search} contentsHere={contents} />
    </FileAddressProvider>
  );
}

function Missing() {
  const { t } = useTranslation('reader');
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-900 px-6 text-center text-slate-100">
      <p>{t('errors.missing')}</p>
    </main>
  );
}

/**
 * The offline reader's addresses for the package's book (or, without one, a page that says it is missing). A view
 * that breaks shows the site's error screen, with a reload and, for its way home, the flipbook's first page: the
 * site's home page is not there from file://.
 */
export function offlineRoutes(book: OfflineBook | null): RouteObject[] {
  if (!book) return [{ path: '*', element: <Missing /> }];
  const start = `/flipbooks/${encodeURIComponent(book.reading.book.id)}`;
  const reader = (view: 'flip' | 'scroll') => (
    <ScreenErrorBoundary home={{ href: `#${start}`, label: 'routeError.firstPage' }}>
      <OfflineReader book={book} view={view} />
    </ScreenErrorBoundary>
  );
  return [
    { path: '/flipbooks/:id', element: reader('flip') },
    { path: '/ebooks/:id', element: reader('scroll') },
    // Any other address (index.html as opened) is the flipbook's first page.
    { path: '*', element: <Navigate to={start} replace /> },
  ];
}
