import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { setPages } from '../state/editorSlice';
import { useAppStore } from '../../../app/hooks';
import { documentPages, savePages } from '../api';
import type { EditorDocument } from '../screen/useEditorDocument';
import { AutosaveController } from './controller';
import { clearDraft, draftKey, writeDraft } from './draftStore';

/**
 * Autosave of the open document: follows the editor's pages in the store, saves them through the API and
 * keeps the browser copy, retries when the browser is back online. The controller holds the rules; this
 * hook wires it to the store, the API slice and the window.
 */
export function useAutosave(doc: EditorDocument, enabled: boolean) {
  const store = useAppStore();
  const [controller] = useState(() => {
    const key = draftKey(doc.kind, doc.id);
    return new AutosaveController(
      {
        // Not tracked in the store: the status is the controller's, and a save a second would pile up there.
        put: (save) => store.dispatch(savePages.initiate({ kind: doc.kind, id: doc.id, save: { ...save, schema_version: doc.schemaVersion } }, { track: false })).unwrap(),
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

  /**
   * The server's pages now, for a choice after a conflict. Like the saves, a refusal (401, 403) is shown where
   * the work is, not answered by leaving it.
   */
  const theirs = useCallback(
    () => store.dispatch(documentPages.initiate({ kind: doc.kind, id: doc.id, redirectOnAuthError: false }, { subscribe: false, forceRefetch: true })).unwrap(),
    [store, doc.kind, doc.id],
  );

  /** Replaces this editor's pages with the server's ('Reload theirs'). */
  const reloadTheirs = useCallback(async () => {
    const { pages, version } = await theirs();
    store.dispatch(setPages(pages));
    controller.reset(store.getState().editor.pages, version);
  }, [controller, store, theirs]);

  /** Saves this editor's pages over the server's ('Overwrite'), sending only the pages that differ from theirs. */
  const overwrite = useCallback(async () => {
    const { pages, version } = await theirs();
    await controller.overwrite(pages, version);
  }, [controller, theirs]);

  return { state, controller, reloadTheirs, overwrite };
}
