import { describe, expect, it } from 'vitest';
import type { DrawnShape } from '@folio/shared';
import {
  addShape, clearBook, clearPage, deleteShape, drawingReducer, initialDrawingState, selectShape, setBrushColor, setBrushSize, setDrawings, setTool, undo, updateShape,
  type DrawingState,
} from './drawingSlice';

const shape = (id: string, x = 0): DrawnShape => ({ id, attrs: { type: 'rectangle', x, y: 0, width: 10, height: 10, stroke: '#FF0000', strokeWidth: 2 } });
const book = 'b1';
const withShapes = (...ids: string[]): DrawingState =>
  ids.reduce((state, id) => drawingReducer(state, addShape({ ebookId: book, pageId: 'p1', shape: shape(id) })), initialDrawingState);
const ids = (state: DrawingState, pageId = 'p1') => state.drawings[book]?.[pageId]?.map((s) => s.id);

describe('drawing slice (spec §3 Drawing state, §4 Drawing)', () => {
  it('starts with the spec defaults: brush #FFFF00, size 5, tool brush, no drawings, nothing selected', () => {
    expect(drawingReducer(undefined, { type: '@@init' })).toEqual({ brushColor: '#FFFF00', brushSize: 5, tool: 'brush', drawings: {}, selectedId: null });
  });

  it('sets the brush colour (hex only), size (1 to 50) and tool (known tools only)', () => {
    let s = drawingReducer(initialDrawingState, setBrushColor('#ff00aa'));
    expect(s.brushColor).toBe('#FF00AA');
    s = drawingReducer(s, setBrushColor('red'));
    expect(s.brushColor).toBe('#FF00AA');
    expect(drawingReducer(s, setBrushSize(12)).brushSize).toBe(12);
    expect(drawingReducer(s, setBrushSize(0)).brushSize).toBe(1);
    expect(drawingReducer(s, setBrushSize(500)).brushSize).toBe(50);
    expect(drawingReducer(s, setBrushSize(Number.NaN)).brushSize).toBe(5);
    expect(drawingReducer(s, setTool('ellipse')).tool).toBe('ellipse');
    expect(drawingReducer(s, setTool('lasso' as never)).tool).toBe('brush');
  });

  it('adds shapes keyed by ebook id then page id, in order, ignoring a repeated id', () => {
    let s = withShapes('a', 'b');
    s = drawingReducer(s, addShape({ ebookId: book, pageId: 'p1', shape: shape('a', 99) }));
    s = drawingReducer(s, addShape({ ebookId: 'b2', pageId: 'p9', shape: shape('c') }));
    expect(ids(s)).toEqual(['a', 'b']);
    expect(s.drawings[book]!.p1![0]!.attrs).toMatchObject({ x: 0 });
    expect(Object.keys(s.drawings)).toEqual(['b1', 'b2']);
    expect(s.drawings.b2!.p9!.map((x) => x.id)).toEqual(['c']);
  });

  it('updates a shape by id, merging its attributes; an unknown id changes nothing', () => {
    const s = drawingReducer(withShapes('a', 'b'), updateShape({ ebookId: book, pageId: 'p1', id: 'b', attrs: { x: 42 } }));
    expect(s.drawings[book]!.p1![1]).toEqual({ id: 'b', attrs: { ...shape('b').attrs, x: 42 } });
    expect(s.drawings[book]!.p1![0]).toEqual(shape('a'));
    const same = drawingReducer(s, updateShape({ ebookId: book, pageId: 'p1', id: 'zz', attrs: { x: 1 } }));
    expect(same).toEqual(s);
  });

  it('deletes a shape by id and clears the selection when it was selected', () => {
    let s = drawingReducer(withShapes('a', 'b', 'c'), selectShape('b'));
    s = drawingReducer(s, deleteShape({ ebookId: book, pageId: 'p1', id: 'b' }));
    expect(ids(s)).toEqual(['a', 'c']);
    expect(s.selectedId).toBeNull();
    expect(drawingReducer(s, deleteShape({ ebookId: 'none', pageId: 'p1', id: 'a' }))).toEqual(s);
  });

  it("undo removes the page's last shape only", () => {
    let s = drawingReducer(withShapes('a', 'b'), addShape({ ebookId: book, pageId: 'p2', shape: shape('other') }));
    s = drawingReducer(s, undo({ ebookId: book, pageId: 'p1' }));
    expect(ids(s)).toEqual(['a']);
    expect(ids(s, 'p2')).toEqual(['other']);
    s = drawingReducer(drawingReducer(s, undo({ ebookId: book, pageId: 'p1' })), undo({ ebookId: book, pageId: 'p1' }));
    expect(ids(s)).toEqual([]);
  });

  it('clears one page, or every page of one book', () => {
    let s = drawingReducer(withShapes('a'), addShape({ ebookId: book, pageId: 'p2', shape: shape('b') }));
    s = drawingReducer(s, addShape({ ebookId: 'b2', pageId: 'p1', shape: shape('c') }));
    const pageCleared = drawingReducer(s, clearPage({ ebookId: book, pageId: 'p1' }));
    expect(ids(pageCleared)).toEqual([]);
    expect(ids(pageCleared, 'p2')).toEqual(['b']);
    const bookCleared = drawingReducer(drawingReducer(s, selectShape('b')), clearBook({ ebookId: book }));
    expect(bookCleared.drawings[book]).toEqual({});
    expect(bookCleared.drawings.b2!.p1).toHaveLength(1);
    expect(bookCleared.selectedId).toBeNull();
  });

  it('sets the loaded drawings of a book and selects a shape', () => {
    const s = drawingReducer(withShapes('a'), setDrawings({ ebookId: book, drawings: { p5: [shape('x')] } }));
    expect(s.drawings[book]).toEqual({ p5: [shape('x')] });
    expect(drawingReducer(s, selectShape('x')).selectedId).toBe('x');
  });
});
