import { useContext } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { ScanSearch } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { resetScale, setScale } from '../../scale/scaleSlice';
import { ActionButton, iconButtonClass } from '../actions/ActionButton';
import { ActionMenuItem, menuContentClass, menuItemClass } from '../actions/ActionMenuItem';
import { EditorUiContext } from '../actions/useAction';
import { WIDE_ONLY } from './phone';

const PRESETS = [0.5, 0.75, 1, 1.25, 1.5, 2];

/** Leaves zoom mode (spec §4 Scale), fitting the page again. */
export function useLeaveZoomMode() {
  const dispatch = useAppDispatch();
  const ui = useContext(EditorUiContext);
  return () => {
    const { width, height } = ui.viewport();
    dispatch(resetScale({ windowWidth: width, windowHeight: height }));
  };
}

/**
 * Zoom: out, the current percentage (a menu of presets and fit), in. Zoom mode (spec §4 Scale) is on once a
 * scale other than the default is chosen; its button leaves it, fitting the page again. On a phone only the
 * percentage stays (fingers pinch to zoom); the rest is in the top bar's More menu.
 */
export function ZoomControls() {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const { scale, zoomMode } = useAppSelector((s) => s.scale);
  const percent = `${Math.round(scale * 100)}%`;
  const leaveZoomMode = useLeaveZoomMode();
  return (
    <div className="flex items-center" role="group" aria-label={t('toolbar.zoom')}>
      <div className={WIDE_ONLY}>
        <ActionButton id="zoom-out" />
      </div>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={`${iconButtonClass()} w-14 text-xs font-semibold tabular-nums`} aria-label={t('toolbar.zoomLevel', { percent })}>
          <span dir="ltr">{percent}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={menuContentClass} sideOffset={4}>
            <ActionMenuItem id="zoom-fit" />
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
            {PRESETS.map((p) => (
              <DropdownMenu.Item key={p} className={menuItemClass} onSelect={() => dispatch(setScale(p))}>
                <span dir="ltr">{Math.round(p * 100)}%</span>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <div className={WIDE_ONLY}>
        <ActionButton id="zoom-in" />
        <button
          type="button"
          className={iconButtonClass(zoomMode)}
          aria-pressed={zoomMode}
          aria-label={t('toolbar.zoomMode')}
          title={zoomMode ? t('toolbar.leaveZoomMode') : t('toolbar.zoomModeOff')}
          disabled={!zoomMode}
          onClick={leaveZoomMode}
        >
          <ScanSearch aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
