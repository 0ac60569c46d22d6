import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StickyNote } from 'lucide-react';
import type { ReaderNote } from '@folio/shared';
import { DEFAULT_NOTE_COLOR, excerpt } from './noteColors';

/** A press that moves less than this (screen px) is a click, not a drag. */
const DRAG_THRESHOLD = 4;
/** Arrow keys move a pin by this much (page px); with Shift, by one. */
const KEY_STEP = 10;
const KEY_COMMIT_MS = 500;

/**
 * A note's pin at its point on the page. A click (or Enter) opens it; dragging, or the arrow keys, move
 * it. `toPage` turns a screen distance into page px (the page may be zoomed or transformed).
 */
export function NotePin({ note, scale, bounds, toPage, onOpen, onMove }: {
  note: ReaderNote;
  scale: number;
  bounds: { width: number; height: number };
  toPage: () => number;
  onOpen: () => void;
  onMove: (x: number, y: number) => void;
}) {
  const { t } = useTranslation('annotations');
  const [moved, setMoved] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<{ pointer: number; sx: number; sy: number; dragging: boolean; factor: number } | null>(null);
  const keyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clickSuppressed = useRef(false);
  const at = moved ?? { x: note.x, y: note.y };
  const clamp = (x: number, y: number) => ({ x: Math.round(Math.min(bounds.width, Math.max(0, x)) * 100) / 100, y: Math.round(Math.min(bounds.height, Math.max(0, y)) * 100) / 100 });

  useEffect(() => () => void (keyTimer.current && clearTimeout(keyTimer.current)), []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // Dragging a pin is not a swipe of the page.
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, sx: event.clientX, sy: event.clientY, dragging: false, factor: toPage() };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    const dx = event.clientX - d.sx;
    const dy = event.clientY - d.sy;
    if (!d.dragging && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    d.dragging = true;
    setMoved(clamp(note.x + dx * d.factor, note.y + dy * d.factor));
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    event.stopPropagation();
    if (!d?.dragging) return;
    clickSuppressed.current = true;
    const end = clamp(note.x + (event.clientX - d.sx) * d.factor, note.y + (event.clientY - d.sy) * d.factor);
    // The store shows the new point at once (and the old one again if the move is refused).
    onMove(end.x, end.y);
    setMoved(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 1 : KEY_STEP;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (!delta) return;
    event.preventDefault();
    event.stopPropagation();
    const next = clamp(at.x + delta[0]!, at.y + delta[1]!);
    setMoved(next);
    if (keyTimer.current) clearTimeout(keyTimer.current);
    keyTimer.current = setTimeout(() => {
      onMove(next.x, next.y);
      setMoved(null);
    }, KEY_COMMIT_MS);
  };

  return (
    <button
      type="button"
      data-note-id={note.id}
      aria-label={t('pin.label', { text: excerpt(note.text, 60) })}
      aria-keyshortcuts="Enter ArrowLeft ArrowRight ArrowUp ArrowDown"
      title={excerpt(note.text, 120)}
      className="pointer-events-auto absolute flex size-8 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none items-center justify-center rounded-full border border-gray-500/60 text-gray-900 shadow-md hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 active:cursor-grabbing"
      style={{ left: at.x * scale, top: at.y * scale, background: note.color ?? DEFAULT_NOTE_COLOR }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        event.stopPropagation();
        if (clickSuppressed.current) {
          clickSuppressed.current = false;
          return;
        }
        onOpen();
      }}
    >
      <StickyNote className="size-4" aria-hidden />
    </button>
  );
}
