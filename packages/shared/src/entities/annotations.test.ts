import { describe, expect, it } from 'vitest';
import { pdfPageId, pdfPageNumberOf, ShapeAttrsSchema } from './annotation-model.ts';
import { DrawingChangeSchema, NoteCreateSchema } from './annotations.ts';

const note = { ebook_id: '3b241101-e2bb-4255-8caf-4136c566a962', page_id: 'page-1', x: 10, y: 20, text: 'Hello' };
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('note schemas', () => {
  it('trims the text, needs 1 to 2000 characters and a point on the page', () => {
    expect(NoteCreateSchema.parse({ ...note, text: '  Hi  ' })).toEqual({ ...note, text: 'Hi', color: null });
    expect(messages(NoteCreateSchema.safeParse({ ...note, text: '  ' }))).toEqual(['Note text is required']);
    expect(messages(NoteCreateSchema.safeParse({ ...note, text: 'x'.repeat(2001) }))).toEqual(['Too long']);
    expect(NoteCreateSchema.safeParse({ ...note, text: 'x'.repeat(2000) }).success).toBe(true);
    for (const x of [-0.1, Number.NaN, Number.POSITIVE_INFINITY, 100_001]) expect(NoteCreateSchema.safeParse({ ...note, x }).success, String(x)).toBe(false);
    expect(messages(NoteCreateSchema.safeParse({ ...note, color: '#FFF' }))).toEqual(['Use a colour like #FFFF00']);
  });
});

describe('shape schemas', () => {
  it('accepts each shape kind and refuses odd points, unknown kinds and a missing shape without deletion', () => {
    const paint = { stroke: '#FFFF00', strokeWidth: 5 };
    expect(ShapeAttrsSchema.safeParse({ type: 'brush', points: [1, 2], ...paint }).success).toBe(true);
    expect(ShapeAttrsSchema.safeParse({ type: 'arrow', points: [1, 2, 3, 4], ...paint }).success).toBe(true);
    expect(ShapeAttrsSchema.safeParse({ type: 'ellipse', x: 1, y: 2, width: 3, height: 4, ...paint }).success).toBe(true);
    expect(messages(ShapeAttrsSchema.safeParse({ type: 'brush', points: [1, 2, 3], ...paint }))).toEqual(['Points come in x,y pairs']);
    expect(ShapeAttrsSchema.safeParse({ type: 'line', points: [1, 2], ...paint }).success).toBe(false);
    expect(ShapeAttrsSchema.safeParse({ type: 'eraser', ...paint }).success).toBe(false);
    expect(ShapeAttrsSchema.safeParse({ type: 'brush', points: [1, 2], stroke: '#FFFF00', strokeWidth: 51 }).success).toBe(false);
    expect(messages(DrawingChangeSchema.safeParse({ page_id: 'p', id: 's', position: 0 }))).toEqual(['A shape needs its attributes unless it is deleted']);
    expect(DrawingChangeSchema.safeParse({ page_id: 'p', id: 's', position: 0, deleted: true }).success).toBe(true);
  });
});

describe('page ids of PDF books', () => {
  it('should read back the page number of a PDF page id, and nothing of any other id', () => {
    expect(pdfPageNumberOf(pdfPageId(12))).toBe(12);
    for (const id of ['pdf-page-0', 'pdf-page-01', 'pdf-page-', 'pdf-page-1x', 'page-1', '3b241101-e2bb-4255-8caf-4136c566a962']) expect(pdfPageNumberOf(id), id).toBeNull();
  });
});
