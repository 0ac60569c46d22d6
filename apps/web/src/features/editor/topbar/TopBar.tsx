import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FileDown, Hand, ListTree, Maximize2, MousePointer2 } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { setSelectedTool } from '../state/editorSlice';
import { ActionButton, iconButtonClass } from '../actions/ActionButton';
import type { AutosaveState } from '../autosave/controller';
import type { EditorDocument } from '../screen/useEditorDocument';
import { ExportDialog } from '../../ebooks/exports/ExportDialog';
import { ContentsDialog } from '../contents/ContentsDialog';
import { useIsPupil } from '../../auth/booksHome';
import { AlignMenu } from './AlignMenu';
import { MoreMenu } from './MoreMenu';
import { useBookPanels } from './bookPanels';
import { WIDE_ONLY } from './phone';
import { SaveStatus } from './SaveStatus';
import { LiveStatus } from '../live/LiveStatus';
import { Presence } from '../live/Presence';
import type { LiveState } from '../live/useLiveEditing';
import { ZoomControls } from './ZoomControls';
import { ShareButton } from '../../sharing/ShareButton';
import { CommentsButton } from '../../comments/CommentsButton';
import { HistoryButton } from '../../versions/HistoryButton';
import { AccessibilityButton } from '../../accessibility/AccessibilityButton';

const Divider = () => <span aria-hidden className="mx-0.5 h-5 w-px shrink-0 bg-gray-200 sm:mx-1" />;

const TOOLS = [
  { id: 'select', icon: MousePointer2 },
  { id: 'hand', icon: Hand },
] as const;

/**
 * The editor's top bar: where the work is, and the commands of the action registry as buttons. On a narrow
 * window the commands wrap onto more rows rather than scroll out of view: every one stays a tap away. On a phone
 * they are one row under the title: the most used ones, and a More menu with the rest (phone.ts).
 */
