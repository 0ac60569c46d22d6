import { useEffect, useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { useAppDispatch } from '../../../app/hooks';
import { ActionMenuItem, menuContentClass, menuItemClass } from '../actions/ActionMenuItem';
import { actionsInGroup } from '../actions/registry';
import { useAppStore } from '../../../app/hooks';
import { selectElements } from '../state/editorSlice';
import { AlignTargetMenuItems } from '../topbar/AlignTarget';
import { FRAME_ATTR } from './ElementNode';

const Separator = () => <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />;

/**
 * The canvas' context menu (right click, a long press on a touch screen, or the menu key / Shift+F10 on a focused element): the same
 * registry commands as the buttons and shortcuts. Opening it on an element that is not selected selects it.
 */
export function CanvasContextMenu({ area }: { area: HTMLElement | null }) {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!area) return;
    const open = (event: MouseEvent) => {
      const target = event.target as Element;
      const frame = target.closest(`[${FRAME_ATTR}]`);
      const { editingElementId, selectedElements } = store.getState().editor;
      // Inside the inline text editor the browser's own menu (spelling, paste) is the useful one.
      if (frame && frame.getAttribute(FRAME_ATTR) === editingElementId) return;
      event.preventDefault();
      const id = frame?.getAttribute(FRAME_ATTR);
      if (id && !selectedElements.includes(id)) dispatch(selectElements([id]));
      // From the keyboard the event has no pointer position: the menu opens at the element.
      const box = (frame ?? target).getBoundingClientRect();
      setAt(event.clientX || event.clientY ? { x: event.clientX, y: event.clientY } : { x: box.left + 8, y: box.top + 8 });
    };
    area.addEventListener('contextmenu', open);
    return () => area.removeEventListener('contextmenu', open);
  }, [area, dispatch, store]);

  return (
    // Not modal: the rest of the screen stays in the accessibility tree (a modal menu hides it while keeping it focusable).
    <DropdownMenu.Root open={!!at} onOpenChange={(open) => !open && setAt(null)} modal={false}>
      <DropdownMenu.Trigger asChild>
        <span aria-hidden className="pointer-events-none fixed size-px" style={{ left: at?.x ?? 0, top: at?.y ?? 0 }} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuContentClass} align="start" aria-label={t('canvas.menu')}>
          {['cut', 'copy', 'paste', 'duplicate', 'delete'].map((id) => (
            <ActionMenuItem key={id} id={id} />
          ))}
          <Separator />
          <ActionMenuItem id="send-to-front" />
          <ActionMenuItem id="send-to-back" />
          <ActionMenuItem id="group" />
          <ActionMenuItem id="ungroup" />
          <Separator />
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={menuItemClass}>
              <span className="flex-1">{t('toolbar.align')}</span>
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className={menuContentClass}>
                {actionsInGroup('align').map((a) => (
                  <ActionMenuItem key={a.id} id={a.id} />
                ))}
                <Separator />
                <AlignTargetMenuItems />
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <ActionMenuItem id="select-all" />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
