import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { usePublicBookPagesInfiniteQuery } from '../library/api';
import { BookCard, BookCardSkeleton } from '../library/BookCard';
import { useCatalogueLanguage } from '../library/catalogueLanguage';
import { SectionHeading } from './SectionHeading';

/** Books per 'Show More': two rows of four. */
const SHOWCASE_PAGE_SIZE = 8;

/**
 * Spec §2: the landing page's book library, the newest approved and published books, with 'Show More'
 * for the next page. A failed load says 'Something went wrong. Please try again later.'
 */
export function BookShowcase() {
  const { t } = useTranslation('store');
  const pages = usePublicBookPagesInfiniteQuery({ per_page: SHOWCASE_PAGE_SIZE, sort: 'newest', lng: useCatalogueLanguage() });
  // A book published between two pages moves the others down: one already shown is not shown twice.
  const books = (pages.data?.pages ?? []).flatMap((page) => page.data).filter((book, i, all) => all.findIndex((b) => b.id === book.id) === i);
  const loading = pages.isFetching;
  const failed = pages.isError;
  const more = pages.hasNextPage;

  return (
    <section id="library" aria-labelledby="library-title" className="scroll-mt-20 bg-gradient-to-b from-white to-primary-50/60">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="library-title" title={t('landing.books.title')} intro={t('landing.books.intro')} centred={false} />
          <Link to="/ebooks" className="text-sm font-semibold text-primary-700 hover:underline">
            {t('landing.books.all')}
          </Link>
        </div>
        <ul aria-busy={loading} className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
          {books.map((book) => (
            <li key={book.id}>
              <BookCard book={book} />
            </li>
          ))}
          {loading &&
            Array.from({ length: SHOWCASE_PAGE_SIZE }, (_, i) => (
              <li key={`skeleton-${i}`}>
                <BookCardSkeleton />
              </li>
            ))}
        </ul>
        {!loading && !failed && books.length === 0 && <p className="mt-6 text-center text-gray-600">{t('landing.books.empty')}</p>}
        <div className="mt-10 flex flex-col items-center gap-3">
          {failed && (
            <p role="alert" className="rounded-md bg-danger-200/40 px-4 py-2 text-sm text-danger-700">
              {t('errors.generic')}
            </p>
          )}
          {!loading && (more || failed) && (
            <Button variant="secondary" className="px-6" onClick={() => void (pages.data ? pages.fetchNextPage() : pages.refetch())}>
              {failed ? t('landing.books.retry') : t('landing.books.more')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
