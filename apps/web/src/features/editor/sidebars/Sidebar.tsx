import type { ReactNode } from 'react';
import clsx from 'clsx';

/**
 * A collapsible side panel (spec §3 Toolbar state: left and right sidebars, both expanded by default).
 * Collapsed, it is not drawn at all and the canvas takes the room; the top bar's buttons bring it back.
 */
export function Sidebar({ side, open, label, children }: { side: 'start' | 'end'; open: boolean; label: string; children: ReactNode }) {
  if (!open) return null;
  return (
    <aside
      aria-label={label}
      className={clsx(
        'flex w-60 shrink-0 flex-col gap-4 overflow-hidden bg-white p-3 lg:w-64',
        side === 'start' ? 'border-e border-gray-200' : 'w-64 border-s border-gray-200 lg:w-72',
      )}
    >
      {children}
    </aside>
  );
}
