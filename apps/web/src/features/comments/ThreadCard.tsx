import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, MapPin, RotateCcw } from 'lucide-react';
import type { CommentThread } from '@folio/shared';
import { Button } from '../../components/Button';
import { useAddBookCommentMutation, useChangeBookCommentMutation, type MentionablePerson } from './api';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';
import type { CommentPlace } from './location';
import { useCommentNotice } from './messages';

/** Where a thread is, in words: "Page 3 · Image", or that its page or element is gone. */
export function usePlaceWords() {
  const { t, i18n } = useTranslation('comments');
  const number = new Intl.NumberFormat(i18n.language);
  return (place: CommentPlace) => {
    if (place.pageIndex < 0) return t('pageGone');
    const page = t('onPage', { page: number.format(place.pageIndex + 1) });
    if (!place.element) return page;
    return t('onElement', { page, element: place.element.gone ? t('elementGone') : place.element.label });
  };
}

/** One thread: where it is (a button that turns the editor there), its comments, and its reply box, resolve and reopen. */
export function ThreadCard({ bookId, thread, place, people, onGo }: {
  bookId: string;
  thread: CommentThread;
  place: CommentPlace;
  people: readonly MentionablePerson[];
  onGo: () => void;
}) {
  const { t } = useTranslation('comments');
  const placeWords = usePlaceWords();
  const notice = useCommentNotice();
  const [add, adding] = useAddBookCommentMutation();
  const [change, changing] = useChangeBookCommentMutation();
  const [replying, setReplying] = useState(false);
  const resolved = thread.resolved_at !== null;
  // Replying and resolving are for whoever may comment: the server says so on the thread.
  const mayComment = thread.abilities.resolve;

  const reply = async (body: string, mentions: string[]) => {
    const done = await notice.run(add({ bookId, comment: { page_id: thread.page_id, parent_id: thread.id, body, mentions } }).unwrap());
    if (done) setReplying(false);
    return done !== null;
  };
  const toggle = () => void notice.run(change({ bookId, commentId: thread.id, change: { resolved: !resolved } }).unwrap());

  return (
    <article className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3" aria-label={t('threadBy', { name: thread.author?.name ?? t('formerMember') })}>
      <button
        type="button"
        className="inline-flex items-center gap-1 self-start rounded text-xs font-medium text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600 disabled:text-gray-500 disabled:no-underline"
        onClick={onGo}
        disabled={place.pageIndex < 0}
        title={t('goTo')}
      >
        <MapPin aria-hidden className="size-3.5" />
        {placeWords(place)}
      </button>
      <CommentItem bookId={bookId} comment={thread} isThread />
      {thread.replies.length > 0 && (
        <ol className="flex flex-col gap-3 border-s-2 border-gray-100 ps-3" aria-label={t('replies')}>
          {thread.replies.map((r) => (
            <li key={r.id}>
              <CommentItem bookId={bookId} comment={r} isThread={false} />
            </li>
          ))}
        </ol>
      )}
      {resolved && (
        <p className="text-xs text-success-700" dir="auto">
          {thread.resolved_by ? t('resolvedBy', { name: thread.resolved_by.name }) : t('resolvedState')}
        </p>
      )}
      {replying && <CommentComposer label={t('replyLabel')} submitLabel={t('reply')} people={people} busy={adding.isLoading} onSubmit={reply} onCancel={() => setReplying(false)} />}
      {mayComment && !replying && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="px-3 py-1 text-xs" onClick={() => setReplying(true)}>
            {t('reply')}
          </Button>
          <Button variant="ghost" className="px-3 py-1 text-xs" onClick={toggle} disabled={changing.isLoading}>
            {resolved ? <RotateCcw aria-hidden className="size-3.5" /> : <CheckCircle2 aria-hidden className="size-3.5" />}
            {resolved ? t('reopen') : t('resolve')}
          </Button>
        </div>
      )}
    </article>
  );
}
