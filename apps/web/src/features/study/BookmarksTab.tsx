import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Bookmark, Pencil, Trash2 } from 'lucide-react';
import { STUDY_LIMITS } from '@folio/shared';
import { useReaderBook } from '../reader/ReaderContext';
import { useReader } from '../reader/useReader';
import { BookmarkToggle } from './BookmarkToggle';
import { darkButton, useEscapeCancels } from './HighlightControls';
import { pagesById } from './pageNames';
import { useStudy } from './useStudy';

const iconButton = 'grid size-8 shrink-0 place-items-center rounded-md text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-primary-300';

/** The reader's bookmarks in page order: each turns to its page, takes a name of the reader's, or goes. */
export function BookmarksTab({ anonymous, onJump }: { anonymous: boolean; onJump: (page: number) => void }) {
  const { t } = useTranslation('study');
  const { ebookId } = useReaderBook();
  const pages = useReader((r) => r.ebookData.pages);
  const { bookmarks, status, store, local } = useStudy(ebookId, anonymous);
  const [renaming, setRenaming] = useState<string | null>(null);
  const byId = pagesById(pages);
  const listed = bookmarks
    .flatMap((b) => {
      const page = byId.get(b.page_id);
      return page ? [{ ...b, ...page }] : [];
    })
    .sort((a, b) => a.index - b.index);
  const failed = () => void toast.error(t('errors.saveFailed'));

  return (
    <div className="flex flex-col gap-3 p-4">
      <BookmarkToggle anonymous={anonymous} />
      {local && <p className="text-xs text-slate-300">{t('panel.local')}</p>}
      {status === 'loading' && <p role="status" className="text-sm text-slate-300">{t('panel.loading')}</p>}
      {status === 'error' && <LoadFailed onRetry={() => void store.load()} />}
      {status === 'unavailable' && <p className="text-sm text-slate-300">{t('panel.unavailable')}</p>}
      {status === 'ready' && listed.length === 0 && <p className="text-sm text-slate-300">{t('bookmarks.empty')}</p>}
      {listed.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t('bookmarks.list')}>
          {listed.map((b) => {
            const name = b.label || b.name;
            return (
              <li key={b.page_id} className="rounded-md bg-white/5">
                {renaming === b.page_id ? (
                  <RenameForm
                    initial={b.label}
                    placeholder={b.name}
                    onCancel={() => setRenaming(null)}
                    onSave={(label) => {
                      setRenaming(null);
                      store.renameBookmark(b.page_id, label).catch(failed);
                    }}
                  />
                ) : (
                  <div className="flex items-center gap-1 pe-1">
                    <button type="button" onClick={() => onJump(b.index)} className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-3 py-2 text-start hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300">
                      <Bookmark aria-hidden className="size-4 shrink-0 fill-amber-300 text-amber-300" />
                      <span className="min-w-0 flex-1">
                        <span dir="auto" className="block truncate text-sm text-slate-100">{name}</span>
                        {b.label && <span className="block text-xs text-slate-300">{b.name}</span>}
                      </span>
                      <span className="shrink-0 text-xs text-slate-300 tabular-nums">{t('bookmarks.page', { n: b.index + 1 })}</span>
                    </button>
                    <button type="button" aria-label={t('bookmarks.rename', { name })} title={t('actions.rename')} onClick={() => setRenaming(b.page_id)} className={iconButton}>
                      <Pencil aria-hidden className="size-4" />
                    </button>
                    <button type="button" aria-label={t('bookmarks.remove', { name })} title={t('actions.delete')} onClick={() => store.toggleBookmark(b.page_id).catch(failed)} className={iconButton}>
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function RenameForm({ initial, placeholder, onSave, onCancel }: { initial: string; placeholder: string; onSave: (label: string) => void; onCancel: () => void }) {
  const { t } = useTranslation('study');
  const [label, setLabel] = useState(initial);
  const field = useRef<HTMLInputElement>(null);
  useEscapeCancels(field, onCancel);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(label);
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2 p-2">
      <input
        ref={field}
        autoFocus
        dir="auto"
        aria-label={t('bookmarks.name')}
        value={label}
        placeholder={placeholder}
        maxLength={STUDY_LIMITS.bookmarkLabel}
        onChange={(event) => setLabel(event.target.value)}
        className="min-w-0 flex-1 rounded-md border border-white/20 bg-slate-800 px-2 py-1.5 text-sm text-slate-100 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-primary-300"
      />
      <button type="submit" className={darkButton('primary')}>
        {t('actions.save')}
      </button>
      <button type="button" className={darkButton()} onClick={onCancel}>
        {t('actions.cancel')}
      </button>
    </form>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('study');
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm text-slate-200">
      <p>{t('panel.loadFailed')}</p>
      <button type="button" className={darkButton()} onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
