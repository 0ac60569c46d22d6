import { useId, useState, type FormEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { NoteTextSchema, ANNOTATION_LIMITS, type ReaderNote } from '@folio/shared';
import { Button } from '../../components/Button';
import { DEFAULT_NOTE_COLOR, NOTE_COLORS } from './noteColors';

/**
 * The note popover over a page: write, recolour, save or delete. It opens at the note's point (page
 * coordinates, times the scale). On a failed save it stays open with the text as typed.
 */
export function NoteEditor({ note, left, top, onSave, onDelete, onClose }: {
  note: Pick<ReaderNote, 'text' | 'color'> | null;
  left: number;
  top: number;
  onSave: (fields: { text: string; color: string | null }) => Promise<void>;
  onDelete?: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('annotations');
  const id = useId();
  const [text, setText] = useState(note?.text ?? '');
  const [color, setColor] = useState<string | null>(note?.color ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      onClose();
    } catch {
      setError(t('editor.failed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = NoteTextSchema.safeParse(text);
    if (!checked.success) return setError(text.trim() ? t('editor.tooLong', { count: ANNOTATION_LIMITS.noteText }) : t('editor.required'));
    void run(() => onSave({ text: checked.data, color }));
  };

  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor asChild>
        <span className="pointer-events-none absolute size-0" style={{ left, top }} />
      </Popover.Anchor>
      {/* In full screen only the full-screen element shows: the popover goes inside it. */}
      <Popover.Portal container={typeof document !== 'undefined' ? (document.fullscreenElement as HTMLElement | null) : null}>
        <Popover.Content
          side="bottom"
          sideOffset={18}
          collisionPadding={8}
          aria-label={t('editor.title')}
          className="z-50 w-72 rounded-lg border border-gray-200 bg-white p-3 text-gray-900 shadow-xl"
          onPointerDown={(e) => e.stopPropagation()}
        >
          <form onSubmit={submit} noValidate>
            <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-semibold">{t('editor.text')}</label>
            <textarea
              id={`${id}-text`}
              autoFocus
              dir="auto"
              rows={4}
              maxLength={ANNOTATION_LIMITS.noteText}
              value={text}
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
              }}
              className="block w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm focus:border-primary-600 focus:outline-2 focus:outline-primary-600"
            />
            {error && <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-danger-700">{error}</p>}
            <div role="radiogroup" aria-label={t('editor.color')} className="mt-2 flex items-center gap-1.5">
              {NOTE_COLORS.map(([name, hex]) => {
                const checked = (color ?? DEFAULT_NOTE_COLOR) === hex;
                return (
                  <button
                    key={hex}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    aria-label={t(`noteColor.${name}`)}
                    title={t(`noteColor.${name}`)}
                    onClick={() => setColor(hex === DEFAULT_NOTE_COLOR ? null : hex)}
                    className={clsx('size-6 rounded-full border border-gray-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600', checked && 'ring-2 ring-primary-600 ring-offset-1')}
                    style={{ background: hex }}
                  />
                );
              })}
            </div>
            {confirmDelete ? (
              <div className="mt-3 flex items-center justify-end gap-2">
                <span className="me-auto text-sm">{t('editor.confirmDelete')}</span>
                <Button variant="secondary" className="px-3 py-1.5" onClick={() => setConfirmDelete(false)}>{t('editor.keep')}</Button>
                <Button variant="danger" className="px-3 py-1.5" disabled={busy} onClick={() => onDelete && void run(onDelete)}>{t('editor.delete')}</Button>
              </div>
            ) : (
              <div className="mt-3 flex items-center justify-end gap-2">
                {onDelete && (
                  <Button variant="ghost" className="me-auto px-3 py-1.5 text-danger-700" onClick={() => setConfirmDelete(true)}>{t('editor.delete')}</Button>
                )}
                <Button variant="secondary" className="px-3 py-1.5" onClick={onClose}>{t('editor.cancel')}</Button>
                <Button type="submit" className="px-3 py-1.5" disabled={busy}>{busy ? t('editor.saving') : t('editor.save')}</Button>
              </div>
            )}
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
