import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { setPages } from '../state/editorSlice';
import { useAppStore } from '../actions/useEditorShortcuts';
import { fetchPages, putPages, type EditorDocument } from '../screen/documentApi';
import { AutosaveController } from './controller';
import { clearDraft, draftKey, writeDraft } from './draftStore';

/**
 * Autosave of the open document: follows the editor's pages in the store, saves them through the API and
 * keeps the browser copy, retries when the browser is back online. The controller holds the rules; this
 * hook wires it to the store, the API and the window.
 */
export function useAutosave(doc: EditorDocument, enabled: boolean) {
  const store = useAppStore();
  const [controller] = useState(() => {
    const key = draftKey(doc.kind, doc.id);
    return new AutosaveController(
      {
        put: (save) => putPages(doc.kind, doc.id, { ...save, schema_version: doc.schemaVersion }),
        writeDraft: (draft) => writeDraft(key, draft),
        clearDraft: () => clearDraft(key),
        isOnline: () => navigator.onLine !== false,
      },
      { pages: store.getState().editor.pages, version: doc.version },
    );
  });
  const state = useSyncExternalStore(controller.subscribe, controller.getState);

  useEffect(() => {
    if (!enabled) return;
    controller.change(store.getState().editor.pages);
    const unsubscribe = store.subscribe(() => controller.change(store.getState().editor.pages));
    const online = () => controller.online();
    window.addEventListener('online', online);
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
    };
  }, [controller, store, enabled]);

  useEffect(() => () => controller.dispose(), [controller]);

  /** Replaces this editor's pages with the server's ('Reload theirs'). */
  const reloadTheirs = useCallback(async () => {
    const { pages, version } = await fetchPages(doc.kind, doc.id);
    store.dispatch(setPages(pages));
    controller.reset(store.getState().editor.pages, version);
  }, [controller, store, doc]);

  /** Saves this editor's pages over the server's ('Overwrite'), sending only the pages that differ from theirs. */
  const overwrite = useCallback(async () => {
    const { pages, version } = await fetchPages(doc.kind, doc.id);
    await controller.overwrite(pages, version);
  }, [controller, doc]);

  return { state, controller, reloadTheirs, overwrite };
}
