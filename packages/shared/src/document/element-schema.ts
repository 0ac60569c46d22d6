import { z } from 'zod';
import { partial } from 'zod/mini';
import { ELEMENT_FIELD_SCHEMAS } from './elements.ts';
import { ElementSchema, type BookElement } from './page-schema.ts';

/**
 * An element as it may be written: the common fields and, by its `type`, the fields of that type, in one
 * discriminated union built from ELEMENT_FIELD_SCHEMAS (a new type joins it by being listed there). A type
 * field may be missing, as in pages written by the code view or by older editors (readers give it its
 * default: `elementFields`), but one that is there must be valid. Other fields are kept as they are.
 */
const members = Object.entries(ELEMENT_FIELD_SCHEMAS).map(([type, fields]) => ElementSchema.extend({ type: z.literal(type), ...partial(fields).shape }));
export const BookElementSchema = z.discriminatedUnion('type', members as [(typeof members)[number], ...(typeof members)[number][]]);

/** Why an element cannot be written: where (`path` inside the element, e.g. `options.0.text`) and what is wrong. */
export interface ElementProblem {
  elementIndex: number;
  element: BookElement;
  path: string;
  message: string;
}

/** The first element of a page that cannot be written, or null when all of them can. */
export function firstElementProblem(elements: readonly BookElement[]): ElementProblem | null {
  for (const [elementIndex, element] of elements.entries()) {
    const parsed = BookElementSchema.safeParse(element);
    if (parsed.success) continue;
    const issue = parsed.error.issues[0]!;
    return { elementIndex, element, path: issue.path.join('.'), message: issue.message };
  }
  return null;
}
