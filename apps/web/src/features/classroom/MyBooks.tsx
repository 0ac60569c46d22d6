import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { MessageCircle, PenLine, Send } from 'lucide-react';
import type { ClassBook, ClassBookState } from '@folio/shared';
import { buttonClass } from '../../components/Button';
import { showToast } from '../../components/showToast';
import { errorMessage } from '../../http/client';
import { formatDate } from '../ebooks/format';
import { useBookCommentsQuery, useHandInBookMutation } from './api';
import { ACTION, BookTile, ClassroomSection, ReadLink, SHELF } from './ClassroomShelf';
import { LoadingLine } from './LoadingLine';

const STATE_TONES: Record<ClassBookState, string> = {
  writing: 'bg-gray-100 text-gray-800',
  handed_in: 'bg-yellow-100 text-yellow-900',
  returned: 'bg-orange-100 text-orange-900',
  approved: 'bg-green-100 text-success-700',
};

/** A book the pupil may still change: being written, or given back by the teacher. */
const isOpen = (state: ClassBookState) => state === 'writing' || state === 'returned';

/** The e-book editor, where a pupil writes their book. */
const editorPath = (id: string) => `/ebooks/edit/${encodeURIComponent(id)}`;

/** The teacher's comments on one of the pupil's books, newest as the server orders them. */
function BookComments({ classId, book, id }: { classId: string; book: ClassBook; id: string }) {
  const { t, i18n } = useTranslation('classroom');
  const comments = useBookCommentsQuery({ classId, ebookId: book.id });
  if (comments.isLoading) return <LoadingLine />;
  if (comments.isError) return <p className="text-sm text-danger-700">{errorMessage(comments.error, t('server.noAnswer'))}</p>;
  const list = comments.data ?? [];
  return (
    <ul id={id} className="flex flex-col gap-2">
      {list.length === 0 && <li className="text-sm text-gray-600">{t('myBooks.noComments')}</li>}
      {list.map((comment) => (
        <li key={comment.id} className="rounded-xl bg-primary-50 p-3 text-sm">
          <p className="font-semibold text-gray-900">
            <bdi dir="auto">{comment.author?.name ?? t('myBooks.teacher')}</bdi> · <time dateTime={comment.created_at}>{formatDate(comment.created_at, i18n.language)}</time>
          </p>
          <p dir="auto" className="mt-1 whitespace-pre-wrap text-gray-800">
            {comment.body}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One of the pupil's own books: its state, the teacher's remark, and what the pupil can do with it now. */
function MyBook({ classId, book }: { classId: string; book: ClassBook }) {
  const { t } = useTranslation('classroom');
  const [handIn, handingIn] = useHandInBookMutation();
  const [showComments, setShowComments] = useState(false);
  const commentsId = useId();

  const onHandIn = async () => {
    const answer = await handIn(book.id);
    if ('error' in answer) showToast('error', errorMessage(answer.error, t('server.noAnswer')));
    else showToast('success', t('myBooks.handedIn'));
  };

  return (
    <BookTile
      cover={book.cover_image}
      title={book.title}
      detail={
        <div className="flex flex-col items-start gap-2">
          <span className={clsx('inline-flex rounded-full px-3 py-1 text-sm font-bold', STATE_TONES[book.state])}>{t(`states.${book.state}`)}</span>
          {book.remark && (
            <p className="w-full rounded-xl bg-yellow-50 p-2 text-gray-800">
              <span className="font-semibold">{t('myBooks.remark')}</span> <bdi dir="auto">{book.remark}</bdi>
            </p>
          )}
        </div>
      }
    >
      {(titleId) => (
        <>
          {isOpen(book.state) ? (
            <Link to={editorPath(book.id)} className={buttonClass('primary', ACTION)} aria-describedby={titleId}>
              <PenLine aria-hidden className="size-5" />
              {t('myBooks.write')}
            </Link>
          ) : (
            <ReadLink id={book.id} titleId={titleId} primary={false} />
          )}
          {isOpen(book.state) && (
            <button type="button" disabled={handingIn.isLoading} onClick={() => void onHandIn()} className={buttonClass('secondary', ACTION)} aria-describedby={titleId}>
              <Send aria-hidden className="size-5 rtl:-scale-x-100" />
              {handingIn.isLoading ? t('myBooks.handingIn') : t('myBooks.handIn')}
            </button>
          )}
          <button
            type="button"
            aria-expanded={showComments}
            aria-controls={showComments ? commentsId : undefined}
            aria-describedby={titleId}
            onClick={() => setShowComments(!showComments)}
            className={buttonClass('ghost', clsx(ACTION, 'border border-gray-200'))}
          >
            <MessageCircle aria-hidden className="size-5" />
            {t('myBooks.comments', { count: book.comment_count })}
          </button>
          {showComments && <BookComments classId={classId} book={book} id={commentsId} />}
        </>
      )}
    </BookTile>
  );
}

/** "My books": the books the pupil writes in the class. */
export function MyBooks({ classId, books }: { classId: string; books: ClassBook[] }) {
  const { t } = useTranslation('classroom');
  return (
    <ClassroomSection id="classroom-my-books" title={t('myBooks.title')} empty={books.length ? null : t('myBooks.empty')}>
      <ul className={SHELF}>
        {books.map((book) => (
          <MyBook key={book.id} classId={classId} book={book} />
        ))}
      </ul>
    </ClassroomSection>
  );
}
