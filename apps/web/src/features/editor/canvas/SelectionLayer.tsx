import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import Moveable from 'react-moveable';
import Selecto from 'react-selecto';
import type { BookPage } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useAppStore } from '../../../app/hooks';
import { isLocked } from '../state/documentOps';
import { selectElements, setEditingElement, updateElement, updateElements } from '../state/editorSlice';
import { isOneGroup } from '../state/groupReducers';
import { FRAME_ATTR, frameSelector } from './ElementNode';
import { frameId, moveOf, resizeOf, rotationOf, type FrameEvent } from './gestures';
import { SnapTargets } from './snapTargets';

interface Props {
  page: BookPage;
  size: { width: number; height: number };
  scale: number;
  /** Where marquee selection starts and is drawn (the canvas' scroll area). */
  area: HTMLElement | null;
  /** The page at screen size: snapping to its edges and centre is measured in it. */
  frame: HTMLElement | null;
}

const SNAP_DIRECTIONS = { top: true, left: true, bottom: true, right: true, center: true, middle: true };

/**
 * Selection and direct manipulation on the page: click, Shift+click and marquee selection (Selecto), and
 * drag, resize and rotate handles with snapping (Moveable). While a gesture runs only the DOM of the moved
 * frames changes; its end is one store update, so one undo step, and only the moved elements redraw.
 */
