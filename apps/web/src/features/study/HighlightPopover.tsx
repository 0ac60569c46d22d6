import { useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { NotebookPen, Trash2, X } from 'lucide-react';
import type { Highlight, HighlightColor, HighlightUpdate } from '@folio/shared';
import { excerpt } from '../notes/noteColors';
import type { TextAnchor } from './anchor';
import { ColorChoice, ConfirmDelete, NoteForm, darkButton } from './HighlightControls';

/** What the popover is about: words just selected on a page, or a highlight clicked. */
export type PopoverTarget = { kind: 'new'; pageId: string; anchor: TextAnchor; rect: DOMRect } | { kind: 'edit'; id: string; rect: DOMRect };

const WIDTH = 288;
const GAP = 8;

/**
 * The popover by the words: for a selection, the four colours (one press highlights) and "Add note"; for a highlight,
 * its colour, its note and delete. It keeps the page's selection while its buttons are pressed, closes with Escape
 * or a press elsewhere, and sits below the words, or above them near the bottom of the screen.
 */
export function HighlightPopover({ ref, container, target, highlight, onCreate, onChange, onDelete, onClose }: {
  ref: Ref<HTMLDivElement>;
  container: HTMLElement | null;
  target: PopoverTarget;
  highlight: Highlight | null;
  onCreate: (color: HighlightColor, note?: string | null) => void;
  onChange: (patch: HighlightUpdate) => void;
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('study');
  const box = useRef<HTMLDivElement | null>(null);
  const [mode, setMode] = useState<'choose' | 'note' | 'delete'>('choose');
  const [color, setColor] = useState<HighlightColor>(highlight?.color ?? 'yellow');
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const height = box.current?.offsetHeight ?? 0;
    const { rect } = target;
    const left = Math.min(Math.max(GAP, rect.left + rect.width / 2 - WIDTH / 2), window.innerWidth - WIDTH - GAP);
    const below = rect.bottom + GAP;
    setPlace({ left: Math.max(GAP, left), top: below + height > window.innerHeight - GAP ? Math.max(GAP, rect.top - GAP - height) : below });
  }, [target, mode]);

  useEffect(() => {
    // A highlight clicked: its controls take the focus (a selection keeps it, so that it stays selected).
    if (target.kind === 'edit') box.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  }, [target]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !event.defaultPrevented && onClose();
    const onDown = (event: PointerEvent) => !box.current?.contains(event.target as Node) && onClose();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown, true);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown, true);
    };
  }, [onClose]);

  const quote = target.kind === 'new' ? target.anchor.quote.exact : (highlight?.quote.exact ?? '');
  return createPortal(
    <div
      ref={(node) => {
        box.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      role="dialog"
      aria-label={target.kind === 'new' ? t('popover.newLabel') : t('popover.editLabel')}
      data-testid="highlight-popover"
      // Pressing a button must not take the selection away from the page's words.
      onMouseDown={(event) => (event.target as Element).closest('button') && event.preventDefault()}
      className="fixed z-50 flex flex-col gap-3 rounded-xl border border-white/10 bg-slate-900 p-3 text-slate-100 shadow-2xl"
      style={{ width: WIDTH, left: place?.left ?? -9999, top: place?.top ?? -9999 }}
    >
      <div className="flex items-start gap-2">
        <p dir="auto" className="min-w-0 flex-1 text-xs text-slate-300 italic">
          “{excerpt(quote, 90)}”
        </p>
        <button type="button" aria-label={t('actions.close')} title={t('actions.close')} onClick={onClose} className="-m-1 grid size-7 shrink-0 place-items-center rounded text-slate-300 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-primary-300">
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <ColorChoice
        value={target.kind === 'edit' ? (highlight?.color ?? null) : mode === 'note' ? color : null}
        label={target.kind === 'new' && mode === 'choose' ? t('popover.highlightIn') : t('colors.label')}
        onChoose={(chosen) => {
          if (target.kind === 'edit') onChange({ color: chosen });
          else if (mode === 'note') setColor(chosen);
          else onCreate(chosen);
        }}
      />
      {mode === 'choose' && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={darkButton()} onClick={() => setMode('note')}>
            <NotebookPen aria-hidden className="size-4" />
            {highlight?.note ? t('actions.editNote') : t('actions.addNote')}
          </button>
          {target.kind === 'edit' && (
            <button type="button" className={darkButton()} onClick={() => setMode('delete')}>
              <Trash2 aria-hidden className="size-4" />
              {t('actions.delete')}
            </button>
          )}
        </div>
      )}
      {target.kind === 'edit' && mode === 'choose' && highlight?.note && (
        <p dir="auto" className="text-sm whitespace-pre-wrap text-slate-100">
          {highlight.note}
        </p>
      )}
      {mode === 'note' && (
        <NoteForm
          initial={highlight?.note ?? ''}
          onCancel={() => setMode('choose')}
          onSave={(note) => {
            if (target.kind === 'new') onCreate(color, note || null);
            else {
              onChange({ note: note || null });
              setMode('choose');
            }
          }}
        />
      )}
      {mode === 'delete' && <ConfirmDelete onKeep={() => setMode('choose')} onDelete={onDelete} />}
    </div>,
    container ?? document.body,
  );
}