export function TopBar({ doc, save, live, sidebars, onConflict, onRetry, embedded }: {
  doc: EditorDocument;
  save: AutosaveState;
  /** Live editing (decision 019): while live, the top bar says where the live document's work is. */
  live: LiveState;
  /** Whether each side panel is shown, and their ids. */
  sidebars: { open: { start: boolean; end: boolean }; ids: { start: string; end: string } };
  onConflict: () => void;
  onRetry: () => void;
  embedded: boolean;
}) {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const tool = useAppSelector((s) => s.editor.selectedTool);
  const showGuide = useAppSelector((s) => s.editor.showGuide);
  const showCode = useAppSelector((s) => s.editor.showCode);
  const preview = useAppSelector((s) => s.toolbar.isPreviewActive);
  // A button names the panel it opens only while that panel is on the page: the preview shows none (axe refuses
  // aria-controls naming an element that is not there).
  const panelShown = (open: boolean, id: string) => (open && !preview ? id : undefined);
  const pupil = useIsPupil();
  const backTo = doc.kind === 'template' ? '/admin/templates' : pupil ? '/classroom' : '/admin/ebooks';
  const backLabel = t(doc.kind === 'template' ? 'toolbar.backToTemplates' : pupil ? 'toolbar.backToClass' : 'toolbar.backToBooks');
  const [exporting, setExporting] = useState(false);
  const [contents, setContents] = useState(false);
  const panels = useBookPanels();
  const liveReadOnly = useAppSelector((s) => s.editor.live?.readOnly ?? false);

  return (
    <header className="flex min-h-12 shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b border-gray-200 bg-white px-2 py-1">
      {embedded ? (
        <Link to={`/ebooks/edit/${doc.id}`} className={iconButtonClass()} aria-label={t('toolbar.fullScreen')} title={t('toolbar.fullScreen')}>
          <Maximize2 aria-hidden className="size-4" />
        </Link>
      ) : (
        <Link to={backTo} className={iconButtonClass()} aria-label={backLabel} title={backLabel}>
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      )}
      <div className="flex min-w-0 flex-1 flex-col sm:w-56 sm:flex-none">
        <h1 className="truncate text-sm font-semibold text-gray-900">
          <span className="sr-only">{t(doc.kind === 'ebook' ? 'title.ebook' : 'title.template')}: </span>
          {doc.title}
        </h1>
        {live.mode === 'live' ? (
          <LiveStatus connection={live.connection} reason={live.reason} readOnly={liveReadOnly} />
        ) : (
          <SaveStatus state={save} onConflict={onConflict} onRetry={onRetry} />
        )}
      </div>
      <Presence />
      <div
        role="group"
        aria-label={t('toolbar.label')}
        className="flex w-full min-w-0 items-center justify-between sm:ms-auto sm:w-auto sm:flex-wrap sm:justify-end sm:gap-0.5"
      >
        {!preview && (
          <>
            <div role="group" aria-label={t('toolbar.tools')} className="flex items-center">
              {TOOLS.map(({ id, icon: Icon }) => (
                <button
                  key={id}
                  type="button"
                  className={iconButtonClass(tool === id)}
                  aria-pressed={tool === id}
                  aria-label={t(`tools.${id}`)}
                  title={t(`tools.${id}`)}
                  onClick={() => dispatch(setSelectedTool(id))}
                >
                  <Icon aria-hidden className="size-4" />
                </button>
              ))}
            </div>
            <Divider />
            <ActionButton id="undo" />
            <ActionButton id="redo" />
            <div className={WIDE_ONLY}>
              <Divider />
              <AlignMenu />
              <ActionButton id="send-to-back" />
              <ActionButton id="send-to-front" />
              <ActionButton id="group" />
              <ActionButton id="ungroup" />
            </div>
            <Divider />
          </>
        )}
        <ZoomControls />
        <Divider />
        <div className={WIDE_ONLY}>
          {!preview && <ActionButton id="toggle-guides" pressed={showGuide} />}
          {!preview && <ActionButton id="toggle-code" pressed={showCode} />}
        </div>
        {/* On a phone it is in the More menu, but in preview it stays on the bar: it is the way back. */}
        <div className={preview ? 'contents' : WIDE_ONLY}>
          <ActionButton id="toggle-preview" pressed={preview} />
          <Divider />
        </div>
        {/* It controls the panel while it is there to point to (a closed panel is not drawn). */}
        <ActionButton id="toggle-left-sidebar" pressed={sidebars.open.start} controls={panelShown(sidebars.open.start, sidebars.ids.start)} />
        <ActionButton id="toggle-right-sidebar" pressed={sidebars.open.end} controls={panelShown(sidebars.open.end, sidebars.ids.end)} />
        <div className={WIDE_ONLY}>
          <ActionButton id="help" />
        </div>
        {doc.kind === 'ebook' && (
          <>
            <Divider />
            {!preview && (
              <button type="button" className={iconButtonClass()} aria-label={t('toolbar.contents')} title={t('toolbar.contents')} onClick={() => setContents(true)}>
                <ListTree aria-hidden className="size-4" />
              </button>
            )}
            {/* The accessibility checker (issue 54): its count and its panel of problems, live as the author edits. On a
                phone, an entry of the More menu (its panel is drawn by this, hidden, button). */}
            {!preview && (
              <div className={WIDE_ONLY}>
                <AccessibilityButton {...panels.control('accessibility')} />
              </div>
            )}
            <button type="button" className={iconButtonClass()} aria-label={t('toolbar.export')} title={t('toolbar.export')} onClick={() => setExporting(true)}>
              <FileDown aria-hidden className="size-4" />
            </button>
            {/* Writing together (decision 019): buttons on a wider window; on a phone, whose one row keeps the editing
                commands, entries of the More menu (their panels are drawn by these, hidden, buttons). */}
            <div className={WIDE_ONLY}>
              <CommentsButton doc={doc} {...panels.control('comments')} />
              <HistoryButton doc={doc} {...panels.control('history')} />
              <ShareButton doc={doc} {...panels.control('share')} />
            </div>
          </>
        )}
        <MoreMenu onOpenPanel={doc.kind === 'ebook' ? panels.openPanel : undefined} />
      </div>
      {contents && <ContentsDialog doc={doc} open onOpenChange={setContents} />}
      {exporting && <ExportDialog book={{ id: doc.id, title: doc.title, book_type: doc.ebook?.book_type }} open onOpenChange={setExporting} />}
    </header>
  );
}
