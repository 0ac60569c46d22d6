import { ELEMENT_DEFAULTS, type BookElement } from '@folio/shared';
import { useAppDispatch } from '../../../app/hooks';
import type { ElementDefinition } from '../../../elements/types';
import { useAppStore } from '../../../app/hooks';
import { visiblePageArea } from '../canvas/visibleArea';
import { addElement, setSelectedTool } from '../state/editorSlice';
import { insertPosition } from '../state/insertPosition';
import { selectCurrentPage, selectPageSize } from '../state/selectors';

/**
 * Inserts an element of a type, with its type's defaults and any fields given (a file from the media library):
 * it lands in the middle of the part of the page on screen, or the free place nearest it, so that it covers
 * nothing there; only when that part is full does it cascade from the middle (insertPosition).
 */
export function useInsertElement() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return (definition: ElementDefinition, fields: Partial<BookElement> = {}) => {
    dispatch(setSelectedTool('select'));
    const created = { ...definition.create(), ...fields };
    const size = { ...ELEMENT_DEFAULTS.size, ...created.size };
    const state = store.getState();
    const page = selectPageSize(state);
    const existing = (selectCurrentPage(state)?.elements ?? []).map((e) => ({ ...e.position, ...e.size }));
    const position = insertPosition(visiblePageArea(page, state.scale.scale), page, size, existing);
    dispatch(addElement({ ...created, type: definition.type, position, size }));
  };
}
