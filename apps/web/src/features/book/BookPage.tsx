import { Link, useParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { BookX } from 'lucide-react';
import type { PublicEbook } from '@folio/shared';
import { useAppSelector } from '../../app/hooks';
import { BackLink } from '../../components/BackLink';
import { buttonClass } from '../../components/Button';
import { useBookHoldingQuery } from '../library/myLibraryApi';
import { isNotFound, usePublicBookQuery } from '../library/api';
import { useCatalogueLanguage } from '../library/catalogueLanguage';
import { BookCover } from '../library/BookCover';
import { PriceTag } from '../library/PriceTag';
import { BookActions } from './BookActions';
import { ShareBox } from './ShareBox';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const pagesOf = (book: PublicEbook) => (book.book_type === 'pdf' ? (book.pdf_page_count ?? 0) : book.page_count);

function Facts({ book }: { book: PublicEbook }) {
  const { t, i18n } = useTranslation('store');
  const number = new Intl.NumberFormat(i18n.language);
  const pages = pagesOf(book);
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-gray-600">{t('book.pages')}</dt>
        <dd className="font-semibold text-gray-900">{pages ? number.format(pages) : '—'}</dd>
      </div>
      <div>
        <dt className="text-gray-600">{t('book.format')}</dt>
        <dd className="font-semibold text-gray-900">{t(`book.types.${book.book_type}`)}</dd>
      </div>
      {book.publisher && (
        <div>
          <dt className="text-gray-600">{t('book.publisher')}</dt>
          <dd className="font-semibold text-gray-900">{book.publisher.name}</dd>
        </div>
      )}
    </dl>
  );
}

function Skeleton() {
  return (
    <div aria-hidden className="grid gap-10 md:grid-cols-[18rem_1fr]">
      <span className="block aspect-[3/4] w-full animate-pulse rounded-lg bg-gray-200" />
      <div className="flex flex-col gap-4">
        <span className="h-9 w-3/4 animate-pulse rounded bg-gray-200" />
        <span className="h-5 w-1/3 animate-pulse rounded bg-gray-200" />
        <span className="h-24 w-full animate-pulse rounded bg-gray-200" />
      </div>
    </div>
  );
}

/** /books/:id (id or slug): cover, description, authors, categories, pages, price; preview, buy or read; share. */
export default function BookPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('store');
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const book = usePublicBookQuery({ key: id, lng: useCatalogueLanguage() });
  // `currentData`: never one book under another's address while the next one loads.
  const data = book.currentData;
  const holding = useBookHoldingQuery(data?.id ?? '', { skip: !signedIn || !data }).currentData;

  useDocumentTitle(data?.title);

  const missing = isNotFound(book.error);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <BackLink to="/ebooks" className="mb-6 font-medium">
        {t('book.back')}
      </BackLink>
      {!data && book.isFetching && <Skeleton />}
      {book.error ? (
        <div className="flex flex-col items-center py-16 text-center">
          <BookX aria-hidden className="size-12 text-gray-300" />
          <h1 className="mt-4 text-2xl font-bold text-gray-900">{missing ? t('book.notFound') : t('errors.generic')}</h1>
          {missing && <p className="mt-2 text-gray-600">{t('book.notFoundHint')}</p>}
          <Link to="/ebooks" className={buttonClass('primary', 'mt-6')}>
            {t('cart.browse')}
          </Link>
        </div>
      ) : null}
      {data && (
        <article className="grid gap-10 md:grid-cols-[18rem_1fr]">
          <BookCover src={data.cover_image} eager />
          <div className="flex min-w-0 flex-col gap-5">
            <header>
              <h1 dir="auto" className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
                {data.title}
              </h1>
              {data.authors.length > 0 && (
                <p className="mt-2 text-lg text-gray-700">
                  <Trans t={t} i18nKey="book.by" values={{ names: data.authors.map((a) => a.name).join(', ') }} components={{ names: <bdi /> }} />
                </p>
              )}
              {data.categories.length > 0 && (
                <ul aria-label={t('book.categories')} className="mt-3 flex flex-wrap gap-2">
                  {data.categories.map((c) => (
                    <li key={c.id}>
                      <Link to={`/ebooks?category=${encodeURIComponent(c.id)}`} dir="auto" className="inline-flex rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-700 hover:bg-primary-100">
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </header>
            <PriceTag book={data} large />
            <BookActions book={data} holding={holding} />
            {data.description && (
              <section aria-labelledby="about-title">
                <h2 id="about-title" className="text-lg font-semibold text-gray-900">
                  {t('book.about')}
                </h2>
                <p dir="auto" className="mt-2 leading-relaxed whitespace-pre-line text-gray-700">
                  {data.description}
                </p>
              </section>
            )}
            <Facts book={data} />
            <ShareBox url={`${window.location.origin}/books/${data.slug || data.id}`} />
          </div>
        </article>
      )}
    </div>
  );
}
