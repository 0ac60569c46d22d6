import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookOpen, KeyRound, Library } from 'lucide-react';
import { buttonClass } from '../../../components/Button';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { BookCardSkeleton } from '../../library/BookCard';
import { BookCover } from '../../library/BookCover';
import { useMyLibraryQuery } from '../../library/myLibraryApi';
import { BuyerDownloads } from './BuyerDownloads';

/** /admin/library (every role): the books of the reader's paid orders and redeemed access codes, each a click away from the reader. */
export default function MyLibraryPage() {
  const { t } = useTranslation('store');
  const books = useMyLibraryQuery();

  return (
    <section aria-labelledby="my-library-title">
      <h1 id="my-library-title" className="text-2xl font-bold text-gray-900">
        {t('myLibrary.title')}
      </h1>
      <p className="mt-1 text-gray-600">{t('myLibrary.intro')}</p>
      {/* Books given with an access code join the library here (decision 022). */}
      <Link to="/redeem" className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline">
        <KeyRound aria-hidden className="size-4" />
        {t('codes:library.redeem')}
      </Link>
      <div className="mt-6">
        {books.error ? <ErrorBanner message={books.error.message || t('errors.generic')} /> : null}
        {books.isLoading && (
          <ul aria-busy className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i}>
                <BookCardSkeleton />
              </li>
            ))}
          </ul>
        )}
        {books.data && books.data.length === 0 && (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-4 py-16 text-center">
            <Library aria-hidden className="size-10 text-gray-400" />
            <h2 className="mt-3 text-lg font-semibold text-gray-900">{t('myLibrary.emptyTitle')}</h2>
            <p className="mt-1 max-w-md text-gray-600">{t('myLibrary.empty')}</p>
            <Link to="/ebooks" className={buttonClass('primary', 'mt-5')}>
              {t('cart.browse')}
            </Link>
          </div>
        )}
        {books.data && books.data.length > 0 && (
          <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {books.data.map((book) => (
              <li key={book.id} className="flex flex-col gap-2">
                <Link to={`/books/${book.id}`} tabIndex={-1} aria-hidden>
                  <BookCover src={book.cover_image} />
                </Link>
                <h2 className="line-clamp-2 font-semibold text-gray-900">{book.title}</h2>
                {book.authors.length > 0 && <p className="line-clamp-1 text-sm text-gray-600">{book.authors.map((a) => a.name).join(', ')}</p>}
                {/* Read at the foot of every card, in one line across the row; the files to keep above it. */}
                <div className="mt-auto flex flex-col gap-2">
                  <BuyerDownloads book={book} />
                  <Link to={`/ebooks/${book.id}`} className={buttonClass('primary')} aria-label={t('myLibrary.readNamed', { title: book.title })}>
                    <BookOpen aria-hidden className="size-4" />
                    {t('book.read')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
