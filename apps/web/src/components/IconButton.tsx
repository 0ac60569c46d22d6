import type { ButtonHTMLAttributes } from 'react';

/**
 * An icon button: its label is both its accessible name and its tooltip (the icon says nothing to a screen
 * reader); on one that toggles, `pressed` tells whether what it toggles is on. Its users give it their own look.
 */
export function IconButton({ label, pressed, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { label: string; pressed?: boolean }) {
  return <button type="button" aria-label={label} title={label} aria-pressed={pressed} {...props} />;
}
