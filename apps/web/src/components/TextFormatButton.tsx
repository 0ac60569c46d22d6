import type { ReactNode } from 'react';
import clsx from 'clsx';
import { IconButton } from './IconButton';

/**
 * A button of a rich-text toolbar (the text element's, the static pages' editor): pressed while its format
 * applies, and it keeps the focus and the selection in the text, so that typing goes on right after a click.
 * `className` is the toolbar's own look; a pressed button is tinted alike in both.
 */
export function TextFormatButton({ label, pressed, onClick, className, children }: { label: string; pressed?: boolean; onClick: () => void; className: string; children: ReactNode }) {
  return (
    <IconButton label={label} pressed={pressed} onMouseDown={(e) => e.preventDefault()} onClick={onClick} className={clsx(className, pressed && 'bg-primary-100 text-primary-800')}>
      {children}
    </IconButton>
  );
}
