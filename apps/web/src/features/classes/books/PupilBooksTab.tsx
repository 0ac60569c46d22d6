import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { BookOpen, Globe, MessageSquare, RotateCcw, ThumbsUp } from 'lucide-react';
import { CLASS_BOOK_STATES, type ClassBook, type ClassBookState, type ClassRecord } from '@folio/shared';
import { buttonClass, Button } from '../../../components/Button';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { SelectField } from '../../../components/form/SelectField';
import { useClassBooksQuery } from '../api';
import { useDates } from '../format';
import { Empty, Panel, SmallCover } from '../ui';
import { CommentsDialog } from './CommentsDialog';
import { PublishDialog, ReviewDialog } from './ReviewDialogs';

const TONES: Record<ClassBookState, string> = {
  writing: 'bg-gray-100 text-gray-700',
  handed_in: 'bg-amber-100 text-amber-900',
  returned: 'bg-sky-100 text-sky-900',
  approved: 'bg-green-100 text-success-700',
};
/** Books waiting for the teacher first, then those being changed, written, and done. */
const ORDER: Record<ClassBookState, number> = { handed_in: 0, returned: 1, writing: 2, approved: 3 };

function StateBadge({ state }: { state: ClassBookState }) {
  const { t } = useTranslation('classes');
  return <span className={clsx('inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[state])}>{t(`books.states.${state}`)}</span>;
}

type Acting = { kind: 'comments' | 'return' | 'approve' | 'publish'; book: ClassBook } | null;

/** The books the class's pupils write: read one, comment on its pages, return it for changes, approve it, or offer it to the public library. */
export function PupilBooksTab({ record }: { record: ClassRecord }) {
  const { t } = useTranslation('classes');
  const dates = useDates();
  const books = useClassBooksQuery(record.id);
  const [state, setState] = useState<ClassBookState | ''>('');
  const [acting, setActing] = useState<Acting>(null);
  const close = () => setActing(null);
  const rows = [...(books.data ?? [])].filter((b) => !state || b.state === state).sort((a, b) => ORDER[a.state] - ORDER[b.state] || b.updated_at.localeCompare(a.updated_at));

  return (
    <Panel
      title={t('books.title')}
      intro={t('books.intro')}
      actions={
        <SelectField
          label={t('books.filter')}
          value={state}
          onChange={(e) => setState(e.target.value as ClassBookState | '')}
          placeholder={t('books.all')}
          options={CLASS_BOOK_STATES.map((s) => ({ value: s, label: t(`books.states.${s}`) }))}
          className="min-w-44"
        />
      }
    >
      <ErrorBanner message={books.error ? t('loadFailed') : null} />
      {books.isLoading ? (
        <p className="text-sm text-gray-600">{t('loading')}</p>
      ) : rows.length === 0 ? (
        <Empty>{state ? t('books.noneInState') : t('books.empty')}</Empty>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-100">
          {rows.map((b) => (
            <li key={b.id} className="flex flex-wrap items-start gap-3 py-3">
              <SmallCover src={b.cover_image} className="w-14" />
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-semibold break-words text-gray-900">
                  <bdi>{b.title}</bdi>
                </p>
                <p className="mt-0.5 text-sm text-gray-700">
                  <span dir="auto">{b.student.name}</span> · {t('library.pages', { count: b.page_count })} · {t('books.updated', { date: dates.day(b.updated_at) })}
                </p>
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  <StateBadge state={b.state} />
                  {b.remark && (
                    <span className="text-xs text-gray-600">
                      {t('books.remark')} <q><bdi>{b.remark}</bdi></q>
                    </span>
                  )}
                </div>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/ebooks/${b.id}`} className={buttonClass('secondary', 'px-3 py-1.5')} aria-label={t('books.readNamed', { title: b.title })}>
                  <BookOpen aria-hidden className="size-4" />
                  {t('books.read')}
                </Link>
                <Button variant="secondary" className="px-3 py-1.5" aria-label={t('books.commentsNamed', { title: b.title, count: b.comment_count })} onClick={() => setActing({ kind: 'comments', book: b })}>
                  <MessageSquare aria-hidden className="size-4" />
                  {t('books.comments', { count: b.comment_count })}
                </Button>
                {(b.state === 'handed_in' || b.state === 'approved') && (
                  <Button variant="secondary" className="px-3 py-1.5" onClick={() => setActing({ kind: 'return', book: b })}>
                    <RotateCcw aria-hidden className="size-4 rtl:-scale-x-100" />
                    {t('books.return')}
                  </Button>
                )}
                {b.state !== 'approved' && (
                  <Button variant={b.state === 'handed_in' ? 'primary' : 'secondary'} className="px-3 py-1.5" onClick={() => setActing({ kind: 'approve', book: b })}>
                    <ThumbsUp aria-hidden className="size-4" />
                    {t('books.approve')}
                  </Button>
                )}
                {b.state === 'approved' && (
                  <Button variant="secondary" className="px-3 py-1.5" onClick={() => setActing({ kind: 'publish', book: b })}>
                    <Globe aria-hidden className="size-4" />
                    {t('books.publish')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <CommentsDialog classId={record.id} book={acting?.kind === 'comments' ? acting.book : null} onClose={close} />
      <ReviewDialog classId={record.id} action={acting?.kind === 'return' || acting?.kind === 'approve' ? acting.kind : 'approve'} book={acting?.kind === 'return' || acting?.kind === 'approve' ? acting.book : null} onClose={close} />
      <PublishDialog classId={record.id} book={acting?.kind === 'publish' ? acting.book : null} onClose={close} />
    </Panel>
  );
}
