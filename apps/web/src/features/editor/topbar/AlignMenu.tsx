import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { AlignStartVertical, ChevronDown } from 'lucide-react';
import { ActionMenuItem, menuContentClass } from '../actions/ActionMenuItem';
import { iconButtonClass } from '../actions/ActionButton';
import { actionsInGroup } from '../actions/registry';
import { AlignTargetMenuItems } from './AlignTarget';

/**
 * The alignment menu: the align commands of the registry (spec §4: two or more selected elements), and what they
 * align to: the page (the default) or the selection.
 */
export function AlignMenu() {
  const { t } = useTranslation('editor');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={`${iconButtonClass()} w-auto gap-0.5 px-1.5`} aria-label={t('toolbar.align')} title={t('toolbar.align')}>
        <AlignStartVertical aria-hidden className="size-4" />
        <ChevronDown aria-hidden className="size-3" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuContentClass} sideOffset={4} align="start">
          {actionsInGroup('align').map((a) => (
            <ActionMenuItem key={a.id} id={a.id} />
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <AlignTargetMenuItems />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
