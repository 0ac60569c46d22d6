import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { HIGHLIGHT_COLORS, type Highlight, type HighlightColor } from '@folio/shared';
import { PREVIEW_END_ID, type ReaderPageEntry } from '../reader/readerBook';
import { anchorIn, anchorInBlocks, describeRange, rangeAt, type TextAnchor } from './anchor';
import { HIGHLIGHT_PAINT, highlightName } from './highlightColors';
import { HighlightPopover, type PopoverTarget } from './HighlightPopover';
import { BOXES_ATTRIBUTE, pageElementOf, pageTextRoot } from './pageText';
import { useStudy } from './useStudy';
import './study.css';

const customHighlights = () => typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';

/** Boxes over a page's highlighted words, for browsers without the Custom Highlight API; they take no pointer. */
function drawBoxes(page: HTMLElement, ranges: { range: Range; color: HighlightColor }[]) {
  const frame = page.getBoundingClientRect();
  // The page may be drawn scaled (the flipbook): boxes are placed in its own pixels.
  const scaleX = frame.width / (page.offsetWidth || frame.width || 1);
  const scaleY = frame.height / (page.offsetHeight || frame.height || 1);
  const layer = document.createElement('div');
  layer.setAttribute(BOXES_ATTRIBUTE, '');
  layer.setAttribute('aria-hidden', 'true');
  Object.assign(layer.style, { position: 'absolute', inset: '0', pointerEvents: 'none', mixBlendMode: 'multiply' });
  for (const { range, color } of ranges) {
    for (const rect of range.getClientRects()) {
      const box = document.createElement('div');
      Object.assign(box.style, {
        position: 'absolute',
        left: `${(rect.left - frame.left) / scaleX}px`,
        top: `${(rect.top - frame.top) / scaleY}px`,
        width: `${rect.width / scaleX}px`,
        height: `${rect.height / scaleY}px`,
        background: HIGHLIGHT_PAINT[color].mark,
      });
      layer.append(box);
    }
  }
  page.append(layer);
}

const ownMutation = (record: MutationRecord) =>
  [record.target, ...record.addedNodes, ...record.removedNodes].every((node) => node instanceof Element && node.closest(`[${BOXES_ATTRIBUTE}]`));

/**
 * The reader's highlights on the pages it shows, and the popover to make and change them. Each highlight is looked
 * for in its page's text as the page is drawn (again after a zoom, a page turn, a PDF's text layer arriving); words
 * no longer found are not drawn, and the panel lists them as changed. Selecting words on a page offers the four
 * colours and a note; clicking highlighted words offers to change or delete that highlight.
 */
