import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentThread } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getElementDefinition } from '../../elements/registry';
import { selectPages } from '../editor/state/selectors';
import { selectElements, switchPage } from '../editor/state/editorSlice';

/** Where a comment is in the editor's pages: the page's index (-1 when it is gone), and the element's type when it is on one. */
export interface CommentPlace {
  pageIndex: number;
  element: { id: string; label: string; gone: boolean } | null;
}

/**
 * Where threads are, read from the editor's pages as they are now (the pages move, the threads name them by id),
 * and a way to go there: the editor turns to the page and selects the element.
 */
export function useCommentPlaces() {
  const { t } = useTranslation('elements');
  const dispatch = useAppDispatch();
  const pages = useAppSelector(selectPages);

  const placeOf = useCallback(
    (thread: Pick<CommentThread, 'page_id' | 'element_id'>): CommentPlace => {
      const pageIndex = pages.findIndex((p) => p.id === thread.page_id);
      if (thread.element_id === null) return { pageIndex, element: null };
      const element = pages[pageIndex]?.elements.find((e) => e.id === thread.element_id);
      const definition = element && getElementDefinition(element.type);
      const label = definition ? t(definition.labelKey) : (element?.type ?? '');
      return { pageIndex, element: { id: thread.element_id, label, gone: !element } };
    },
    [pages, t],
  );

  const goTo = useCallback(
    (place: CommentPlace) => {
      if (place.pageIndex < 0) return;
      dispatch(switchPage(place.pageIndex));
      if (place.element && !place.element.gone) dispatch(selectElements([place.element.id]));
    },
    [dispatch],
  );

  return { placeOf, goTo };
}

/** What a new comment is on: the current page, or the one element selected on it. */
export function useCommentTarget(): { page_id: string; element_id: string | null } | null {
  const page = useAppSelector((s) => s.editor.pages[s.editor.currentPage]);
  const selected = useAppSelector((s) => s.editor.selectedElements);
  if (!page) return null;
  return { page_id: page.id, element_id: selected.length === 1 ? selected[0]! : null };
}
