import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { StickyNote, Trash2 } from 'lucide-react';
import type { ReaderNote } from '@folio/shared';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { DEFAULT_NOTE_COLOR, excerpt } from './noteColors';
import { useNotes } from './useNotes';

/** The list of the reader's notes in a book, in page order, each jumping to its page; with delete. */
export function NotesPanel({ ebookId, pages, onJump }: { ebookId: string; pages: { id: string; name: string }[]; onJump: (pageIndex: number) => void }) {
  const { t } = useTranslation('annotations');
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const { notes, status, store } = useNotes(ebookId);
  const indexOf = new Map(pages.map((p, i) => [p.id, i]));
  const order = (n: ReaderNote) => indexOf.get(n.page_id) ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...notes].sort((a, b) => order(a) - order(b) || a.y - b.y || a.x - b.x);

  return (
    <section aria-labelledby="notes-panel-title" className="flex h-full flex-col p-4 text-gray-900">
      <h2 id="notes-panel-title" className="flex items-center gap-2 text-base font-bold">
        <StickyNote className="size-4" aria-hidden />
        {t('panel.title')}
        {notes.length > 0 && <span className="ms-auto rounded-full bg-gray-100 px-2 text-sm font-normal text-gray-700">{notes.length}</span>}
      </h2>
      {!signedIn && <p className="mt-1 text-xs text-gray-600">{t('panel.local')}</p>}
      {status === 'loading' && <p className="mt-4 text-sm text-gray-600">{t('panel.loading')}</p>}
      {status === 'error' && (
        <p role="alert" className="mt-4 text-sm text-danger-700">
          {t('panel.loadFailed')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void store.load()}>{t('panel.retry')}</button>
        </p>
      )}
      {status === 'ready' && notes.length === 0 && <p className="mt-4 text-sm text-gray-600">{t('panel.empty')}</p>}
      <ul className="mt-3 space-y-2">
        {sorted.map((note) => (
          <NoteItem key={note.id} note={note} index={indexOf.get(note.page_id)} pageName={pages.find((p) => p.id === note.page_id)?.name} onJump={onJump} onDelete={() => store.remove(note.id)} />
        ))}
      </ul>
    </section>
  );
}

function NoteItem({ note, index, pageName, onJump, onDelete }: {
  note: ReaderNote;
  index: number | undefined;
  pageName: string | undefined;
  onJump: (pageIndex: number) => void;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation('annotations');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const page = pageName ?? t('panel.unknownPage');

  const remove = async () => {
    setBusy(true);
    try {
      await onDelete();
    } catch {
      toast.error(t('panel.deleteFailed'));
      setBusy(false);
    }
  };

  return (
    <li className="rounded-md border border-gray-200 bg-gray-50" style={{ borderInlineStartWidth: 4, borderInlineStartColor: note.color ?? DEFAULT_NOTE_COLOR }}>
      <div className="flex items-start gap-1">
        <button
          type="button"
          disabled={index === undefined}
          onClick={() => index !== undefined && onJump(index)}
          aria-label={t('panel.goTo', { page, text: excerpt(note.text, 60) })}
          className="min-w-0 flex-1 rounded-md px-3 py-2 text-start hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:cursor-default"
        >
          <span className="block text-xs font-semibold text-gray-600">{page}</span>
          <span dir="auto" className="block text-sm break-words">{excerpt(note.text)}</span>
        </button>
        {!confirming && (
          <button type="button" aria-label={t('panel.delete', { text: excerpt(note.text, 40) })} title={t('editor.delete')} onClick={() => setConfirming(true)} className="m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-2 focus-visible:outline-primary-600">
            <Trash2 className="size-4" aria-hidden />
          </button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label={t('editor.confirmDelete')} className="flex items-center gap-2 border-t border-gray-200 px-3 py-2">
          <span className="me-auto text-sm">{t('editor.confirmDelete')}</span>
          <Button variant="secondary" className="px-3 py-1" autoFocus onClick={() => setConfirming(false)}>{t('editor.keep')}</Button>
          <Button variant="danger" className="px-3 py-1" disabled={busy} onClick={() => void remove()}>{t('editor.delete')}</Button>
        </div>
      )}
    </li>
  );
}
