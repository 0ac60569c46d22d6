import { useEffect, useState } from 'react';
import type { BookPage } from '@folio/shared';

const MEASURED_TYPES = new Set(['text', 'heading']);
const same = (a: ReadonlyMap<string, boolean>, b: ReadonlyMap<string, boolean>) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/**
 * Which text boxes of the page on the canvas have more words than room, as the browser lays them out (decision 025):
 * the words' box (the element's drawing, which clips them) is taller than the element. Measured after each change of
 * the page, a frame later, once the canvas has drawn it; other pages are estimated by the shared rule.
 */
export function useMeasuredOverflow(page: BookPage | undefined): ReadonlyMap<string, boolean> {
  const [measured, setMeasured] = useState<ReadonlyMap<string, boolean>>(new Map());
  useEffect(() => {
    if (!page) return;
    const frame = requestAnimationFrame(() => {
      const next = new Map<string, boolean>();
      const drawn = new Map<string, Element>();
      for (const node of document.querySelectorAll('[data-editor-canvas] [data-element-id]')) drawn.set(node.getAttribute('data-element-id') ?? '', node);
      for (const element of page.elements) {
        if (!MEASURED_TYPES.has(element.type)) continue;
        const box = drawn.get(element.id)?.firstElementChild;
        if (box instanceof HTMLElement && box.clientHeight > 0) next.set(element.id, box.scrollHeight > box.clientHeight + 1);
      }
      setMeasured((current) => (same(current, next) ? current : next));
    });
    return () => cancelAnimationFrame(frame);
  }, [page]);
  return measured;
}