export function HighlightLayer({ ebookId, anonymous, kind, stage, container, pages, currentPage, enabled }: {
  ebookId: string;
  anonymous: boolean;
  kind: 'ebook' | 'pdf';
  stage: RefObject<HTMLElement | null>;
  /** The reader's root, where the popover is drawn (so that it shows in full screen). */
  container: HTMLElement | null;
  pages: readonly ReaderPageEntry[];
  currentPage: number;
  /** Off while a drawing or note tool takes the pointer. */
  enabled: boolean;
}) {
  const { t } = useTranslation('study');
  const { highlights, store } = useStudy(ebookId, anonymous);
  // The page being read when the popover opened: turned from it, or a tool chosen, the words are elsewhere.
  const [opened, setOpened] = useState<{ target: PopoverTarget; at: number } | null>(null);
  const target = opened && opened.at === currentPage && enabled ? opened.target : null;

  const placed = useRef(new Map<string, Range>());
  const popover = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const area = stage.current;
    if (!area) return;
    const boxes = !customHighlights();
    const onPage = new Map<string, Highlight[]>();
    for (const h of highlights) onPage.set(h.page_id, [...(onPage.get(h.page_id) ?? []), h]);
    let frame = 0;
    const paint = () => {
      frame = 0;
      const found = new Map<string, boolean>();
      const moved: { id: string; anchor: TextAnchor }[] = [];
      const byColor = new Map<HighlightColor, Range[]>(HIGHLIGHT_COLORS.map((c) => [c, []]));
      placed.current = new Map();
      for (const old of area.querySelectorAll(`[${BOXES_ATTRIBUTE}]`)) old.remove();
      for (const page of area.querySelectorAll<HTMLElement>('[data-page-index]')) {
        const list = onPage.get(pages[Number(page.dataset.pageIndex)]?.id ?? '');
        const root = list && pageTextRoot(page, kind);
        if (!list || !root) continue;
        const text = root.textContent ?? '';
        const drawn: { range: Range; color: HighlightColor }[] = [];
        for (const h of list) {
          const at = anchorIn(text, h);
          const range = at && rangeAt(root, at);
          found.set(h.id, range !== null);
          if (!range) continue;
          // Its words moved (the author changed the text around them): kept where they now are, with what now surrounds them.
          if (at.start !== h.position.start || at.end !== h.position.end) moved.push({ id: h.id, anchor: anchorInBlocks(root, text, at) });
          placed.current.set(h.id, range);
          byColor.get(h.color)!.push(range);
          drawn.push({ range, color: h.color });
        }
        if (boxes && drawn.length) drawBoxes(page, drawn);
      }
      if (!boxes) for (const [color, ranges] of byColor) CSS.highlights.set(highlightName(color), new Highlight(...ranges));
      store.markFound(found);
      if (moved.length) store.followWords(moved);
    };
    const schedule = () => void (frame ||= requestAnimationFrame(paint));
    // Pages come and go, e-book pages arrive, PDF text layers are drawn; boxes also follow a page's size (zoom).
    const observer = new MutationObserver((records) => !records.every(ownMutation) && schedule());
    observer.observe(area, { childList: true, subtree: true, characterData: true, ...(boxes ? { attributes: true, attributeFilter: ['style'] } : {}) });
    schedule();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      if (!boxes) for (const color of HIGHLIGHT_COLORS) CSS.highlights.delete(highlightName(color));
      for (const old of area.querySelectorAll(`[${BOXES_ATTRIBUTE}]`)) old.remove();
    };
  }, [stage, highlights, pages, kind, store]);

  // Words selected on a page: the popover offers to highlight them once the pointer lets go (a touch's handles move
  // the selection without it: then at once).
  useEffect(() => {
    if (!enabled) return;
    let pressing = false;
    const read = () => {
      const selection = document.getSelection();
      const inPopover = popover.current?.contains(document.activeElement) ?? false;
      if (!selection || selection.isCollapsed || !selection.rangeCount) {
        if (!inPopover) setOpened((current) => (current?.target.kind === 'new' ? null : current));
        return;
      }
      const range = selection.getRangeAt(0);
      const page = pageElementOf(range.commonAncestorContainer);
      const root = page && stage.current?.contains(page) ? pageTextRoot(page, kind) : null;
      const pageId = page ? pages[Number(page.dataset.pageIndex)]?.id : undefined;
      const anchor: TextAnchor | null = root ? describeRange(root, range) : null;
      if (!anchor || !pageId || pageId === PREVIEW_END_ID) return;
      const rects = range.getClientRects();
      setOpened({ target: { kind: 'new', pageId, anchor, rect: rects[rects.length - 1] ?? range.getBoundingClientRect() }, at: currentPage });
    };
    const onSelection = () => !pressing && read();
    // Only a press on the pages selects their words: one on the toolbar or a panel leaves the popover as it is.
    const onDown = (event: PointerEvent) => {
      if (stage.current?.contains(event.target as Node)) pressing = true;
    };
    const onUp = () => {
      if (!pressing) return;
      pressing = false;
      read();
    };
    document.addEventListener('selectionchange', onSelection);
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    return () => {
      document.removeEventListener('selectionchange', onSelection);
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
    };
  }, [enabled, kind, pages, stage, currentPage]);

  // A click on highlighted words (nothing selected, not on a control of the page) opens that highlight.
  useEffect(() => {
    const area = stage.current;
    if (!area || !enabled) return;
    const onClick = (event: MouseEvent) => {
      if (!document.getSelection()?.isCollapsed || (event.target as Element).closest('button, a, input, select, textarea, label, [role="button"]')) return;
      for (const [id, range] of placed.current) {
        for (const rect of range.getClientRects()) {
          if (event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom) {
            setOpened({ target: { kind: 'edit', id, rect }, at: currentPage });
            return;
          }
        }
      }
    };
    area.addEventListener('click', onClick);
    return () => area.removeEventListener('click', onClick);
  }, [stage, enabled, currentPage]);

  if (!target) return null;
  const close = () => setOpened(null);
  const create = async (color: HighlightColor, note: string | null = null) => {
    if (target.kind !== 'new') return;
    close();
    document.getSelection()?.removeAllRanges();
    try {
      await store.addHighlight({ id: crypto.randomUUID(), page_id: target.pageId, color, note, ...target.anchor });
    } catch {
      toast.error(t('errors.saveFailed'));
    }
  };
  const editing = target.kind === 'edit' ? highlights.find((h) => h.id === target.id) : undefined;
  if (target.kind === 'edit' && !editing) return null;
  return (
    <HighlightPopover
      ref={popover}
      container={container}
      target={target}
      highlight={editing ?? null}
      onCreate={create}
      onChange={(patch) => store.editHighlight(target.kind === 'edit' ? target.id : '', patch).catch(() => void toast.error(t('errors.saveFailed')))}
      onDelete={() =>
        store.removeHighlight(target.kind === 'edit' ? target.id : '').then(close, () => void toast.error(t('errors.deleteFailed')))
      }
      onClose={close}
    />
  );
}
