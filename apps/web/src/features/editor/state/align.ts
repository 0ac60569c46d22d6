export const ALIGN_MODES = ['left', 'center', 'right', 'justify', 'top', 'bottom', 'middle'] as const;
export type AlignMode = (typeof ALIGN_MODES)[number];

/** What alignment measures against: the page (spec §4, the default) or the bounding box of the selection. */
export const ALIGN_TARGETS = ['page', 'selection'] as const;
export type AlignTarget = (typeof ALIGN_TARGETS)[number];

/** The area boxes are aligned in: the page (its size, at 0,0) or the selection's bounding box. */
export interface AlignArea {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

/** Spec §4: every mode but left and top needs a known page size. */
export const ALIGN_NEEDS_PAGE_SIZE: ReadonlySet<AlignMode> = new Set(['center', 'right', 'justify', 'bottom', 'middle']);

export interface Box {
  id: string;
  position: { x: number; y: number };
  size: { width: number; height: number };
}

/**
 * Where alignment moves each box, aligned to an AREA: the page by default (which is why most modes need its size),
 * or the selection's bounding box (`boundsOf`), whose offset is added. The boxes' unrotated frames are used:
 * - left: x = 0; center: x = (page width − width) / 2; right: x = page width − width (y unchanged);
 * - top: y = 0; middle: y = (page height − height) / 2; bottom: y = page height − height (x unchanged);
 * - justify: even horizontal distribution across the page width, as justified text: in their current left
 *   to right order the first box starts at 0, the last ends at the page width, and the gaps between
 *   neighbours are equal (negative, so overlapping, when the boxes are wider than the page together).
 * Answers null when the mode needs the page size and it is unknown, or when justify has fewer than 2 boxes.
 */
export function alignedPositions(mode: AlignMode, boxes: readonly Box[], area: AlignArea | null): Map<string, { x: number; y: number }> | null {
  if (ALIGN_NEEDS_PAGE_SIZE.has(mode) && !area) return null;
  const { width, height } = area ?? { width: 0, height: 0 };
  const left = area?.x ?? 0;
  const top = area?.y ?? 0;
  const at = (box: Box, x: number, y: number) => [box.id, { x, y }] as const;
  switch (mode) {
    case 'left':
      return new Map(boxes.map((b) => at(b, left, b.position.y)));
    case 'center':
      return new Map(boxes.map((b) => at(b, left + (width - b.size.width) / 2, b.position.y)));
    case 'right':
      return new Map(boxes.map((b) => at(b, left + width - b.size.width, b.position.y)));
    case 'top':
      return new Map(boxes.map((b) => at(b, b.position.x, top)));
    case 'middle':
      return new Map(boxes.map((b) => at(b, b.position.x, top + (height - b.size.height) / 2)));
    case 'bottom':
      return new Map(boxes.map((b) => at(b, b.position.x, top + height - b.size.height)));
    case 'justify':
      return justified(boxes, left, width);
  }
}

/** The bounding box of the boxes (unrotated frames), or null for none. */
export function boundsOf(boxes: readonly Box[]): Required<AlignArea> | null {
  if (boxes.length === 0) return null;
  const x = Math.min(...boxes.map((b) => b.position.x));
  const y = Math.min(...boxes.map((b) => b.position.y));
  const right = Math.max(...boxes.map((b) => b.position.x + b.size.width));
  const bottom = Math.max(...boxes.map((b) => b.position.y + b.size.height));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The units alignment moves: each element alone, or a group (the elements sharing a groupId) as one box, its
 * bounding box, so that a group keeps its shape. Answers the units' boxes and, per unit id, its members.
 */
export function alignmentUnits(elements: readonly (Box & { groupId?: string })[]): { boxes: Box[]; members: Map<string, Box[]> } {
  const members = new Map<string, Box[]>();
  for (const element of elements) {
    const key = element.groupId ? `group:${element.groupId}` : element.id;
    members.set(key, [...(members.get(key) ?? []), element]);
  }
  const boxes = [...members.entries()].map(([id, list]) => {
    const bounds = boundsOf(list)!;
    return { id, position: { x: bounds.x, y: bounds.y }, size: { width: bounds.width, height: bounds.height } };
  });
  return { boxes, members };
}

function justified(boxes: readonly Box[], start: number, width: number) {
  if (boxes.length < 2) return null;
  const ordered = [...boxes].sort((a, b) => a.position.x - b.position.x);
  const total = ordered.reduce((sum, b) => sum + b.size.width, 0);
  const gap = (width - total) / (ordered.length - 1);
  const result = new Map<string, { x: number; y: number }>();
  let x = start;
  for (const box of ordered) {
    result.set(box.id, { x, y: box.position.y });
    x += box.size.width + gap;
  }
  return result;
}
