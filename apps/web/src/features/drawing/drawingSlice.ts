import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ANNOTATION_LIMITS, DRAWING_TOOLS, type BookDrawings, type DrawingTool, type DrawnShape, type ShapeAttrs } from '@folio/shared';
import { injectSlice } from '../../app/rootReducer';
import { initialDrawingState, type DrawingState } from './drawingState';

export { initialDrawingState, type DrawingState } from './drawingState';

type PageRef = { ebookId: string; pageId: string };
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

const pageOf = (state: DrawingState, { ebookId, pageId }: PageRef) => state.drawings[ebookId]?.[pageId];

/** Spec §4 Drawing: shapes are added, updated by id, deleted by id, cleared per page or per e-book; undo removes the page's last shape. */
const drawingSlice = createSlice({
  name: 'drawing',
  initialState: initialDrawingState,
  reducers: {
    setBrushColor(state, action: PayloadAction<string>) {
      if (HEX_COLOR.test(action.payload)) state.brushColor = action.payload.toUpperCase();
    },
    setBrushSize(state, action: PayloadAction<number>) {
      const size = Math.round(action.payload);
      if (Number.isFinite(size)) state.brushSize = Math.min(ANNOTATION_LIMITS.brushSizeMax, Math.max(ANNOTATION_LIMITS.brushSizeMin, size));
    },
    setTool(state, action: PayloadAction<DrawingTool>) {
      if (DRAWING_TOOLS.includes(action.payload)) state.tool = action.payload;
    },
    /** Appends a shape to the page (creating the book's and page's lists); an id already on the page is ignored. */
    addShape(state, action: PayloadAction<PageRef & { shape: DrawnShape }>) {
      const { ebookId, pageId, shape } = action.payload;
      const page = ((state.drawings[ebookId] ??= {})[pageId] ??= []);
      if (!page.some((s) => s.id === shape.id)) page.push(shape);
    },
    /** Merges attributes into the shape with that id; the id itself never changes. */
    updateShape(state, action: PayloadAction<PageRef & { id: string; attrs: Partial<ShapeAttrs> }>) {
      const shape = pageOf(state, action.payload)?.find((s) => s.id === action.payload.id);
      if (shape) shape.attrs = { ...shape.attrs, ...action.payload.attrs } as ShapeAttrs;
    },
    deleteShape(state, action: PayloadAction<PageRef & { id: string }>) {
      const page = pageOf(state, action.payload);
      if (!page) return;
      state.drawings[action.payload.ebookId]![action.payload.pageId] = page.filter((s) => s.id !== action.payload.id);
      if (state.selectedId === action.payload.id) state.selectedId = null;
    },
    /** Removes the last shape of the page. */
    undo(state, action: PayloadAction<PageRef>) {
      const removed = pageOf(state, action.payload)?.pop();
      if (removed && state.selectedId === removed.id) state.selectedId = null;
    },
    clearPage(state, action: PayloadAction<PageRef>) {
      const page = pageOf(state, action.payload);
      if (!page) return;
      if (page.some((s) => s.id === state.selectedId)) state.selectedId = null;
      state.drawings[action.payload.ebookId]![action.payload.pageId] = [];
    },
    clearBook(state, action: PayloadAction<{ ebookId: string }>) {
      const book = state.drawings[action.payload.ebookId];
      if (!book) return;
      if (Object.values(book).some((page) => page.some((s) => s.id === state.selectedId))) state.selectedId = null;
      state.drawings[action.payload.ebookId] = {};
    },
    /** The book's drawings as loaded (or merged with the server's answer). */
    setDrawings(state, action: PayloadAction<{ ebookId: string; drawings: BookDrawings }>) {
      state.drawings[action.payload.ebookId] = action.payload.drawings;
    },
    selectShape(state, action: PayloadAction<string | null>) {
      state.selectedId = action.payload;
    },
  },
});

export const { setBrushColor, setBrushSize, setTool, addShape, updateShape, deleteShape, undo, clearPage, clearBook, setDrawings, selectShape } = drawingSlice.actions;
export const drawingReducer = drawingSlice.reducer;

// The drawing state joins the store when the drawing code first loads (app/rootReducer.ts).
injectSlice(drawingSlice);
