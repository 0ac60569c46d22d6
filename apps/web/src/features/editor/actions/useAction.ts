import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERENCE_PAGE_SIZE } from '@folio/shared';
import { useAppSelector } from '../../../app/hooks';
import { getAction, isEnabled } from './registry';
import { formatShortcut } from './shortcuts';
import type { EditorUi } from './types';
import { useAppStore } from '../../../app/hooks';

const noop = () => {};
export const EditorUiContext = createContext<EditorUi>({ saveNow: noop, openHelp: noop, confirmDeletePage: noop, viewport: () => REFERENCE_PAGE_SIZE, toggleSidebar: noop });

/** A command of the registry as a button or menu item uses it: its label, shortcut, whether it is enabled, and a way to run it. */
export function useAction(id: string) {
  const action = getAction(id);
  const { t } = useTranslation('editor');
  const store = useAppStore();
  const ui = useContext(EditorUiContext);
  const enabled = useAppSelector((state) => isEnabled(action, state));
  const run = useCallback(() => {
    if (isEnabled(action, store.getState())) action.run(store.dispatch, store.getState, ui);
  }, [action, store, ui]);
  const shortcut = action.shortcuts?.[0];
  return {
    action,
    label: t(action.labelKey),
    shortcut: shortcut ? formatShortcut(shortcut) : undefined,
    /** For aria-keyshortcuts: the notation ARIA wants ('Control+Z'). */
    ariaShortcut: shortcut?.replace('Mod', 'Control'),
    enabled,
    run,
  };
}
