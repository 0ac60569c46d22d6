import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Ebook } from '@folio/shared';
import { buttonClass } from '../../components/Button';
import { stepPath } from './Stepper';

// The editor is the heaviest screen: it loads only when a book reaches this step.
const EditorScreen = lazy(() => import('../editor/screen/EditorScreen').then((m) => ({ default: m.EditorScreen })));

/**
 * Step 2: designing the pages, in the page editor itself. A PDF book's pages are its PDF's, and what the author
 * puts over them (links, media, questions) is its interactive layer (decision 021): the same editor, optional.
 */
export function DesignStep({ book }: { book: Ebook }) {
  const { t } = useTranslation(['ebooks', 'common']);
  const nav = (
    <div className="flex flex-wrap justify-center gap-2">
      <Link to={stepPath(1, book.id)} className={buttonClass('secondary')}>
        {t('flow.back')}
      </Link>
      <Link to={stepPath(3, book.id)} className={buttonClass('primary')}>
        {t('flow.next')}
      </Link>
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      {/* The editor wants room: it reaches past the step's card to the width of the window, centred in either direction. */}
      <div className="relative start-1/2 w-[calc(100vw-3rem)] max-w-[1400px] -translate-x-1/2 rtl:translate-x-1/2">
        <Suspense fallback={<p className="p-6 text-gray-500">{t('common:loading')}</p>}>
          <EditorScreen kind="ebook" id={book.id} embedded />
        </Suspense>
      </div>
      {nav}
    </div>
  );
}
