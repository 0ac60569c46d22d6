import type { PageSize } from './editorState';

export const ALIGN_MODES = ['left', 'center', 'right', 'justify', 'top', 'bottom', 'middle'] as const;
export type AlignMode = (typeof ALIGN_MODES)[number];

/** Spec §4: every mode but left and top needs a known page size. */
export const ALIGN_NEEDS_PAGE_SIZE: ReadonlySet<AlignMode> = new Set(['center', 'right', 'justify', 'bottom', 'middle']);

interface Box {
  id: string;
  position: { x: number; y: number };
  size: { width: number; height: number };
}

/**
 * Where alignment moves each box, aligned to the PAGE (which is why most modes need its size; the boxes'
 * unrotated frames are used):
 * - left: x = 0; center: x = (page width − width) / 2; right: x = page width − width (y unchanged);
 * - top: y = 0; middle: y = (page height − height) / 2; bottom: y = page height − height (x unchanged);
 * - justify: even horizontal distribution across the page width, as justified text: in their current left
 *   to right order the first box starts at 0, the last ends at the page width, and the gaps between
 *   neighbours are equal (negative, so overlapping, when the boxes are wider than the page together).
 * Answers null when the mode needs the page size and it is unknown, or when justify has fewer than 2 boxes.
 */
export function alignedPositions(mode: AlignMode, boxes: readonly Box[], page: PageSize | null): Map<string, { x: number; y: number }> | null {
  if (ALIGN_NEEDS_PAGE_SIZE.has(mode) && !page) return null;
  const { width, height } = page ?? { width: 0, height: 0 };
  const at = (box: Box, x: number, y: number) => [box.id, { x, y }] as const;
  switch (mode) {
    case 'left':
      return new Map(boxes.map((b) => at(b, 0, b.position.y)));
    case 'center':
      return new Map(boxes.map((b) => at(b, (width - b.size.width) / 2, b.position.y)));
    case 'right':
      return new Map(boxes.map((b) => at(b, width - b.size.width, b.position.y)));
    case 'top':
      return new Map(boxes.map((b) => at(b, b.position.x, 0)));
    case 'middle':
      return new Map(boxes.map((b) => at(b, b.position.x, (height - b.size.height) / 2)));
    case 'bottom':
      return new Map(boxes.map((b) => at(b, b.position.x, height - b.size.height)));
    case 'justify':
      return justified(boxes, width);
  }
}

function justified(boxes: readonly Box[], pageWidth: number) {
  if (boxes.length < 2) return null;
  const ordered = [...boxes].sort((a, b) => a.position.x - b.position.x);
  const total = ordered.reduce((sum, b) => sum + b.size.width, 0);
  const gap = (pageWidth - total) / (ordered.length - 1);
  const result = new Map<string, { x: number; y: number }>();
  let x = 0;
  for (const box of ordered) {
    result.set(box.id, { x, y: box.position.y });
    x += box.size.width + gap;
  }
  return result;
}
