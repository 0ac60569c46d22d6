import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { HIGHLIGHT_COLORS, STUDY_LIMITS, type HighlightColor } from '@folio/shared';
import { HIGHLIGHT_PAINT } from './highlightColors';

/** Small buttons of the reader's dark panels and popover. */
export const darkButton = (tone: 'plain' | 'primary' | 'danger' = 'plain', className?: string) =>
  clsx(
    'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-300 disabled:cursor-not-allowed disabled:opacity-50',
    tone === 'plain' && 'text-slate-100 ring-1 ring-white/20 hover:bg-white/10',
    tone === 'primary' && 'bg-primary-500 text-white hover:bg-primary-400',
    tone === 'danger' && 'bg-red-600 text-white hover:bg-red-500',
    className,
  );

/**
 * Escape inside `field` undoes what is being typed rather than closing the panel or popover around it: the reader's
 * panel (a Radix dialog) listens on the document as it captures, so this listens earlier, on the window, and marks
 * the key as handled.
 */
export function useEscapeCancels(field: RefObject<HTMLElement | null>, onCancel: () => void) {
  const cancel = useEffectEvent(onCancel);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !field.current?.contains(event.target as Node)) return;
      event.preventDefault();
      cancel();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [field]);
}

/** The four colours, the one in use pressed. */
export function ColorChoice({ value, onChoose, label }: { value: HighlightColor | null; onChoose: (color: HighlightColor) => void; label?: string }) {
  const { t } = useTranslation('study');
  return (
    <div role="group" aria-label={label ?? t('colors.label')} className="flex items-center gap-1.5">
      {HIGHLIGHT_COLORS.map((color) => (
        <button
          key={color}
          type="button"
          aria-label={t(`colors.${color}`)}
          title={t(`colors.${color}`)}
          aria-pressed={value === color}
          onClick={() => onChoose(color)}
          className="grid size-8 place-items-center rounded-full ring-offset-2 ring-offset-slate-900 hover:ring-2 hover:ring-white/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-300 aria-pressed:ring-2 aria-pressed:ring-white"
          style={{ backgroundColor: HIGHLIGHT_PAINT[color].swatch }}
        >
          {value === color && <Check aria-hidden className="size-4 text-slate-950" />}
        </button>
      ))}
    </div>
  );
}

/** A highlight's note, written or changed; an empty note is no note. */
export function NoteForm({ initial, onSave, onCancel, saveLabel }: { initial: string; onSave: (note: string) => Promise<unknown> | void; onCancel: () => void; saveLabel?: string }) {
  const { t } = useTranslation('study');
  const id = useId();
  const [note, setNote] = useState(initial);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEscapeCancels(field, onCancel);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSave(note.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-xs font-medium text-slate-300">
        {t('note.label')}
      </label>
      <textarea
        ref={field}
        id={id}
        dir="auto"
        autoFocus
        rows={3}
        maxLength={STUDY_LIMITS.highlightNote}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className="w-full resize-y rounded-md border border-white/20 bg-slate-800 px-2 py-1.5 text-sm text-slate-100 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-primary-300"
        placeholder={t('note.placeholder')}
      />
      <div className="flex justify-end gap-2">
        <button type="button" className={darkButton()} onClick={onCancel}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className={darkButton('primary')} disabled={busy}>
          {saveLabel ?? t('actions.saveNote')}
        </button>
      </div>
    </form>
  );
}

/** "Delete this highlight?" with its two answers; Keep has the focus, so that Enter twice deletes nothing. */
export function ConfirmDelete({ onKeep, onDelete }: { onKeep: () => void; onDelete: () => Promise<unknown> | void }) {
  const { t } = useTranslation('study');
  const [busy, setBusy] = useState(false);
  return (
    <div role="group" aria-label={t('highlights.confirmDelete')} className="flex flex-wrap items-center gap-2">
      <span className="me-auto text-sm">{t('highlights.confirmDelete')}</span>
      <button type="button" autoFocus className={darkButton()} onClick={onKeep}>
        {t('actions.keep')}
      </button>
      <button
        type="button"
        className={darkButton('danger')}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void Promise.resolve(onDelete()).finally(() => setBusy(false));
        }}
      >
        {t('actions.delete')}
      </button>
    </div>
  );
}
