import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicEbook } from '@folio/shared';
import { Button } from '../../components/Button';
import { fetchPublicBooks } from '../library/api';
import { BookCard, BookCardSkeleton } from '../library/BookCard';

/** Books per 'Show More': two rows of four. */
export const SHOWCASE_PAGE_SIZE = 8;

interface Shown {
  books: PublicEbook[];
  page: number;
  lastPage: number;
}

/**
 * Spec §2: the landing page's book library, the newest approved and published books, with 'Show More'
 * for the next page. A failed load says 'Something went wrong. Please try again later.'
 */
export function BookShowcase() {
  const { t } = useTranslation('store');
  const [shown, setShown] = useState<Shown>({ books: [], page: 0, lastPage: 1 });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (page: number) => {
    setLoading(true);
    setFailed(false);
    try {
      const answer = await fetchPublicBooks({ page, per_page: SHOWCASE_PAGE_SIZE, sort: 'newest' });
      setShown((prev) => ({ books: page === 1 ? answer.data : [...prev.books, ...answer.data.filter((b) => !prev.books.some((p) => p.id === b.id))], page, lastPage: answer.last_page }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    // The first page, once; `load` sets state only after its answer arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(1);
  }, [load]);

  const more = shown.page < shown.lastPage;
  return (
    <section id="library" aria-labelledby="library-title" className="scroll-mt-20 bg-gradient-to-b from-white to-primary-50/60">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id="library-title" className="text-3xl font-bold tracking-tight text-gray-900">
              {t('landing.books.title')}
            </h2>
            <p className="mt-3 text-gray-600">{t('landing.books.intro')}</p>
          </div>
          <Link to="/ebooks" className="text-sm font-semibold text-primary-700 hover:underline">
            {t('landing.books.all')}
          </Link>
        </div>
        <ul aria-busy={loading} className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
          {shown.books.map((book) => (
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
        {!loading && !failed && shown.books.length === 0 && <p className="mt-6 text-center text-gray-600">{t('landing.books.empty')}</p>}
        <div className="mt-10 flex flex-col items-center gap-3">
          {failed && (
            <p role="alert" className="rounded-md bg-danger-200/40 px-4 py-2 text-sm text-danger-700">
              {t('errors.generic')}
            </p>
          )}
          {!loading && (more || failed) && (
            <Button variant="secondary" className="px-6" onClick={() => void load(failed && shown.page === 0 ? 1 : shown.page + 1)}>
              {failed ? t('landing.books.retry') : t('landing.books.more')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
