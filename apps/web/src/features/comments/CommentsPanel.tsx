import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Plus } from 'lucide-react';
import type { CommentState } from '@folio/shared';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { EditorSidePanel } from '../../components/EditorSidePanel';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useAddBookCommentMutation, useBookCommentThreadsQuery, useMentionablePeopleQuery } from './api';
import { CommentComposer } from './CommentComposer';
import { useCommentPlaces, useCommentTarget } from './location';
import { useCommentNotice } from './messages';
import { ThreadCard, usePlaceWords } from './ThreadCard';

type Shown = Exclude<CommentState, 'all'>;

/**
 * The book's threads in a sheet at the inline end of the editor. It is not modal: the page stays usable beside it,
 * so that choosing an element to comment on, or looking at the one a thread is about, needs no closing.
 */
export function CommentsPanel({ bookId, mayComment, open, onOpenChange }: { bookId: string; mayComment: boolean; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('comments');
  return (
    // A click on the page (selecting what to comment on) leaves the panel open.
    <EditorSidePanel open={open} onOpenChange={onOpenChange} side="end" title={t('title')} description={t('description')} closeLabel={t('close')}>
      {open && <Threads bookId={bookId} mayComment={mayComment} />}
    </EditorSidePanel>
  );
}

function Threads({ bookId, mayComment }: { bookId: string; mayComment: boolean }) {
  const { t } = useTranslation('comments');
  const [shown, setShown] = useState<Shown>('open');
  const [writing, setWriting] = useState(false);
  const list = useBookCommentThreadsQuery({ bookId, state: shown });
  const me = useAppSelector((s) => s.auth.user?.id);
  // Everyone but oneself may be mentioned; without the list, comments go without mentions.
  const people = (useMentionablePeopleQuery(bookId).data ?? []).filter((p) => p.id !== me);
  const { placeOf, goTo } = useCommentPlaces();
  const target = useCommentTarget();
  const placeWords = usePlaceWords();
  const notice = useCommentNotice();
  const [add, adding] = useAddBookCommentMutation();
  const counts = list.data?.counts;
  const threads = list.data?.data ?? [];

  const start = async (body: string, mentions: string[]) => {
    if (!target) return false;
    const done = await notice.run(add({ bookId, comment: { ...target, body, mentions } }).unwrap());
    if (done) {
      setWriting(false);
      setShown('open');
    }
    return done !== null;
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 px-4 py-2">
        <div role="group" aria-label={t('filter.label')} className="flex rounded-md border border-gray-300 bg-white p-0.5">
          {(['open', 'resolved'] as const).map((state) => (
            <button
              key={state}
              type="button"
              aria-pressed={shown === state}
              className={clsx('rounded px-2.5 py-1 text-xs font-semibold', shown === state ? 'bg-primary-600 text-white' : 'text-gray-700 hover:bg-gray-100')}
              onClick={() => setShown(state)}
            >
              {t(`filter.${state}`, { n: counts?.[state] ?? 0 })}
            </button>
          ))}
        </div>
        {mayComment && !writing && (
          <Button className="px-3 py-1.5 text-xs" onClick={() => setWriting(true)} disabled={!target}>
            <Plus aria-hidden className="size-3.5" />
            {t('new')}
          </Button>
        )}
      </div>
      {writing && target && (
        <section aria-label={t('new')} className="mx-4 mb-2 rounded-lg border border-primary-200 bg-white p-3">
          <p className="mb-1 text-xs text-gray-600">{placeWords(placeOf(target))}</p>
          <CommentComposer label={t('newLabel')} submitLabel={t('post')} people={people} busy={adding.isLoading} onSubmit={start} onCancel={() => setWriting(false)} />
        </section>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
        <ErrorBanner message={list.isError ? t('loadFailed') : null} />
        {list.isLoading ? (
          <p className="text-sm text-gray-600">{t('loading')}</p>
        ) : threads.length === 0 && !list.isError ? (
          <p className="rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-600">{t(shown === 'open' ? (mayComment ? 'emptyOpen' : 'emptyOpenReader') : 'emptyResolved')}</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label={t(`filter.${shown}`, { n: threads.length })}>
            {threads.map((thread) => {
              const place = placeOf(thread);
              return (
                <li key={thread.id}>
                  <ThreadCard bookId={bookId} thread={thread} place={place} people={people} onGo={() => goTo(place)} />
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
