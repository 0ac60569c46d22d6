import { memo, useCallback, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { BookElement } from '@folio/shared';
import { useAppDispatch } from '../../../app/hooks';
import { getElementDefinition } from '../../../elements/registry';
import { elementBoxStyle } from '../../../elements/common/style';
import { isLocked } from '../state/documentOps';
import { selectElements, setEditingElement, toggleElementSelection, updateElement } from '../state/editorSlice';

/** The attribute that marks an element's frame on the canvas (selection, dragging and snapping find it). */
export const FRAME_ATTR = 'data-editor-element';
export const frameSelector = (id: string) => `[${FRAME_ATTR}="${CSS.escape(id)}"]`;

interface Props {
  element: BookElement;
  editing: boolean;
  selected: boolean;
  /** Its place in the stacking order, for its accessible name. */
  index: number;
}

/**
 * One element on the canvas: a frame at the element's place and size, turned by its rotation (the handles
 * of the selection follow the frame), holding the type's Render in edit mode. Memoised: dragging moves the
 * frame in the DOM only, and a change redraws only the element it changed.
 */
export const ElementNode = memo(function ElementNode({ element, editing, selected, index }: Props) {
  const { t } = useTranslation(['editor', 'elements']);
  const dispatch = useAppDispatch();
  const onChange = useCallback((changes: Partial<BookElement>) => dispatch(updateElement({ id: element.id, changes })), [dispatch, element.id]);
  const definition = getElementDefinition(element.type);
  const { transform, ...box } = elementBoxStyle(element, 'edit');
  const locked = isLocked(element);
  const typeName = definition ? t(definition.labelKey, { ns: 'elements' }) : element.type;

  // Keyboard selection: Tab reaches each element, Enter selects it (Shift+Enter adds it), Enter again edits it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    if (event.shiftKey) dispatch(toggleElementSelection(element.id));
    else if (!selected) dispatch(selectElements([element.id]));
    else if (!locked) dispatch(setEditingElement(element.id));
  };

  const Render = definition?.Render;
  return (
    <div
      {...{ [FRAME_ATTR]: element.id }}
      role="group"
      tabIndex={0}
      aria-label={t(selected ? 'canvas.elementSelected' : 'canvas.element', { type: typeName, n: index + 1 })}
      className={clsx('absolute outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500', locked && 'cursor-not-allowed')}
      style={{ left: element.position.x, top: element.position.y, width: element.size.width, height: element.size.height, transform }}
      onKeyDown={onKeyDown}
      onDoubleClick={() => !locked && dispatch(setEditingElement(element.id))}
    >
      <div className={clsx('relative size-full', !editing && 'pointer-events-none select-none')} style={box}>
        {Render ? (
          <Render element={element} mode="edit" editing={editing} onChange={onChange} />
        ) : (
          <div className="grid size-full place-items-center border border-dashed border-gray-400 text-xs text-gray-500">{t('canvas.unknownType', { type: element.type })}</div>
        )}
      </div>
    </div>
  );
});
