import { z } from 'zod';

/**
 * The answer envelopes of architecture.md §3, built around a resource's own schema, so that a resource states its
 * fields once and every route (and the web) gets the same envelope from it. A resource's schema may be of
 * zod's functional build (`$ZodType`: annotation-model.ts).
 */

/** A list answer: one page of rows and where it sits. */
export const pageOf = <Row extends z.core.$ZodType>(row: Row) =>
  z.object({ data: z.array(row), current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() });

/** A single read: `{ data }`. */
export const dataOf = <Item extends z.core.$ZodType>(item: Item) => z.object({ data: item });

/** A write: the message to show and the record as it now is. */
export const writtenOf = <Item extends z.core.$ZodType>(item: Item) => z.object({ message: z.string(), data: item });

/** `pageOf`'s answer as a type, for code that is generic over the row (the server's list builder, the web's list hook). */
export type ListResponse<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;
