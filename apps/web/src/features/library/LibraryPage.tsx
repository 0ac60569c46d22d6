import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { Pagination } from '../../components/Pagination';
import { ErrorBanner } from '../../components/ErrorBanner';
import { buttonClass } from '../../components/Button';
import { OPENING_ANSWER_SECONDS } from '../../http/api';
import { usePublicBooksQuery, usePublicCategoriesQuery } from './api';
import { BookCard } from './BookCard';
import { BOOK_GRID, BookGridSkeleton, LibraryFrame } from './LibraryFrame';
import { changeLibraryState, FIRST_COVERS, hasLibraryFilters, libraryParams, libraryQuery, readLibraryState, type LibraryState } from './libraryQuery';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useCatalogueLanguage } from './catalogueLanguage';
import { ShellHandOver } from '../../app/shell/handOver';

/** /ebooks: the approved, published books, searched, filtered, sorted and paged; the address bar holds the state. */
export default function LibraryPage() {
  const { t, i18n } = useTranslation('store');
  const [params, setParams] = useSearchParams();
  const state = readLibraryState(params);
  const lng = useCatalogueLanguage();
  const query = libraryQuery(state, lng);
  // The answers asked for as the app opened here (prefetch.ts) are taken as they are.
  const books = usePublicBooksQuery(query, { refetchOnMountOrArgChange: OPENING_ANSWER_SECONDS });
  // `currentData`: another search's books are not shown as this one's while it loads.
  const shown = books.currentData;
  const categories = usePublicCategoriesQuery(lng, { refetchOnMountOrArgChange: OPENING_ANSWER_SECONDS });

  useDocumentTitle(t('library.title'));

  const change = (next: Partial<LibraryState>) => setParams(libraryParams(changeLibraryState(state, next)));
  // A new page starts at its top, where its first books are (the pager sits below the last ones).
  const turnTo = (page: number) => {
    change({ page });
    window.scrollTo?.({ top: 0 });
  };
  const total = shown?.total ?? 0;
  const count = new Intl.NumberFormat(i18n.language).format(total);

  return (
    <LibraryFrame state={state} categories={categories.data ?? []} onChange={change} count={shown ? t('library.count', { formatted: count }) : ''}>
      {/* The pre-rendered first screen, with the first covers, stays until the books have answered (LibraryShell). */}
      {(shown || books.error) && <ShellHandOver screen />}
      {books.error ? <ErrorBanner message={t('errors.generic')} /> : null}
      {!shown && books.isFetching ? (
        <BookGridSkeleton />
      ) : shown && shown.data.length > 0 ? (
        <ul className={BOOK_GRID}>
          {shown.data.map((book, i) => (
            <li key={book.id}>
              <BookCard book={book} eager={i < FIRST_COVERS} />
            </li>
          ))}
        </ul>
      ) : shown && shown.total > 0 ? (
        // A page past the end (an old link, a typed address): the books exist, this page does not.
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-4 py-16 text-center">
          <SearchX aria-hidden className="size-10 text-gray-400" />
          <h2 className="mt-3 text-lg font-semibold text-gray-900">{t('library.pastEndTitle', { page: state.page })}</h2>
          <p className="mt-1 max-w-md text-gray-600">{t('library.pastEnd', { count: shown.last_page })}</p>
          <button type="button" onClick={() => turnTo(shown.last_page)} className={buttonClass('primary', 'mt-4')}>
            {t('library.lastPage')}
          </button>
        </div>
      ) : shown ? (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-4 py-16 text-center">
          <SearchX aria-hidden className="size-10 text-gray-400" />
          <h2 className="mt-3 text-lg font-semibold text-gray-900">{t('library.emptyTitle')}</h2>
          <p className="mt-1 max-w-md text-gray-600">{hasLibraryFilters(state) ? t('library.emptyFiltered') : t('library.emptyAll')}</p>
        </div>
      ) : null}
      {shown && shown.last_page > 1 && (
        <div className="mt-10 flex justify-center">
          <Pagination page={state.page} pageCount={shown.last_page} onPageChange={turnTo} />
        </div>
      )}
    </LibraryFrame>
  );
}
