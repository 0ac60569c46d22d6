import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { dataOf, writtenOf } from '../http-answers.ts';

/**
 * A reader's own notes and drawings on a book's pages (spec §3 Drawing state, DESIGN.md §4: own only).
 * Shapes are stored one row per shape id so that two tabs saving at once merge instead of overwriting.
 */
export const DRAWING_TOOLS = ['brush', 'rectangle', 'ellipse', 'line', 'arrow', 'eraser'] as const;
export type DrawingTool = (typeof DRAWING_TOOLS)[number];
/** Spec §3/§9 Drawing defaults. */
export const DRAWING_DEFAULTS = { brushColor: '#FFFF00', brushSize: 5, tool: 'brush' } as const;
/** The tools that leave a shape behind (the eraser removes one). */
export const SHAPE_TYPES = ['brush', 'rectangle', 'ellipse', 'line', 'arrow'] as const;
export type ShapeType = (typeof SHAPE_TYPES)[number];

export const ANNOTATION_LIMITS = {
  noteText: 2000,
  notesPerBook: 2000,
  shapesPerPage: 5000,
  /** Points of one stroke (x,y pairs): the points array holds twice as many numbers. */
  pointsPerStroke: 10_000,
  /** JSON size of one shape's attributes. */
  attrsBytes: 200_000,
  /** Shape changes of one save; the client sends more in several saves. */
  changesPerSave: 1000,
  brushSizeMin: 1,
  brushSizeMax: 50,
  /** Page coordinates are CSS pixels of the page; no page is this large. */
  coordinateMax: 100_000,
} as const;

export const ANNOTATION_MESSAGES = {
  noteTextRequired: 'Note text is required',
  invalidColor: 'Use a colour like #FFFF00',
  invalidPosition: 'Must be a number from 0 to 100000',
  invalidPageId: 'Not a valid page id',
  invalidShapeId: 'Not a valid shape id',
  attrsRequired: 'A shape needs its attributes unless it is deleted',
  tooManyPoints: `A stroke has at most ${ANNOTATION_LIMITS.pointsPerStroke} points`,
  attrsTooLarge: 'This shape is too large',
  tooManyShapes: `A page holds at most ${ANNOTATION_LIMITS.shapesPerPage} shapes`,
  tooManyNotes: `A book holds at most ${ANNOTATION_LIMITS.notesPerBook} notes`,
  notAPage: 'Not a page of this book',
  noteNotFound: 'Note not found.',
  bookNotFound: 'eBook not found.',
} as const;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const AnnotationColorSchema = z.string().regex(HEX_COLOR, ANNOTATION_MESSAGES.invalidColor);
/** The page ids of a PDF book, one per PDF page (numbered from 1): its pages have no ids of their own. */
export const pdfPageId = (pageNumber: number) => `pdf-page-${pageNumber}`;
/** The page number a PDF page id stands for, or null for any other id. */
export const pdfPageNumberOf = (pageId: string): number | null => {
  const match = /^pdf-page-([1-9]\d{0,8})$/.exec(pageId);
  return match ? Number(match[1]) : null;
};

/** Page ids are the book's own (uuids) or the reader's for PDF pages; any short id of safe characters. */
export const AnnotationPageIdSchema = z.string().regex(/^[\w-]{1,100}$/, ANNOTATION_MESSAGES.invalidPageId);
const ShapeIdSchema = z.string().regex(/^[\w-]{1,100}$/, ANNOTATION_MESSAGES.invalidShapeId);
const coordinate = z
  .number({ error: ANNOTATION_MESSAGES.invalidPosition })
  .min(0, ANNOTATION_MESSAGES.invalidPosition)
  .max(ANNOTATION_LIMITS.coordinateMax, ANNOTATION_MESSAGES.invalidPosition);
/** Shape geometry may run past the page edge (a stroke that leaves the page), but stays finite. */
const geometry = z.number().min(-ANNOTATION_LIMITS.coordinateMax).max(ANNOTATION_LIMITS.coordinateMax);

// ---- Notes ----

export const NoteCreateSchema = z.object({
  ebook_id: z.uuid({ error: 'Not a valid id' }),
  page_id: AnnotationPageIdSchema,
  x: coordinate,
  y: coordinate,
  text: z
    .string({ error: ANNOTATION_MESSAGES.noteTextRequired })
    .trim()
    .min(1, ANNOTATION_MESSAGES.noteTextRequired)
    .max(ANNOTATION_LIMITS.noteText, MESSAGES.tooLong),
  color: AnnotationColorSchema.nullish().transform((v) => v ?? null),
});
export type NoteCreate = z.input<typeof NoteCreateSchema>;

/** PUT /api/me/notes/{id}: edit the text or colour, or move the note (also to another page). */
export const NoteUpdateSchema = NoteCreateSchema.omit({ ebook_id: true })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
export type NoteUpdate = z.input<typeof NoteUpdateSchema>;

export const NoteSchema = z.object({
  id: z.string(),
  ebook_id: z.string(),
  page_id: z.string(),
  x: z.number(),
  y: z.number(),
  text: z.string(),
  color: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReaderNote = z.infer<typeof NoteSchema>;
export const NoteListResponseSchema = dataOf(z.array(NoteSchema));
export type NoteListResponse = z.infer<typeof NoteListResponseSchema>;
export const NoteWrittenResponseSchema = writtenOf(NoteSchema);
export type NoteWrittenResponse = z.infer<typeof NoteWrittenResponseSchema>;

export const AnnotationBookQuerySchema = z.object({ ebook_id: z.uuid({ error: 'Not a valid id' }) });

// ---- Drawings ----

const paint = { stroke: AnnotationColorSchema, strokeWidth: z.number().min(ANNOTATION_LIMITS.brushSizeMin).max(ANNOTATION_LIMITS.brushSizeMax) };
const points = (min: number, max: number) =>
  z
    .array(geometry)
    .min(min)
    .max(max, ANNOTATION_MESSAGES.tooManyPoints)
    .refine((p) => p.length % 2 === 0, 'Points come in x,y pairs');

/**
 * A shape in page coordinates (CSS px of the page at scale 1). Brush strokes are polylines; lines and arrows
 * two points; rectangles and ellipses their bounding box.
 */
export const ShapeAttrsSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('brush'), points: points(2, ANNOTATION_LIMITS.pointsPerStroke * 2), ...paint }),
    z.object({ type: z.enum(['line', 'arrow']), points: points(4, 4), ...paint }),
    z.object({ type: z.enum(['rectangle', 'ellipse']), x: geometry, y: geometry, width: geometry.min(0), height: geometry.min(0), ...paint }),
  ])
  .refine((attrs) => JSON.stringify(attrs).length <= ANNOTATION_LIMITS.attrsBytes, ANNOTATION_MESSAGES.attrsTooLarge);
export type ShapeAttrs = z.infer<typeof ShapeAttrsSchema>;

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
    attrs: ShapeAttrsSchema.optional(),
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
