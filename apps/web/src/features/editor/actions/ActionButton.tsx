import clsx from 'clsx';
import { useAction } from './useAction';

export const iconButtonClass = (pressed = false) =>
  clsx(
    'inline-flex size-8 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
    pressed && 'bg-primary-50 text-primary-700 hover:bg-primary-100',
  );

/**
 * A toolbar button for one registry command: icon, label (for assistive tech and as a tooltip) and shortcut.
 * `controls`: the id of the panel it shows or hides.
 */
export function ActionButton({ id, pressed, showLabel = false, controls }: { id: string; pressed?: boolean; showLabel?: boolean; controls?: string }) {
  const { action, label, shortcut, ariaShortcut, enabled, run } = useAction(id);
  const Icon = action.icon;
  return (
    <button
      type="button"
      className={clsx(iconButtonClass(pressed), showLabel && 'w-auto gap-1.5 px-2 text-sm font-medium')}
      onClick={run}
      disabled={!enabled}
      aria-label={label}
      aria-pressed={pressed}
      aria-controls={controls}
      aria-keyshortcuts={ariaShortcut}
      title={shortcut ? `${label} (${shortcut})` : label}
    >
      {Icon && <Icon aria-hidden className="size-4" />}
      {showLabel && <span>{label}</span>}
    </button>
  );
}
