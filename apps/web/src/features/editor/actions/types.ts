import type { LucideIcon } from 'lucide-react';
import type { AppDispatch, RootState } from '../../../app/store';

/** What an action may ask of the screen beside the store: things only the screen knows or shows. */
export interface EditorUi {
  /** Saves now instead of a moment later (Ctrl+S). */
  saveNow(): void;
  openHelp(): void;
  /** Asks before deleting the page at this index. */
  confirmDeletePage(index: number): void;
  /** The size of the area the page is drawn in, for fitting the page to it. */
  viewport(): { width: number; height: number };
  /** Shows or hides a side panel: beside the canvas on a wide window, as a drawer over it otherwise. */
  toggleSidebar(side: 'start' | 'end'): void;
}

export type ActionGroup = 'history' | 'clipboard' | 'arrange' | 'align' | 'order' | 'pages' | 'view' | 'file';

/**
 * One editor command (architecture.md §9.5). Toolbar buttons, menus, the keyboard handler and the shortcuts help
 * all read this one definition, so a command's label, shortcut and enabled rule cannot drift apart.
 */
export interface EditorAction {
  id: string;
  /** Key in the 'editor' namespace. */
  labelKey: string;
  icon?: LucideIcon;
  /** 'Mod+Z', 'Shift+ArrowUp', '?': the first one is shown in menus and tooltips. */
  shortcuts?: string[];
  group: ActionGroup;
  /** Whether the command can run now; absent means always. */
  enabled?: (state: RootState) => boolean;
  run: (dispatch: AppDispatch, getState: () => RootState, ui: EditorUi) => void;
  /**
   * Whether its shortcut works while the person types (in a field or the inline text editor); 'canvas'
   * only when typing inside the page, as Escape leaves inline editing but not a field of the inspector.
   */
  whileTyping?: boolean | 'canvas';
  /**
   * Whether its shortcut runs the command even while `enabled` says no (the command then does its own guarding,
   * e.g. paste logs 'nothing to paste'); buttons and menu items still follow `enabled`.
   */
  keyWhenDisabled?: boolean;
  /** Whether its shortcut still works in preview mode. */
  inPreview?: boolean;
}
