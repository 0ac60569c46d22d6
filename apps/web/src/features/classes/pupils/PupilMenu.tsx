import { useTranslation } from 'react-i18next';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { ArrowRightLeft, Download, KeyRound, MoreHorizontal, Pencil, Trash2, type LucideIcon } from 'lucide-react';
import type { ClassStudent } from '@folio/shared';

export type PupilAction = 'rename' | 'secret' | 'move' | 'export' | 'remove';

const ITEMS: { action: PupilAction; icon: LucideIcon; key: string }[] = [
  { action: 'rename', icon: Pencil, key: 'pupils.renameItem' },
  { action: 'secret', icon: KeyRound, key: 'pupils.resetSecretItem' },
  { action: 'move', icon: ArrowRightLeft, key: 'pupils.moveItem' },
  { action: 'export', icon: Download, key: 'pupils.exportItem' },
  { action: 'remove', icon: Trash2, key: 'pupils.removeItem' },
];

const item = 'flex cursor-default items-center gap-2 rounded px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-primary-50';

/** A pupil's actions in one menu (Radix: arrow keys, Escape, typeahead), named after the pupil. */
export function PupilMenu({ pupil, onChoose }: { pupil: ClassStudent; onChoose: (action: PupilAction) => void }) {
  const { t } = useTranslation('classes');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('pupils.actionsFor', { name: pupil.name })}
        title={t('pupils.actionsFor', { name: pupil.name })}
        className="rounded p-2 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-600 data-[state=open]:bg-gray-100"
      >
        <MoreHorizontal aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-56 rounded-md border border-gray-200 bg-white p-1 shadow-lg">
          {ITEMS.map(({ action, icon: Icon, key }) => (
            <DropdownMenu.Item key={action} className={clsx(item, action === 'remove' ? 'text-danger-700 data-[highlighted]:bg-danger-200/40' : 'text-gray-800 data-[highlighted]:text-primary-800')} onSelect={() => onChoose(action)}>
              <Icon aria-hidden className="size-4" />
              {t(key)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
