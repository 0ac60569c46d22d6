import { describe, expect, it } from 'vitest';
import { BookElementSchema, firstElementProblem } from './element-schema.ts';
import type { BookElement } from './page-schema.ts';
import { PagesSaveSchema } from './page-schema.ts';

const el = (type: BookElement['type'], fields: Record<string, unknown> = {}): BookElement => ({ id: `${type}-1`, type, position: { x: 0, y: 0 }, size: { width: 10, height: 10 }, style: {}, ...fields });

describe('the element schema of writes', () => {
  it('should accept every type with valid fields, keeping fields it does not know', () => {
    const quiz = el('quiz', { question: 'Q', options: [{ id: 'a', text: 'A', correct: true }], multiple: false, feedback: { correct: '', incorrect: '' }, points: 1, note: 'kept' });
    expect(BookElementSchema.parse(quiz)).toMatchObject({ note: 'kept', points: 1 });
    expect(firstElementProblem([el('heading', { text: 'T', level: 2 }), el('line'), el('image', { src: '/a.webp', alt: 'A' })])).toBeNull();
  });

  it('should accept a type field that is missing: readers give it its default', () => {
    expect(firstElementProblem([el('text', { content: 'from an older editor' })])).toBeNull();
  });

  it('should name the first invalid element and the path of its bad field', () => {
    const problem = firstElementProblem([el('text', { html: '<p>ok</p>' }), el('quiz', { options: [{ id: 'a', text: 5, correct: true }] })]);
    expect(problem).toMatchObject({ elementIndex: 1, path: 'options.0.text', element: { id: 'quiz-1' } });
    expect(problem?.message).toMatch(/expected string/);
  });

  it('should check the fields of the type the element says it is', () => {
    expect(firstElementProblem([el('shape', { shape: 'hexagon' })])?.path).toBe('shape');
    expect(firstElementProblem([el('heading', { shape: 'hexagon' })])).toBeNull();
  });

  it('should accept grouped elements and elements saved before groups, and refuse a bad group id', () => {
    expect(firstElementProblem([el('text', { groupId: 'g1' }), el('shape', { groupId: 'g1' }), el('line')])).toBeNull();
    expect(firstElementProblem([el('line', { groupId: '' })])?.path).toBe('groupId');
    expect(firstElementProblem([el('line', { groupId: 7 })])?.path).toBe('groupId');
    // The body of a page save (PUT .../pages) takes a grouped page as it is.
    const page = { id: 'p1', name: 'Cover', elements: [el('text', { groupId: 'g1' }), el('shape', { groupId: 'g1' })], layout: { gutter: 50, columns: 2 }, style: {} };
    const parsed = PagesSaveSchema.parse({ version: 1, pages: [page], order: ['p1'] });
    expect(parsed.pages[0]!.elements.map((e) => e.groupId)).toEqual(['g1', 'g1']);
    expect(PagesSaveSchema.safeParse({ version: 1, pages: [{ ...page, elements: [el('text', { groupId: '' })] }], order: ['p1'] }).success).toBe(false);
  });
});
