import type { ButtonHTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import { IconButton } from '../../components/IconButton';

/** An icon button of the reader's dark toolbar, its pressed state shown. */
export function ToolButton({ label, pressed, children, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; pressed?: boolean; children: ReactNode }) {
  return (
    <IconButton
      label={label}
      pressed={pressed}
      className={clsx(
        'grid size-9 shrink-0 place-items-center rounded-lg text-slate-200 transition-colors hover:bg-white/10 hover:text-white',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-300 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent',
        pressed && 'bg-primary-500/35 text-white ring-1 ring-primary-300/60',
        className,
      )}
      {...props}
    >
      {children}
    </IconButton>
  );
}
