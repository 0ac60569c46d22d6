import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Named } from '@folio/shared';
import { BookCardSkeleton } from './BookCard';
import { LibraryFilters } from './LibraryFilters';
import { LIBRARY_PAGE_SIZE, type LibraryState } from './libraryQuery';

/**
 * The library's page around its books: title, filters and the count of what they found (`count`, empty while the
 * books load). The app's page and its pre-rendered first screen (LibraryShell) are drawn in it alike, so that the
 * one takes the other's place without a move.
 */
export function LibraryFrame({ state, categories, onChange, count, children }: { state: LibraryState; categories: Named[]; onChange: (change: Partial<LibraryState>) => void; count: string; children: ReactNode }) {
  const { t } = useTranslation('store');
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('library.title')}</h1>
        <p className="mt-2 text-gray-600">{t('library.intro')}</p>
      </header>
      <LibraryFilters state={state} categories={categories} onChange={onChange} />
      <p role="status" className="mt-4 h-6 truncate text-sm leading-6 text-gray-600">
        {count}
      </p>
      {children}
    </div>
  );
}

/** The grid of a page of books, and of the same page while it loads. */
export const BOOK_GRID = 'mt-2 grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6';

/** A page of the library while its books load; `covers`: the first books' covers, where they are known already. */
export function BookGridSkeleton({ covers = [] }: { covers?: string[] }) {
  return (
    <ul aria-busy className={BOOK_GRID}>
      {Array.from({ length: LIBRARY_PAGE_SIZE }, (_, i) => (
        <li key={i}>
          <BookCardSkeleton cover={covers[i]} />
        </li>
      ))}
    </ul>
  );
}
