import { Code2, Copy, Eye, FilePlus2, FileX2, Grid3x3, Keyboard, Maximize, PanelLeft, PanelRight, Save, ZoomIn, ZoomOut } from 'lucide-react';
import { isPdfLayer } from '@folio/shared';
import type { RootState } from '../../../app/store';
import { i18n } from '../../../app/i18n';
import { fitScale, zoomIn, zoomOut } from '../../scale/scaleSlice';
import { setPreviewActive } from '../../toolbar/toolbarSlice';
import { addPage, clearSelection, duplicatePage, setEditingElement, toggleCode, toggleGuide } from '../state/editorSlice';
import type { EditorAction } from './types';

const hasPage = (state: RootState) => state.editor.pages.length > 0;
/** A PDF book's pages follow its PDF (decision 021): none is added, duplicated or deleted. */
const pagesMayChange = (state: RootState) => !isPdfLayer(state.editor.pages);

export const VIEW_ACTIONS: EditorAction[] = [
  {
    id: 'add-page',
    labelKey: 'actions.add-page',
    icon: FilePlus2,
    group: 'pages',
    enabled: pagesMayChange,
    run: (d, getState) => d(addPage({ name: i18n.t('editor:pages.defaultName', { n: getState().editor.pages.length + 1 }) })),
  },
  {
    id: 'duplicate-page',
    labelKey: 'actions.duplicate-page',
    icon: Copy,
    group: 'pages',
    enabled: (s) => hasPage(s) && pagesMayChange(s),
    run: (d, getState) => d(duplicatePage(getState().editor.currentPage)),
  },
  {
    id: 'delete-page',
    labelKey: 'actions.delete-page',
    icon: FileX2,
    group: 'pages',
    // Spec §4: the last page cannot be deleted.
    enabled: (s) => s.editor.pages.length > 1 && pagesMayChange(s),
    run: (_d, getState, ui) => ui.confirmDeletePage(getState().editor.currentPage),
  },
  { id: 'zoom-in', labelKey: 'actions.zoom-in', icon: ZoomIn, shortcuts: ['Mod+=', 'Mod++'], group: 'view', run: (d) => d(zoomIn()) },
  { id: 'zoom-out', labelKey: 'actions.zoom-out', icon: ZoomOut, shortcuts: ['Mod+-'], group: 'view', run: (d) => d(zoomOut()) },
  {
    id: 'zoom-fit',
    labelKey: 'actions.zoom-fit',
    icon: Maximize,
    shortcuts: ['Mod+0'],
    group: 'view',
    run: (d, _g, ui) => {
      const { width, height } = ui.viewport();
      d(fitScale({ windowWidth: width, windowHeight: height }));
    },
  },
  { id: 'toggle-guides', labelKey: 'actions.toggle-guides', icon: Grid3x3, shortcuts: ["Mod+'"], group: 'view', run: (d) => d(toggleGuide()) },
  { id: 'toggle-code', labelKey: 'actions.toggle-code', icon: Code2, group: 'view', enabled: hasPage, run: (d) => d(toggleCode()) },
  {
    id: 'toggle-preview',
    labelKey: 'actions.toggle-preview',
    icon: Eye,
    shortcuts: ['Mod+Shift+P'],
    group: 'view',
    inPreview: true,
    run: (d, getState) => {
      const active = getState().toolbar.isPreviewActive;
      if (!active) d(setEditingElement(null));
      d(setPreviewActive(!active));
    },
  },
  { id: 'toggle-left-sidebar', labelKey: 'actions.toggle-left-sidebar', icon: PanelLeft, shortcuts: ['Mod+['], group: 'view', run: (_d, _g, ui) => ui.toggleSidebar('start') },
  { id: 'toggle-right-sidebar', labelKey: 'actions.toggle-right-sidebar', icon: PanelRight, shortcuts: ['Mod+]'], group: 'view', run: (_d, _g, ui) => ui.toggleSidebar('end') },
  { id: 'help', labelKey: 'actions.help', icon: Keyboard, shortcuts: ['?'], group: 'view', inPreview: true, run: (_d, _g, ui) => ui.openHelp() },
  {
    id: 'escape',
    labelKey: 'actions.escape',
    shortcuts: ['Escape'],
    group: 'view',
    whileTyping: 'canvas',
    inPreview: true,
    // One key steps back one level: out of preview, then out of inline editing, then out of the selection.
    run: (d, getState) => {
      const { toolbar, editor } = getState();
      if (toolbar.isPreviewActive) d(setPreviewActive(false));
      else if (editor.editingElementId) d(setEditingElement(null));
      else d(clearSelection());
    },
  },
  { id: 'save', labelKey: 'actions.save', icon: Save, shortcuts: ['Mod+S'], group: 'file', whileTyping: true, inPreview: true, run: (_d, _g, ui) => ui.saveNow() },
];
