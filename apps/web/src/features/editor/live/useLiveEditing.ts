import { useEffect, useRef, useState } from 'react';
import type { BookPage } from '@folio/shared';
import { applyPages } from '@folio/shared/live';
import { useAppSelector, useAppStore } from '../../../app/hooks';
import { liveEnded, liveStarted } from '../state/editorSlice';
import type { EditorDocument } from '../screen/useEditorDocument';
import { bindEditorToDocument, ownUndo, OWN_COMMAND } from './binding';
import { makeLiveHistory } from './liveHistory';
import { LiveSession, type LiveConnection } from './session';

/** How long the editor waits for the live document before it saves through the page API instead. */
const LIVE_WAIT_MS = 8000;

export interface LiveState {
  /** 'live': the document is live; 'opening': not yet; 'off': saved through the page API (autosave). */
  mode: 'opening' | 'live' | 'off';
  connection: LiveConnection;
  /** Why the server refused the last change, or the sign-in. */
  reason: string | null;
  session: LiveSession | null;
}

/**
 * The live editing of an e-book in the editor (decision 019): opens its live session, and once the document holds
 * the book, binds the editor's state to it (binding.ts), with this person's own undo. What was changed before that
 * moment is written into the document as this person's change. A book that cannot be opened live (a template, the
 * server unreachable with no copy in this browser, the sign-in refused) is saved through the page API as before.
 */
export function useLiveEditing(doc: EditorDocument): LiveState {
  const store = useAppStore();
  const token = useAppSelector((s) => s.auth.token);
  // A PDF book's layer is saved through the page API (decision 021): its pages follow its PDF, which a live document's do not.
  const canOpen = doc.kind === 'ebook' && doc.pdf === null && token !== null && typeof WebSocket !== 'undefined';
  const [state, setState] = useState<LiveState>({ mode: canOpen ? 'opening' : 'off', connection: 'connecting', reason: null, session: null });
  // The pages the editor opened with: what was changed before the document was ready is the difference from them.
  const opened = useRef<BookPage[]>(store.getState().editor.pages);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!canOpen) return;
    let binding: ReturnType<typeof bindEditorToDocument> | null = null;
    let endHistory: (() => void) | null = null;
    const waiting = setTimeout(() => setState((now) => (now.mode === 'opening' ? { ...now, mode: 'off' } : now)), LIVE_WAIT_MS);
    const session = new LiveSession(doc.id, token!, {
      ready: (readOnly) => {
        clearTimeout(waiting);
        const undoManager = ownUndo(session.doc);
        const now = store.getState().editor.pages;
        if (!readOnly && now !== opened.current) applyPages(session.doc, opened.current, now, OWN_COMMAND);
        store.dispatch(liveStarted({ readOnly }));
        binding = bindEditorToDocument(store, session.doc, undoManager, () => session.isReadOnly);
        binding.show();
        endHistory = makeLiveHistory({ undo: () => void undoManager.undo(), redo: () => void undoManager.redo() });
        setState((current) => ({ ...current, mode: 'live', session }));
      },
      connection: (connection, reason) => setState((current) => ({ ...current, connection, reason: reason ?? (connection === 'refused' ? current.reason : null) })),
      denied: (reason) => {
        clearTimeout(waiting);
        // A copy of another lineage was dropped: open again, once, from the server's document.
        if (reason === 'lineage' && attempt === 0) setAttempt(1);
        else setState((current) => ({ ...current, mode: current.mode === 'live' ? 'live' : 'off', connection: 'refused', reason }));
      },
    });
    setState((current) => ({ ...current, session }));
    return () => {
      clearTimeout(waiting);
      endHistory?.();
      binding?.stop();
      session.stop();
      store.dispatch(liveEnded());
    };
  }, [canOpen, doc.id, token, store, attempt]);

  return state;
}
