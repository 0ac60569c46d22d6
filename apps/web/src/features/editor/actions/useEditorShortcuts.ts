import { useEffect, useRef } from 'react';
import { useAppStore } from '../../../app/hooks';
import { actionForKey } from './registry';
import { isTypingTarget } from './shortcuts';
import type { EditorUi } from './types';

/**
 * The keyboard side of the action registry: a key press runs the command whose shortcut it is. Dialogs and
 * menus keep their keys; so do widgets that use plain keys themselves (the page list reorders with arrows),
 * marked with `data-keys-own`.
 */
export function useEditorShortcuts(ui: EditorUi, active = true) {
  const store = useAppStore();
  const uiRef = useRef(ui);
  useEffect(() => {
    uiRef.current = ui;
  }, [ui]);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')) return;
      if (target?.closest('[data-keys-own]') && !event.ctrlKey && !event.metaKey) return;
      const found = actionForKey(event, store.getState(), { typing: isTypingTarget(target), inCanvas: !!target?.closest('[data-editor-canvas]') });
      // The rich-text editor claims Escape for itself (ProseMirror selects the parent node): the commands that
      // work while typing still get a key a field has handled; the others leave it to the field.
      if (!found || (event.defaultPrevented && !found.action.whileTyping)) return;
      event.preventDefault();
      if (found.enabled || found.action.keyWhenDisabled) found.action.run(store.dispatch, store.getState, uiRef.current);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, active]);
}
