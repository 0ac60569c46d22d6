import { createSlice } from '@reduxjs/toolkit';
import { DRAWING_DEFAULTS, type DrawingTool } from '@folio/shared';

export interface DrawnShape {
  id: string;
  attrs: Record<string, unknown>;
}

/** Spec §3 Drawing state: drawings keyed by ebook id, then page id. */
export interface DrawingState {
  brushColor: string;
  brushSize: number;
  tool: DrawingTool;
  drawings: Record<string, Record<string, DrawnShape[]>>;
  selectedId: string | null;
}

export const initialDrawingState: DrawingState = {
  brushColor: DRAWING_DEFAULTS.brushColor,
  brushSize: DRAWING_DEFAULTS.brushSize,
  tool: DRAWING_DEFAULTS.tool,
  drawings: {},
  selectedId: null,
};

const drawingSlice = createSlice({ name: 'drawing', initialState: initialDrawingState, reducers: {} });
export const drawingReducer = drawingSlice.reducer;
