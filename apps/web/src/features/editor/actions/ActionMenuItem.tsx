import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useAction } from './useAction';

export const menuItemClass =
  'flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm text-gray-800 outline-none select-none data-[disabled]:text-gray-400 data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800';

/** A menu entry for one registry command: the same label, icon, shortcut and enabled rule as its button. */
export function ActionMenuItem({ id }: { id: string }) {
  const { action, label, shortcut, enabled, run } = useAction(id);
  const Icon = action.icon;
  return (
    <DropdownMenu.Item className={menuItemClass} disabled={!enabled} onSelect={run}>
      {Icon && <Icon aria-hidden className="size-4" />}
      <span className="flex-1">{label}</span>
      {shortcut && (
        <kbd dir="ltr" className="text-xs text-gray-500">
          {shortcut}
        </kbd>
      )}
    </DropdownMenu.Item>
  );
}

export const menuContentClass = 'z-50 min-w-48 rounded-lg border border-gray-200 bg-white p-1 shadow-lg';
