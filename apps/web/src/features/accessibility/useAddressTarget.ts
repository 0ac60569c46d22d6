import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { selectElements, switchPage } from '../editor/state/editorSlice';

/**
 * An address into the editor that names a page and an element (`?page=<id>&element=<id>`, the admin page's links to a
 * problem): the editor turns to the page and selects the element once, then the address drops them.
 */
export function useAddressTarget() {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const pageId = params.get('page');
  const elementId = params.get('element');
  useEffect(() => {
    if (!pageId) return;
    const index = store.getState().editor.pages.findIndex((p) => p.id === pageId);
    if (index >= 0) {
      dispatch(switchPage(index));
      if (elementId) dispatch(selectElements([elementId]));
    }
    setParams((now) => {
      now.delete('page');
      now.delete('element');
      return now;
    }, { replace: true });
  }, [pageId, elementId, dispatch, store, setParams]);
}
