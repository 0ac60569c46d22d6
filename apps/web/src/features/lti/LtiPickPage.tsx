// /lti/pick/:code: a teacher picks the book an LMS course links to (LTI deep linking), and goes back to the LMS with it.
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import type { PublicEbook } from '@folio/shared';
import { Button } from '../../components/Button';
import { ErrorBanner } from '../../components/ErrorBanner';
import { SearchBox } from '../../components/SearchBox';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { serverText } from '../../http/serverText';
import { usePublicBookPagesInfiniteQuery } from '../library/api';
import { useCatalogueLanguage } from '../library/catalogueLanguage';
import { BookCover } from '../library/BookCover';
import { BookCardSkeleton } from '../library/BookCard';
import { postToLms, refusalWords, useLinkLtiBookMutation } from './api';

/** Books per page read: the cheapest first, so that the free ones come before any other. */
const PICK_PAGE_SIZE = 24;

/** Only a published book anyone may read can be linked: the public catalogue's free books. */
const isFree = (book: PublicEbook) => book.final_price === 0;

/** One book to link: its cover, its title, and the button that links it. */
function PickCard({ book, busy, linking, onPick }: { book: PublicEbook; busy: boolean; linking: boolean; onPick: () => void }) {
  const { t } = useTranslation('reader');
  const titleId = `lti-book-${book.id}`;
  return (
    <article className="flex h-full flex-col gap-2">
      <BookCover src={book.cover_image} />
      <h2 id={titleId} dir="auto" className="mt-1 line-clamp-2 font-semibold text-gray-900">
        <bdi>{book.title}</bdi>
      </h2>
      <Button className="mt-auto" aria-describedby={titleId} disabled={busy} onClick={onPick}>
        {linking ? t('lti.pick.linking') : t('lti.pick.link')}
      </Button>
    </article>
  );
}

/**
 * The public catalogue's free books, searched; the one picked is sent to the LMS: the server signs the
 * answer, which is posted to the LMS's return address (the page is left for the LMS).
 */
export default function LtiPickPage() {
  const { code = '' } = useParams();
  const { t, i18n } = useTranslation('reader');
  const [search, setSearch] = useState('');
  const pages = usePublicBookPagesInfiniteQuery({ per_page: PICK_PAGE_SIZE, sort: 'price_asc', search: search || undefined, lng: useCatalogueLanguage() });
  const [link] = useLinkLtiBookMutation();
  const [picked, setPicked] = useState<string | null>(null);
  // Why the pick was refused: the server's words, or null when no answer came; undefined when nothing failed.
  const [refusal, setRefusal] = useState<string | null | undefined>();
  useDocumentTitle(t('lti.pick.title'));

  const loaded = pages.data?.pages ?? [];
  const books = loaded.flatMap((page) => page.data).filter((book, i, all) => isFree(book) && all.findIndex((b) => b.id === book.id) === i);
  // Sorted by price: once a page holds a book that is not free, no later page holds a free one.
  const more = pages.hasNextPage && loaded.every((page) => page.data.every(isFree));
  const loading = pages.isFetching;

  const pick = async (book: PublicEbook) => {
    setRefusal(undefined);
    setPicked(book.id);
    const answer = await link({ code, ebookId: book.id });
    if ('data' in answer && answer.data) {
      postToLms(answer.data);
      return;
    }
    setPicked(null);
    setRefusal(refusalWords(answer.error));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('lti.pick.title')}</h1>
          <p className="mt-2 max-w-2xl text-gray-600">{t('lti.pick.intro')}</p>
        </div>
        <SearchBox label={t('lti.pick.search')} placeholder={t('lti.pick.searchPlaceholder')} value={search} onSearch={setSearch} width="w-64" />
      </header>
      {refusal !== undefined && <ErrorBanner message={refusal ? serverText(i18n, refusal) : t('lti.pick.failed')} />}
      {pages.isError && <ErrorBanner message={t('lti.pick.loadFailed')} />}
      <ul aria-busy={loading} aria-label={t('lti.pick.books')} className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {books.map((book) => (
          <li key={book.id}>
            <PickCard book={book} busy={picked !== null} linking={picked === book.id} onPick={() => void pick(book)} />
          </li>
        ))}
        {loading &&
          Array.from({ length: 6 }, (_, i) => (
            <li key={`skeleton-${i}`}>
              <BookCardSkeleton />
            </li>
          ))}
      </ul>
      {!loading && !pages.isError && books.length === 0 && (
        <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-4 py-16 text-center">
          <SearchX aria-hidden className="size-10 text-gray-400" />
          <p className="mt-3 max-w-md text-gray-700">{search ? t('lti.pick.emptySearch') : t('lti.pick.empty')}</p>
        </div>
      )}
      {!loading && (more || pages.isError) && (
        <div className="mt-10 flex justify-center">
          <Button variant="secondary" className="px-6" onClick={() => void (pages.data ? pages.fetchNextPage() : pages.refetch())}>
            {pages.isError ? t('lti.pick.retry') : t('lti.pick.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
