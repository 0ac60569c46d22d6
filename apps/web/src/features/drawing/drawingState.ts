// The drawing slice's state apart from the slice, as the editor's is (editor/state/editorState.ts): the root
// reducer names it among the lazy slices, and the slice imports the root reducer to join it.
import { DRAWING_DEFAULTS, type BookDrawings, type DrawingTool } from '@folio/shared';

/** Spec §3 Drawing state: drawings keyed by ebook id, then page id. Not persisted (spec §9). */
export interface DrawingState {
  brushColor: string;
  brushSize: number;
  tool: DrawingTool;
  drawings: Record<string, BookDrawings>;
  selectedId: string | null;
}

export const initialDrawingState: DrawingState = {
  brushColor: DRAWING_DEFAULTS.brushColor,
  brushSize: DRAWING_DEFAULTS.brushSize,
  tool: DRAWING_DEFAULTS.tool,
  drawings: {},
  selectedId: null,
};
