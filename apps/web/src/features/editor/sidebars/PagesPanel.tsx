import { useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { isPdfLayer } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ActionButton } from '../actions/ActionButton';
import { EditorUiContext } from '../actions/useAction';
import { duplicatePage, reorderPages, switchPage } from '../state/editorSlice';
import { selectBookPageSize, selectPages } from '../state/selectors';
import { useListVisibility } from './listVisibility';
import { PageThumb } from './PageThumb';

/** The page list: open, add, duplicate, delete (after asking) and reorder pages by dragging or with the keyboard. */
export function PagesPanel() {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const ui = useContext(EditorUiContext);
  const pages = useAppSelector(selectPages);
  const current = useAppSelector((s) => s.editor.currentPage);
  const size = useAppSelector(selectBookPageSize);
  const ids = useMemo(() => pages.map((p) => p.id), [pages]);
  // A PDF book's pages follow its PDF (decision 021).
  const fixed = useMemo(() => isPdfLayer(pages), [pages]);
  const { ref: listRef, visibility } = useListVisibility();
  const [dragged, setDragged] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const onDragStart = ({ active }: DragStartEvent) => setDragged(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over || active.id === over.id) return;
    dispatch(reorderPages(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))));
  };
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pages.dnd.picked', { n: position(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('pages.dnd.over', { n: position(active.id), to: position(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('pages.dnd.dropped', { n: position(active.id), to: position(over.id) }) : t('pages.dnd.cancelled')),
    onDragCancel: () => t('pages.dnd.cancelled'),
  };

  const open = useCallback((index: number) => dispatch(switchPage(index)), [dispatch]);
  const duplicate = useCallback((index: number) => dispatch(duplicatePage(index)), [dispatch]);
  const remove = useCallback((index: number) => ui.confirmDeletePage(index), [ui]);

  return (
    <section aria-labelledby="editor-pages-title" className="flex min-h-0 flex-1 flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 id="editor-pages-title" className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
          {t('pages.title', { n: pages.length })}
        </h2>
        {!fixed && <ActionButton id="add-page" showLabel />}
      </div>
      {fixed && <p className="text-xs text-gray-600">{t('pages.fixed')}</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('pages.dnd.instructions') } }}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ol ref={listRef} className="-mx-1 grid min-h-0 flex-1 auto-rows-min grid-cols-2 gap-1 overflow-y-auto px-1 pt-1 pb-2" aria-label={t('pages.list')} data-keys-own>
            {pages.map((page, index) => (
              <PageThumb
                key={page.id}
                page={page}
                index={index}
                current={index === current}
                size={page.size ?? size}
                canDelete={pages.length > 1 && !fixed}
                pdfPage={fixed}
                dragging={page.id === dragged}
                visibility={visibility}
                onOpen={open}
                onDuplicate={duplicate}
                onDelete={remove}
                t={t}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