export function SelectionLayer({ page, size, scale, area, frame }: Props) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const selectedIds = useAppSelector((s) => s.editor.selectedElements);
  const editingId = useAppSelector((s) => s.editor.editingElementId);
  const tool = useAppSelector((s) => s.editor.selectedTool);
  const showGuide = useAppSelector((s) => s.editor.showGuide);
  const moveable = useRef<Moveable>(null);
  const selecto = useRef<Selecto>(null);

  const selected = useMemo(() => page.elements.filter((e) => selectedIds.includes(e.id)), [page, selectedIds]);
  // The element edited inline keeps its pointer for the text; it gets no handles.
  const targets = useMemo(() => selected.filter((e) => e.id !== editingId).map((e) => frameSelector(e.id)), [selected, editingId]);
  const locked = selected.some(isLocked);
  const single = targets.length === 1;
  // A whole group is resized as one box: Moveable scales each member with it.
  const group = targets.length === selected.length && isOneGroup(page, selectedIds);
  const snapTargets = useMemo(() => new SnapTargets(), []);
  const gatherGuides = () => {
    const { selectedElements } = store.getState().editor;
    const hidden = page.elements.filter((e) => e.style?.hidden === true).map((e) => e.id);
    snapTargets.gather(showGuide ? area : null, new Set([...selectedElements, ...hidden]));
  };

  // The handles follow the frames after anything moved them from outside a gesture (undo, inspector, zoom).
  useLayoutEffect(() => {
    moveable.current?.updateRect();
  }, [page, scale, targets]);

  // Marquee selection starts from what is selected now, however it was selected.
  useEffect(() => {
    if (!area) return;
    const frames = selectedIds.map((id) => area.querySelector<HTMLElement>(frameSelector(id))).filter((el): el is HTMLElement => !!el);
    selecto.current?.setSelectedTargets(frames);
  }, [selectedIds, page, area]);

  const commitMoves = (events: FrameEvent[]) => {
    const moves = events.map(moveOf).filter((m) => m !== null);
    // However many frames moved, one action: one undo step for the whole gesture.
    if (moves.length) dispatch(updateElements(moves));
  };

  return (
    <>
      <Moveable
        ref={moveable}
        target={targets}
        draggable={tool === 'select' && !locked}
        resizable={tool === 'select' && (single || group) && !locked}
        rotatable={tool === 'select' && single && !locked}
        origin={false}
        throttleDrag={0}
        throttleResize={0}
        snappable={showGuide}
        snapContainer={frame}
        snapDirections={SNAP_DIRECTIONS}
        elementSnapDirections={SNAP_DIRECTIONS}
        // Distance labels on every guide cost more than the rest of a drag frame on a crowded page.
        isDisplaySnapDigit={false}
        snapThreshold={6}
        verticalGuidelines={[0, (size.width * scale) / 2, size.width * scale]}
        horizontalGuidelines={[0, (size.height * scale) / 2, size.height * scale]}
        elementGuidelines={snapTargets.elements}
        maxSnapElementGuidelineDistance={400}
        snapGap={false}
        onClick={(e) => {
          if (e.isDouble) dispatch(setEditingElement(frameId(e.target)));
        }}
        onClickGroup={(e) => selecto.current?.clickTarget(e.inputEvent, e.inputTarget)}
        onDragStart={gatherGuides}
        onDragGroupStart={gatherGuides}
        onResizeStart={gatherGuides}
        onDrag={(e) => {
          e.target.style.left = `${e.left}px`;
          e.target.style.top = `${e.top}px`;
        }}
        onDragEnd={(e) => commitMoves([e])}
        onDragGroup={(e) => {
          for (const ev of e.events) {
            ev.target.style.left = `${ev.left}px`;
            ev.target.style.top = `${ev.top}px`;
          }
        }}
        onDragGroupEnd={(e) => commitMoves(e.events)}
        onResize={(e) => {
          e.target.style.width = `${e.width}px`;
          e.target.style.height = `${e.height}px`;
          e.target.style.left = `${e.drag.left}px`;
          e.target.style.top = `${e.drag.top}px`;
        }}
        onResizeEnd={(e) => {
          const update = resizeOf(e);
          if (update) dispatch(updateElement(update));
        }}
        onResizeGroupStart={gatherGuides}
        onResizeGroup={(e) => {
          for (const ev of e.events) {
            ev.target.style.width = `${ev.width}px`;
            ev.target.style.height = `${ev.height}px`;
            ev.target.style.left = `${ev.drag.left}px`;
            ev.target.style.top = `${ev.drag.top}px`;
          }
        }}
        onResizeGroupEnd={(e) => {
          const updates = e.events.map(resizeOf).filter((u) => u !== null);
          // The whole group in one action: one undo step.
          if (updates.length) dispatch(updateElements(updates));
        }}
        onRotate={(e) => {
          e.target.style.transform = e.transform;
        }}
        onRotateEnd={(e) => {
          const update = rotationOf(e);
          if (update) dispatch(updateElement(update));
        }}
      />
      {area && (
        <Selecto
          ref={selecto}
          container={area}
          dragContainer={area}
          selectableTargets={[`[data-editor-page] [${FRAME_ATTR}]`]}
          hitRate={0}
          selectByClick
          selectFromInside={false}
          toggleContinueSelect={['shift']}
          ratio={0}
          onDragStart={(e) => {
            const target = e.inputEvent.target as Element;
            const { editor } = store.getState();
            const frameOf = target.closest(`[${FRAME_ATTR}]`);
            const onSelected = !!frameOf && editor.selectedElements.includes(frameId(frameOf));
            const inEditor = !!editor.editingElementId && !!frameOf && frameId(frameOf) === editor.editingElementId;
            // A press on the handles, on a selected element or in the inline editor belongs to them.
            if (tool !== 'select' || inEditor || moveable.current?.isMoveableElement(target) || (onSelected && !e.inputEvent.shiftKey)) e.stop();
          }}
          onSelectEnd={(e) => {
            const ids = e.selected.map(frameId);
            const { editor } = store.getState();
            if (editor.editingElementId && !ids.includes(editor.editingElementId)) dispatch(setEditingElement(null));
            dispatch(selectElements(ids));
            // Pressing an unselected element and dragging at once moves it: the drag goes on in Moveable.
            if (e.isDragStart) {
              e.inputEvent.preventDefault();
              void moveable.current?.waitToChangeTarget().then(() => moveable.current?.dragStart(e.inputEvent));
            }
          }}
        />
      )}
    </>
  );
}
