import type { ButtonHTMLAttributes } from 'react';

/**
 * A toolbar's icon button: its label is both its accessible name and its tooltip (the icon says nothing to a
 * screen reader), and `pressed` tells whether what it toggles is on. The toolbars give it their own look.
 */
export function IconToggleButton({ label, pressed, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; pressed?: boolean }) {
  return <button type="button" aria-label={label} title={label} aria-pressed={pressed} {...props} />;
}
