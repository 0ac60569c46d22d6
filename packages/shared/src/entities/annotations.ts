import { z } from 'zod';
import { dataOf, writtenOf } from '../http-answers.ts';
import { ANNOTATION_LIMITS, ANNOTATION_MESSAGES, AnnotationColorSchema, NoteSchema, NoteTextSchema, ShapeAttrsSchema, type ShapeAttrs } from './annotation-model.ts';

/**
 * A reader's own notes and drawings on a book's pages (spec §3 Drawing state, architecture.md §4: own only): what the
 * API takes and answers. Shapes are stored one row per shape id so that two tabs saving at once merge instead of
 * overwriting. The limits, the messages and a note's and a shape's own schemas are in annotation-model.ts.
 */

/** Page ids are the book's own (uuids) or the reader's for PDF pages; any short id of safe characters. */
export const AnnotationPageIdSchema = z.string().regex(/^[\w-]{1,100}$/, ANNOTATION_MESSAGES.invalidPageId);
const ShapeIdSchema = z.string().regex(/^[\w-]{1,100}$/, ANNOTATION_MESSAGES.invalidShapeId);
const coordinate = z
  .number({ error: ANNOTATION_MESSAGES.invalidPosition })
  .min(0, ANNOTATION_MESSAGES.invalidPosition)
  .max(ANNOTATION_LIMITS.coordinateMax, ANNOTATION_MESSAGES.invalidPosition);

// ---- Notes ----

export const NoteCreateSchema = z.object({
  ebook_id: z.uuid({ error: 'Not a valid id' }),
  page_id: AnnotationPageIdSchema,
  x: coordinate,
  y: coordinate,
  text: NoteTextSchema,
  color: z.nullish(AnnotationColorSchema).transform((v) => v ?? null),
});
export type NoteCreate = z.input<typeof NoteCreateSchema>;

/** PUT /api/me/notes/{id}: edit the text or colour, or move the note (also to another page). */
export const NoteUpdateSchema = NoteCreateSchema.omit({ ebook_id: true })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
export type NoteUpdate = z.input<typeof NoteUpdateSchema>;

export const NoteListResponseSchema = dataOf(z.array(NoteSchema));
export type NoteListResponse = z.infer<typeof NoteListResponseSchema>;
export const NoteWrittenResponseSchema = writtenOf(NoteSchema);
export type NoteWrittenResponse = z.infer<typeof NoteWrittenResponseSchema>;

export const AnnotationBookQuerySchema = z.object({ ebook_id: z.uuid({ error: 'Not a valid id' }) });

// ---- Drawings ----

/**
 * A stored shape's attributes as an answer holds them. They went through ShapeAttrsSchema on the way in, and
 * a book may hold thousands of long strokes, so an answer does not check them again.
 */
const StoredShapeAttrsSchema = z.custom<ShapeAttrs>((attrs) => typeof attrs === 'object' && attrs !== null);

/** One shape as the API answers it. */
export const DrawnShapeSchema = z.object({ id: z.string(), attrs: StoredShapeAttrsSchema });
export type DrawnShape = z.infer<typeof DrawnShapeSchema>;
/** A book's drawings: page id → shapes in stacking order. */
export const BookDrawingsSchema = z.record(z.string(), z.array(DrawnShapeSchema));
export type BookDrawings = z.infer<typeof BookDrawingsSchema>;
/** GET /api/me/drawings: the book's drawings. */
export const DrawingsResponseSchema = dataOf(BookDrawingsSchema);
export type DrawingsResponse = z.infer<typeof DrawingsResponseSchema>;
/** PUT /api/me/drawings: the merged drawings of the pages the save touched. */
export const DrawingsWrittenResponseSchema = writtenOf(BookDrawingsSchema);
export type DrawingsWrittenResponse = z.infer<typeof DrawingsWrittenResponseSchema>;

/**
 * One change of a save: an upsert (attrs) or a deletion (deleted: true, which leaves a tombstone).
 * A deleted id stays deleted: shape ids are never reused, so a later write of it comes from a tab that had
 * not seen the deletion yet.
 */
export const DrawingChangeSchema = z
  .object({
    page_id: AnnotationPageIdSchema,
    id: ShapeIdSchema,
    attrs: z.optional(ShapeAttrsSchema),
    deleted: z.boolean().optional(),
    position: z.number().int().min(0).max(ANNOTATION_LIMITS.shapesPerPage * 10),
  })
  .refine((c) => c.deleted === true || c.attrs !== undefined, { message: ANNOTATION_MESSAGES.attrsRequired, path: ['attrs'] });
export type DrawingChange = z.infer<typeof DrawingChangeSchema>;

export const DrawingsSaveSchema = z.object({
  ebook_id: z.uuid({ error: 'Not a valid id' }),
  changes: z.array(DrawingChangeSchema).min(1).max(ANNOTATION_LIMITS.changesPerSave),
});
export type DrawingsSave = z.infer<typeof DrawingsSaveSchema>;

/** DELETE /api/me/drawings: the page's shapes, or the whole book's without page_id. */
export const DrawingsClearQuerySchema = AnnotationBookQuerySchema.extend({ page_id: AnnotationPageIdSchema.optional() });
