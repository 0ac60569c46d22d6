// zod's functional build: the reader checks what a visitor stored in this browser against these schemas as a
// book opens, and the full build (about 30 kB compressed) would be on its first path for them alone. The API's
// schemas (annotations.ts) are built from these, and report the same issues.
import * as z from 'zod/mini';
import { MESSAGES } from '../messages.ts';

/**
 * What a reader's notes and drawings are (spec §3 Drawing state): the tools, the limits, the messages, and a
 * note's and a shape's schemas. What the API takes and answers is in annotations.ts.
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
export const AnnotationColorSchema = z.string().check(z.regex(HEX_COLOR, ANNOTATION_MESSAGES.invalidColor));
/** The page ids of a PDF book, one per PDF page (numbered from 1): its pages have no ids of their own. */
export const pdfPageId = (pageNumber: number) => `pdf-page-${pageNumber}`;
/** The page number a PDF page id stands for, or null for any other id. */
export const pdfPageNumberOf = (pageId: string): number | null => {
  const match = /^pdf-page-([1-9]\d{0,8})$/.exec(pageId);
  return match ? Number(match[1]) : null;
};

/** A note's text as written: trimmed, not empty, not too long. */
export const NoteTextSchema = z
  .string({ error: ANNOTATION_MESSAGES.noteTextRequired })
  .check(z.trim(), z.minLength(1, ANNOTATION_MESSAGES.noteTextRequired), z.maxLength(ANNOTATION_LIMITS.noteText, MESSAGES.tooLong));

/** A note as the API answers it, and as a visitor's browser keeps it. */
export const NoteSchema = z.object({
  id: z.string(),
  ebook_id: z.string(),
  page_id: z.string(),
  x: z.number(),
  y: z.number(),
  text: z.string(),
  color: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReaderNote = z.infer<typeof NoteSchema>;

/** Shape geometry may run past the page edge (a stroke that leaves the page), but stays finite. */
const geometry = (min = -ANNOTATION_LIMITS.coordinateMax) => z.number().check(z.minimum(min), z.maximum(ANNOTATION_LIMITS.coordinateMax));
const paint = { stroke: AnnotationColorSchema, strokeWidth: z.number().check(z.minimum(ANNOTATION_LIMITS.brushSizeMin), z.maximum(ANNOTATION_LIMITS.brushSizeMax)) };
const points = (min: number, max: number) =>
  z.array(geometry()).check(
    z.minLength(min),
    z.maxLength(max, ANNOTATION_MESSAGES.tooManyPoints),
    z.refine((p) => p.length % 2 === 0, 'Points come in x,y pairs'),
  );

/**
 * A shape in page coordinates (CSS px of the page at scale 1). Brush strokes are polylines; lines and arrows
 * two points; rectangles and ellipses their bounding box.
 */
export const ShapeAttrsSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('brush'), points: points(2, ANNOTATION_LIMITS.pointsPerStroke * 2), ...paint }),
    z.object({ type: z.enum(['line', 'arrow']), points: points(4, 4), ...paint }),
    z.object({ type: z.enum(['rectangle', 'ellipse']), x: geometry(), y: geometry(), width: geometry(0), height: geometry(0), ...paint }),
  ])
  .check(z.refine((attrs) => JSON.stringify(attrs).length <= ANNOTATION_LIMITS.attrsBytes, ANNOTATION_MESSAGES.attrsTooLarge));
export type ShapeAttrs = z.infer<typeof ShapeAttrsSchema>;
