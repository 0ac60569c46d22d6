import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Accessibility, AlignStartVertical, Check, ChevronRight, History, MessageSquare, MoreHorizontal, ScanSearch, Users } from 'lucide-react';
import { useAppSelector } from '../../../app/hooks';
import { iconButtonClass } from '../actions/ActionButton';
import { menuContentClass, menuItemClass } from '../actions/ActionMenuItem';
import { actionsInGroup } from '../actions/registry';
import { useAction } from '../actions/useAction';
import { AlignTargetMenuItems } from './AlignTarget';
import { PHONE_ONLY } from './phone';
import { useLeaveZoomMode } from './ZoomControls';
import type { BookPanel } from './bookPanels';

/** The book's panels on a phone: where their buttons are not drawn. */
const PANELS = [
  { panel: 'comments', icon: MessageSquare, label: 'comments:title' },
  { panel: 'history', icon: History, label: 'versions:button' },
  { panel: 'share', icon: Users, label: 'sharing:button' },
  { panel: 'accessibility', icon: Accessibility, label: 'accessibility:title' },
] as const satisfies readonly { panel: BookPanel; icon: unknown; label: string }[];

const Separator = () => <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />;

/**
 * A registry command as an entry of this menu: its icon and label, without the shortcut (a phone has no keyboard
 * to press it on). `checked`: a command that is on or off (guides, code view), marked at the end when on.
 */
function Item({ id, checked }: { id: string; checked?: boolean }) {
  const { action, label, enabled, run } = useAction(id);
  const Icon = action.icon;
  const content = (
    <>
      {Icon && <Icon aria-hidden className="size-4" />}
      <span className="flex-1">{label}</span>
    </>
  );
  if (checked === undefined) {
    return (
      <DropdownMenu.Item className={menuItemClass} disabled={!enabled} onSelect={run}>
        {content}
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.CheckboxItem className={menuItemClass} checked={checked} disabled={!enabled} onSelect={run}>
      {content}
      <DropdownMenu.ItemIndicator>
        <Check aria-hidden className="size-4" />
      </DropdownMenu.ItemIndicator>
    </DropdownMenu.CheckboxItem>
  );
}

/**
 * On a phone, the top bar's commands that do not fit its one row, as labelled menu entries (arrow keys move
 * between them, as in every menu of the editor). Not drawn on a wider window, where they are buttons.
 */
export function MoreMenu({ onOpenPanel }: { onOpenPanel?: (panel: BookPanel) => void }) {
  const { t } = useTranslation('editor');
  const preview = useAppSelector((s) => s.toolbar.isPreviewActive);
  const showGuide = useAppSelector((s) => s.editor.showGuide);
  const showCode = useAppSelector((s) => s.editor.showCode);
  const zoomMode = useAppSelector((s) => s.scale.zoomMode);
  const leaveZoomMode = useLeaveZoomMode();
  return (
    <div className={PHONE_ONLY}>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={iconButtonClass()} aria-label={t('toolbar.more')} title={t('toolbar.more')}>
          <MoreHorizontal aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={`${menuContentClass} max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto`} sideOffset={4} align="end" collisionPadding={8}>
            {!preview && (
              <>
                {/* In preview its button is on the bar, to leave it. */}
                <Item id="toggle-preview" checked={false} />
                <Separator />
                <DropdownMenu.Sub>
                  <DropdownMenu.SubTrigger className={menuItemClass}>
                    <AlignStartVertical aria-hidden className="size-4" />
                    <span className="flex-1">{t('toolbar.align')}</span>
                    <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
                  </DropdownMenu.SubTrigger>
                  <DropdownMenu.Portal>
                    <DropdownMenu.SubContent className={menuContentClass} collisionPadding={8}>
                      {actionsInGroup('align').map((a) => (
                        <Item key={a.id} id={a.id} />
                      ))}
                      <Separator />
                      <AlignTargetMenuItems />
                    </DropdownMenu.SubContent>
                  </DropdownMenu.Portal>
                </DropdownMenu.Sub>
                {['send-to-back', 'send-to-front', 'group', 'ungroup'].map((id) => (
                  <Item key={id} id={id} />
                ))}
                <Separator />
              </>
            )}
            <Item id="zoom-out" />
            <Item id="zoom-in" />
            <DropdownMenu.Item className={menuItemClass} disabled={!zoomMode} onSelect={leaveZoomMode}>
              <ScanSearch aria-hidden className="size-4" />
              <span className="flex-1">{t('toolbar.leaveZoomMode')}</span>
            </DropdownMenu.Item>
            <Separator />
            {!preview && (
              <>
                <Item id="toggle-guides" checked={showGuide} />
                <Item id="toggle-code" checked={showCode} />
              </>
            )}
            <Item id="help" />
            {onOpenPanel && (
              <>
                <Separator />
                {/* The checker's panel is the editor's, not the preview's (as its button). */}
                {PANELS.filter(({ panel }) => !(preview && panel === 'accessibility')).map(({ panel, icon: Icon, label }) => (
                  <DropdownMenu.Item key={panel} className={menuItemClass} onSelect={() => onOpenPanel(panel)}>
                    <Icon aria-hidden className="size-4" />
                    <span className="flex-1">{t(label)}</span>
                  </DropdownMenu.Item>
                ))}
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
