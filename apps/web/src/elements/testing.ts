import type { BookElement } from '@folio/shared';

/** A stored element of a type with the given fields (test factory). */
export const makeElement = (type: BookElement['type'], fields: Record<string, unknown> = {}, style: Record<string, unknown> = {}): BookElement => ({
  id: `${type}-${Math.random().toString(36).slice(2)}`,
  type,
  position: { x: 10, y: 20 },
  size: { width: 300, height: 200 },
  style,
  ...fields,
});
