import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import clsx from 'clsx';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../http/client';
import { fitScale } from '../../scale/scaleSlice';
import { toggleLeftSidebar, toggleRightSidebar } from '../../toolbar/toolbarSlice';
import { EditorUiContext } from '../actions/useAction';
import { useAppStore } from '../../../app/hooks';
import { useEditorShortcuts } from '../actions/useEditorShortcuts';
import { ShortcutsDialog } from '../actions/ShortcutsDialog';
import type { EditorUi } from '../actions/types';
import { rebase } from '../autosave/changes';
import { clearDraft, draftKey, type Draft } from '../autosave/draftStore';
import { downloadPages } from '../autosave/keepCopy';
import { ConflictDialog, DraftRestoreDialog } from '../autosave/SaveDialogs';
import { useAutosave } from '../autosave/useAutosave';
import { useLeaveGuard } from '../autosave/useLeaveGuard';
import { Canvas } from '../canvas/Canvas';
import { CodeView } from '../canvas/CodeView';
import { PreviewView } from '../canvas/PreviewView';
import { Inspector } from '../inspector/Inspector';
import { InsertPanel } from '../sidebars/InsertPanel';
import { PagesPanel } from '../sidebars/PagesPanel';
import { Sidebar } from '../sidebars/Sidebar';
import { deletePage, setPages } from '../state/editorSlice';
import { TopBar } from '../topbar/TopBar';
import { useCopyBookMutation } from '../api';
import type { EditorDocument } from './useEditorDocument';
import { usePanelLayout } from './panelLayout';
import { useLiveEditing } from '../live/useLiveEditing';
import { EditorPdfContext } from '../pdf/PdfBackdrop';
import { PresenceContext, useLivePresence } from '../live/presence';

const SIDEBAR_IDS = { start: 'editor-sidebar-start', end: 'editor-sidebar-end' } as const;

