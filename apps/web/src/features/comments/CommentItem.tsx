import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookComment } from '@folio/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useChangeBookCommentMutation, useDeleteBookCommentMutation } from './api';
import { CommentComposer } from './CommentComposer';
import { useCommentNotice } from './messages';

const linkClass = 'rounded text-xs font-semibold text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-600';

/** One comment: who wrote it and when, its text, and its author's edit and delete (a thread's first takes its replies). */
export function CommentItem({ bookId, comment, isThread }: { bookId: string; comment: BookComment; isThread: boolean }) {
  const { t, i18n } = useTranslation('comments');
  const notice = useCommentNotice();
  const [change, changing] = useChangeBookCommentMutation();
  const [remove, removing] = useDeleteBookCommentMutation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(comment.created_at));
  const author = comment.author?.name ?? t('formerMember');

  const save = async (body: string) => {
    const saved = await notice.run(change({ bookId, commentId: comment.id, change: { body } }).unwrap());
    if (saved) setEditing(false);
    return saved !== null;
  };
  const confirmDelete = async () => {
    if (await notice.run(remove({ bookId, commentId: comment.id }).unwrap())) setConfirming(false);
  };

  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-gray-600">
        <span className="font-semibold text-gray-900" dir="auto">
          {author}
        </span>
        <time dateTime={comment.created_at}>{when}</time>
        {comment.updated_at !== comment.created_at && <span>{t('edited')}</span>}
      </p>
      {editing ? (
        <CommentComposer label={t('editLabel')} submitLabel={t('save')} initial={comment.body} busy={changing.isLoading} onSubmit={save} onCancel={() => setEditing(false)} />
      ) : (
        <p className="text-sm whitespace-pre-wrap text-gray-900" dir="auto">
          {comment.body}
        </p>
      )}
      {!editing && (comment.abilities.edit || comment.abilities.delete) && (
        <div className="flex gap-3">
          {comment.abilities.edit && (
            <button type="button" className={linkClass} aria-label={t('editOf', { name: author })} onClick={() => setEditing(true)}>
              {t('edit')}
            </button>
          )}
          {comment.abilities.delete && (
            <button type="button" className={linkClass} aria-label={t('deleteOf', { name: author })} onClick={() => setConfirming(true)}>
              {t('delete')}
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(isThread ? 'confirmThread.title' : 'confirmComment.title')}
        description={t(isThread ? 'confirmThread.description' : 'confirmComment.description')}
        onConfirm={() => void confirmDelete()}
        busy={removing.isLoading}
      />
    </div>
  );
}
