import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { ArrowUpRight, Circle, Eraser, Highlighter, Slash, Square, Trash2, Undo2, BookX } from 'lucide-react';
import { ANNOTATION_LIMITS, DRAWING_TOOLS, type BookDrawings, type DrawingTool } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { clearBook, clearPage, setBrushColor, setBrushSize, setTool, undo } from './drawingSlice';
import { undoTarget } from './geometry';
import { useDrawingSync, useSyncStatus } from './useDrawingSync';

const ICONS: Record<DrawingTool, ReactNode> = {
  brush: <Highlighter className="size-4" aria-hidden />,
  rectangle: <Square className="size-4" aria-hidden />,
  ellipse: <Circle className="size-4" aria-hidden />,
  line: <Slash className="size-4" aria-hidden />,
  arrow: <ArrowUpRight className="size-4" aria-hidden />,
  eraser: <Eraser className="size-4" aria-hidden />,
};
const SWATCHES = [
  ['yellow', '#FFFF00'],
  ['pink', '#FF6EC7'],
  ['green', '#7CFC00'],
  ['blue', '#00BFFF'],
  ['red', '#FF3B30'],
  ['black', '#111111'],
] as const;

const iconButton = (pressed = false) =>
  clsx(
    'inline-flex size-9 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
    pressed && 'bg-primary-100 text-primary-800 hover:bg-primary-100',
  );

/**
 * The reader's drawing toolbar: tools, colour, size, undo, clear. Undo and "clear page" act on the page
 * drawn on last among the pages in view, else the first page in view, never on a page out of sight.
 */
export function DrawingTools({ ebookId, pageIds }: { ebookId: string; pageIds: string[] }) {
  const { t } = useTranslation('annotations');
  const dispatch = useAppDispatch();
  const sync = useDrawingSync(ebookId);
  const status = useSyncStatus(sync);
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const { tool, brushColor, brushSize } = useAppSelector((s) => s.drawing);
  const drawings: BookDrawings | undefined = useAppSelector((s) => s.drawing.drawings[ebookId]);
  const readerPages: { id: string; name: string }[] = useAppSelector((s) => s.reader.ebookData.pages);
  const current: number = useAppSelector((s) => s.reader.currentPage);
  const isMobile: boolean = useAppSelector((s) => s.reader.isMobile);
  const [confirm, setConfirm] = useState<'page' | 'book' | null>(null);
  const id = useId();

  // The pages in view (a spread of two, one in mobile mode); every page when the reader says nothing.
  const inView = readerPages.slice(current, current + (isMobile ? 1 : 2)).map((p) => p.id).filter((id) => pageIds.includes(id));
  const visible = inView.length ? inView : pageIds;
  const target = undoTarget(ebookId, visible, drawings);
  const clearTarget = target ?? visible[0] ?? null;
  const pageName = readerPages.find((p) => p.id === clearTarget)?.name ?? '';
  const hasAny = Object.values(drawings ?? {}).some((page) => page.length > 0);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const field = (event.target as HTMLElement | null)?.closest('input, textarea, [contenteditable="true"]');
      if (field || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || event.shiftKey || !target) return;
      event.preventDefault();
      dispatch(undo({ ebookId, pageId: target }));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, ebookId, target]);

  return (
    <div role="toolbar" aria-label={t('tools.label')} className="flex flex-wrap items-center gap-1 rounded-lg bg-white px-2 py-1 text-sm shadow">
      {DRAWING_TOOLS.map((name) => (
        <button key={name} type="button" className={iconButton(tool === name)} aria-pressed={tool === name} aria-label={t(`tools.${name}`)} title={t(`tools.${name}`)} onClick={() => dispatch(setTool(name))}>
          {ICONS[name]}
        </button>
      ))}
      <span className="mx-1 h-6 w-px bg-gray-200" aria-hidden />
      <div role="group" aria-label={t('color.label')} className="flex items-center gap-1">
        {SWATCHES.map(([name, hex]) => (
          <button
            key={hex}
            type="button"
            aria-label={t(`color.${name}`)}
            title={t(`color.${name}`)}
            aria-pressed={brushColor === hex}
            onClick={() => dispatch(setBrushColor(hex))}
            className={clsx('size-6 rounded-full border border-gray-300 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600', brushColor === hex && 'ring-2 ring-primary-600 ring-offset-1')}
            style={{ background: hex }}
          />
        ))}
        <input type="color" value={brushColor.toLowerCase()} aria-label={t('color.custom')} title={t('color.custom')} onChange={(e) => dispatch(setBrushColor(e.target.value))} className="size-7 cursor-pointer rounded border-0 bg-transparent p-0" />
      </div>
      <span className="mx-1 h-6 w-px bg-gray-200" aria-hidden />
      <div className="flex items-center gap-2 text-gray-700">
        <label htmlFor={`${id}-size`}>{t('size.label')}</label>
        <input id={`${id}-size`} type="range" min={ANNOTATION_LIMITS.brushSizeMin} max={ANNOTATION_LIMITS.brushSizeMax} value={brushSize} onChange={(e) => dispatch(setBrushSize(Number(e.target.value)))} className="w-24 accent-primary-600" />
        <output htmlFor={`${id}-size`} className="w-6 tabular-nums">{brushSize}</output>
      </div>
      <span className="mx-1 h-6 w-px bg-gray-200" aria-hidden />
      <button type="button" className={iconButton()} aria-label={t('undo')} title={t('undo')} disabled={!target} onClick={() => target && dispatch(undo({ ebookId, pageId: target }))}>
        <Undo2 className="size-4" aria-hidden />
      </button>
      <button type="button" className={iconButton()} aria-label={t('clearPage.button')} title={t('clearPage.button')} disabled={!target} onClick={() => setConfirm('page')}>
        <Trash2 className="size-4" aria-hidden />
      </button>
      <button type="button" className={iconButton()} aria-label={t('clearBook.button')} title={t('clearBook.button')} disabled={!hasAny} onClick={() => setConfirm('book')}>
        <BookX className="size-4" aria-hidden />
      </button>
      <span role="status" className="ms-2 min-w-24 text-xs text-gray-600">
        {t(`status.${status}${status === 'saved' && !signedIn ? 'Locally' : ''}`)}
      </span>
      <ConfirmDialog
        open={confirm === 'page'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('clearPage.title')}
        description={t('clearPage.description', { page: pageName })}
        confirmLabel={t('clearPage.confirm')}
        onConfirm={() => {
          if (clearTarget) dispatch(clearPage({ ebookId, pageId: clearTarget }));
          setConfirm(null);
        }}
      />
      <ConfirmDialog
        open={confirm === 'book'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('clearBook.title')}
        description={t('clearBook.description')}
        confirmLabel={t('clearBook.confirm')}
        onConfirm={() => {
          dispatch(clearBook({ ebookId }));
          setConfirm(null);
        }}
      />
    </div>
  );
}