/** The editor of one open document: the top bar, the two sidebars, the canvas (or code, or preview), and its dialogs. */
export function EditorSession({ doc, initialDraft, embedded }: { doc: EditorDocument; initialDraft: Draft | null; embedded: boolean }) {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initialDraft);
  // Live (decision 019), the live document is the save; the page API saves a book that cannot be opened live.
  const live = useLiveEditing(doc);
  const presence = useLivePresence(live.mode === 'live' ? live.session : null);
  // Someone who may only look (a viewer, a commenter) saves nothing by any path.
  const { state: save, controller, reloadTheirs, overwrite } = useAutosave(doc, live.mode === 'off' && doc.ebook?.abilities.edit_pages !== false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [conflictClosedAt, setConflictClosedAt] = useState<number | null>(null);
  const [pageToDelete, setPageToDelete] = useState<number | null>(null);
  const [copyBook] = useCopyBookMutation();
  const main = useRef<HTMLElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const preview = useAppSelector((s) => s.toolbar.isPreviewActive);
  const showCode = useAppSelector((s) => s.editor.showCode);
  const liveReadOnly = useAppSelector((s) => s.editor.live?.readOnly ?? false);
  const leftOpen = useAppSelector((s) => s.toolbar.leftSidebarIsExpanded);
  const rightOpen = useAppSelector((s) => s.toolbar.rightSidebarIsExpanded);
  // On a narrow window the panels are drawers over the canvas, one at a time, all closed when the editor opens:
  // the page is what shows first. The wide window's choice (kept with the toolbar's state) is left as it was.
  const layout = usePanelLayout();
  const [drawer, setDrawer] = useState<'start' | 'end' | null>(null);
  const open = layout === 'beside' ? { start: leftOpen, end: rightOpen } : { start: drawer === 'start', end: drawer === 'end' };
  const layoutRef = useRef(layout);
  useLayoutEffect(() => {
    layoutRef.current = layout;
  }, [layout]);
  const pageName = useAppSelector((s) => (pageToDelete === null ? '' : (s.editor.pages[pageToDelete]?.name ?? '')));

  const ui = useMemo<EditorUi>(
    () => ({
      saveNow: () => void controller.flush(),
      openHelp: () => setHelpOpen(true),
      confirmDeletePage: (index) => setPageToDelete(index),
      // The canvas keeps 32 px around the page; fit scale (spec §4) leaves 20 px of width, so 44 more go here.
      viewport: () => ({ width: (main.current?.clientWidth ?? window.innerWidth) - 44, height: main.current?.clientHeight ?? window.innerHeight }),
      toggleSidebar: (side) => {
        if (layoutRef.current === 'over') setDrawer((now) => (now === side ? null : side));
        else dispatch(side === 'start' ? toggleLeftSidebar() : toggleRightSidebar());
      },
    }),
    [controller, dispatch],
  );
  useEditorShortcuts(ui, !draft);
  const isUnsaved = useCallback(() => {
    const now = controller.getState();
    return now.unsaved || now.status === 'saving';
  }, [controller]);
  const blocker = useLeaveGuard(save.unsaved || save.status === 'saving', isUnsaved);

  // The page fits the canvas when the editor opens, and again when the canvas changes width: a sidebar beside it
  // opens or closes, or the panels move over it or beside it (a drawer over it changes nothing).
  const besideStart = layout === 'beside' && leftOpen;
  const besideEnd = layout === 'beside' && rightOpen;
  useLayoutEffect(() => {
    const { width, height } = ui.viewport();
    dispatch(fitScale({ windowWidth: width, windowHeight: height }));
  }, [dispatch, ui, besideStart, besideEnd]);

  // A conflict opens its dialog; closed without a choice, it waits behind the status until the next conflict.
  const conflictOpen = save.status === 'conflict' && conflictClosedAt !== save.theirVersion;
  const resolveWith = (fn: () => Promise<void>) => async () => {
    try {
      await fn();
      setConflictClosedAt(null);
    } catch (error) {
      toast.error(errorMessage(error, t('conflict.failed')));
    }
  };
  const keepCopy = async () => {
    const pages = store.getState().editor.pages;
    if (doc.kind === 'ebook' && doc.ebook) {
      const id = await copyBook({ id: doc.ebook.id, title: t('conflict.copyTitle', { title: doc.title }), pages }).unwrap();
      await reloadTheirs();
      toast.success(t('conflict.copied'));
      void navigate(`/ebooks/edit/${id}`);
    } else {
      downloadPages(`${doc.title || 'template'}.json`, pages);
      await reloadTheirs();
    }
  };

  // The restored pages that equal the server's stay the server's objects: autosave then sends only the others.
  const restoreDraft = useCallback(() => {
    if (draft) dispatch(setPages(rebase(draft.pages, store.getState().editor.pages)));
    setDraft(null);
  }, [dispatch, draft, store]);
  const discardDraft = useCallback(() => {
    void clearDraft(draftKey(doc.kind, doc.id));
    setDraft(null);
  }, [doc]);

  // Embedded (step 2 of the create flow), the editor and the step's buttons below it fit one window under the
  // site's sticky header (4 rem, 6.5 rem on a phone where its links take a second row; plus 5.5 rem for the
  // buttons and gaps), and the editor is brought into view once open, its top bar below that header: nothing of
  // it starts below the fold on a laptop-height screen.
  useEffect(() => {
    if (embedded) root.current?.scrollIntoView?.({ block: 'start' });
  }, [embedded]);

  return (
    <EditorUiContext.Provider value={ui}>
      <EditorPdfContext.Provider value={doc.pdf}>
      <PresenceContext.Provider value={presence}>
        <div ref={root} className={clsx('flex flex-col overflow-hidden bg-gray-100', embedded ? 'h-[calc(100dvh-12rem)] min-h-[24rem] scroll-mt-28 rounded-lg border border-gray-200 sm:h-[calc(100dvh-9.5rem)] sm:scroll-mt-20' : 'h-dvh')}>
          <TopBar doc={doc} save={save} live={live} embedded={embedded} sidebars={{ open, ids: SIDEBAR_IDS }} onConflict={() => setConflictClosedAt(null)} onRetry={() => void controller.flush()} />
          <div className="relative flex min-h-0 flex-1">
            {!preview && (
              <Sidebar id={SIDEBAR_IDS.start} side="start" open={open.start} layout={layout} label={t('sidebars.left')} onClose={() => setDrawer(null)}>
                {/* Someone who may only look (decision 019) has nothing to insert. */}
                {!liveReadOnly && <InsertPanel />}
                <PagesPanel />
              </Sidebar>
            )}
            <main ref={main} className="min-w-0 flex-1" aria-label={t('canvas.main')}>
              {preview ? <PreviewView /> : showCode ? <CodeView /> : <Canvas />}
            </main>
            {!preview && (
              <Sidebar id={SIDEBAR_IDS.end} side="end" open={open.end} layout={layout} label={t('sidebars.right')} onClose={() => setDrawer(null)}>
                {/* With every field turned off, the scrolling properties take the keyboard themselves (to scroll them). */}
                <div className="-m-3 min-h-0 flex-1 overflow-y-auto p-3" {...(liveReadOnly && { tabIndex: 0, role: 'group', 'aria-label': t('sidebars.right') })}>
                  {/* Someone who may only look sees the properties with every field turned off, not as if they could change them. */}
                  {liveReadOnly ? (
                    <fieldset disabled className="min-w-0">
                      <p className="mb-3 rounded bg-gray-100 px-2 py-1.5 text-xs text-gray-700">{t('live.inspectorReadOnly')}</p>
                      <Inspector />
                    </fieldset>
                  ) : (
                    <Inspector />
                  )}
                </div>
              </Sidebar>
            )}
          </div>
        </div>
        <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
        <ConflictDialog
          open={conflictOpen}
          onOpenChange={(open) => !open && setConflictClosedAt(save.theirVersion)}
          kind={doc.kind}
          onReload={resolveWith(reloadTheirs)}
          onKeepCopy={resolveWith(keepCopy)}
          onOverwrite={resolveWith(overwrite)}
        />
        <DraftRestoreDialog draft={draft} serverVersion={doc.version} onRestore={restoreDraft} onDiscard={discardDraft} />
        <ConfirmDialog
          open={pageToDelete !== null}
          onOpenChange={(open) => !open && setPageToDelete(null)}
          title={t('pages.confirmTitle')}
          // Named, not only numbered: the first page is the cover.
          description={pageToDelete === 0 ? t('pages.confirmCoverText', { name: pageName }) : t('pages.confirmText', { n: (pageToDelete ?? 0) + 1, name: pageName })}
          onConfirm={() => {
            if (pageToDelete !== null) dispatch(deletePage(pageToDelete));
            setPageToDelete(null);
          }}
        />
        <ConfirmDialog
          open={blocker.state === 'blocked'}
          onOpenChange={(open) => !open && blocker.reset?.()}
          title={t('leave.title')}
          description={t('leave.text')}
          confirmLabel={t('leave.confirm')}
          onConfirm={() => blocker.proceed?.()}
        />
      </PresenceContext.Provider>
      </EditorPdfContext.Provider>
    </EditorUiContext.Provider>
  );
}
