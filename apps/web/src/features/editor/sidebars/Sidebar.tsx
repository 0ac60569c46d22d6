import type { KeyboardEvent, ReactNode } from 'react';
import clsx from 'clsx';
import type { PanelLayout } from '../screen/panelLayout';

interface Props {
  id: string;
  side: 'start' | 'end';
  open: boolean;
  /** Beside the canvas, or over it as a drawer (panelLayout.ts). */
  layout: PanelLayout;
  label: string;
  /** Closes the drawer (Escape in it); the focus goes back to the button that opened it. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A collapsible side panel (spec §3 Toolbar state: left and right sidebars, both expanded by default).
 * Collapsed, it is not drawn at all and the canvas takes the room; the top bar's buttons bring it back. On a
 * narrow window it is a drawer over the canvas, which keeps its width, and Escape closes it.
 */
export function Sidebar({ id, side, open, layout, label, onClose, children }: Props) {
  if (!open) return null;
  const over = layout === 'over';
  const onKeyDown = (event: KeyboardEvent) => {
    // A menu or dialog opened from the panel is drawn elsewhere in the page and keeps its own Escape.
    if (!over || event.key !== 'Escape' || event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
    // Only the drawer closes: the editor's Escape (leave the selection) stays for the canvas.
    event.stopPropagation();
    onClose();
    document.querySelector<HTMLElement>(`[aria-controls="${id}"]`)?.focus();
  };
  return (
    <aside
      id={id}
      aria-label={label}
      onKeyDown={onKeyDown}
      className={clsx(
        'flex shrink-0 flex-col gap-4 overflow-hidden bg-white p-3',
        over ? 'absolute inset-y-0 z-30 w-80 max-w-[85vw] shadow-xl' : side === 'start' ? 'w-60 lg:w-64' : 'w-64 lg:w-72',
        side === 'start' ? 'start-0 border-e border-gray-200' : 'end-0 border-s border-gray-200',
      )}
    >
      {children}
    </aside>
  );
}
