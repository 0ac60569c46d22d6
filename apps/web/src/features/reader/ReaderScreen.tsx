import { useMemo } from 'react';
import { useParams, useSearchParams, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookX } from 'lucide-react';
import { buttonClass } from '../../components/Button';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { useAppDispatch } from '../../app/hooks';
import { useIsPupil } from '../auth/booksHome';
import { pageRangeFetcher, useReading } from './useReading';

// The reader itself is part of this screen's code: the router asks for the book beside that code (its prefetch),
// and the app first renders the screen once its code and texts are here (main.tsx). Loaded lazily from here, the
// reader could still be on its way when the screen first rendered; its boundary's spinner would then show, and
// React holds back what replaces a spinner for 300 ms (see app/lazyPreloaded.ts).
import OpenBook from './OpenBook';

/** A book that cannot be read here: unknown, a draft, or not approved (the API answers 404 alike). */
function NotAvailable({ embed, failed }: { embed: boolean; failed: boolean }) {
  const { t } = useTranslation('reader');
  // A pupil's books are their classroom's; everyone else goes on to the library.
  const library = useIsPupil() ? '/classroom' : '/ebooks';
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-900 px-6 text-center text-slate-100">
      <div className="flex max-w-md flex-col items-center gap-4">
        <span className="grid size-20 place-items-center rounded-full bg-white/10">
          <BookX aria-hidden className="size-10 text-slate-200" />
        </span>
        <h1 className="text-2xl font-bold">{failed ? t('errors.failedTitle') : t('errors.missingTitle')}</h1>
        <p className="text-slate-300">{failed ? t('errors.failed') : t('errors.missing')}</p>
        {!embed && (
          <Link to={library} className={buttonClass('primary', 'mt-2')}>
            {t('errors.library')}
          </Link>
        )}
      </div>
    </main>
  );
}

/** flipbooks/{id} and ebooks/{id} (spec §2, public): what the reader may open of the book, in one of two views. */
export function ReaderScreen({ view }: { view: 'flip' | 'scroll' }) {
  const { id } = useParams();
  const [params] = useSearchParams();
  const embed = params.get('embed') === '1';
  const { t } = useTranslation('reader');
  const state = useReading(id);
  const dispatch = useAppDispatch();
  const bookId = state.status === 'ready' ? state.reading.book.id : null;
  const anonymous = state.status === 'ready' && state.anonymous;
  const fetchRange = useMemo(() => (bookId ? pageRangeFetcher(dispatch, bookId, anonymous) : null), [dispatch, bookId, anonymous]);
  if (state.status === 'loading') return <FullScreenSpinner label={t('loading')} />;
  if (state.status !== 'ready' || !fetchRange) return <NotAvailable embed={embed} failed={state.status === 'error'} />;
  return <OpenBook key={state.reading.book.id} reading={state.reading} anonymous={state.anonymous} view={view} embed={embed} fetchRange={fetchRange} />;
}
