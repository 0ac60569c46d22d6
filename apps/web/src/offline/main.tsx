import { useMemo } from 'react';
import { HashRouter, Navigate, useRoutes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { searchPages, type OfflineBook } from '@folio/shared';
import '../styles/index.css';
import { renderApp } from '../app/renderApp';
import { FileAddressProvider } from '../elements/common/fileAddress';
import { readingTextOf } from '../elements/readingText';
import OpenBook from '../features/reader/OpenBook';
import { initOfflineI18n } from './i18n';
import { packagedBook, packagedFiles, packagedPages } from './packagedBook';

/**
 * The offline flipbook (docs/decisions/013-exports.md): the site's reader for the one book its package holds, as
 * a visitor reads it (answers, notes, drawings and the page kept in this browser), with no server behind it.
 * The address keeps the view and page after `#` (`index.html#/flipbooks/<id>?page=3`), which works from file://.
 */
function OfflineReader({ book, view }: { book: OfflineBook; view: 'flip' | 'scroll' }) {
  const fetchRange = useMemo(() => packagedPages(book.pages), [book]);
  const files = useMemo(() => packagedFiles(book.files), [book]);
  const search = useMemo(() => (query: string) => searchPages(book.pages, query, readingTextOf), [book]);
  return (
    <FileAddressProvider address={files}>
      <OpenBook reading={book.reading} anonymous view={view} embed={false} fetchRange={fetchRange} offline searchHere={search} />
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

const book = packagedBook();
void initOfflineI18n(book?.language ?? 'en');
const routes =
  book
    ? [
        { path: '/flipbooks/:id', element: <OfflineReader book={book} view="flip" /> },
        { path: '/ebooks/:id', element: <OfflineReader book={book} view="scroll" /> },
        // Any other address (index.html as opened) is the flipbook's first page.
        { path: '*', element: <Navigate to={`/flipbooks/${encodeURIComponent(book.reading.book.id)}`} replace /> },
      ]
    : [{ path: '*', element: <Missing /> }];

function OfflineRoutes() {
  return useRoutes(routes);
}

renderApp(
  <HashRouter>
    <OfflineRoutes />
  </HashRouter>,
);
