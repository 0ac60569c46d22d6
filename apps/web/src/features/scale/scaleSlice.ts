import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REFERENCE_PAGE_SIZE } from '@folio/shared';
import { clampScale, fitScale as fitScaleOf, ZOOM_STEP, type Size, type WindowSize } from './fit';

/** Spec §3 Scale state. Persisted (spec §9). */
export interface ScaleState {
  size: Size;
  scale: number;
  zoomMode: boolean;
  defaultScale: number;
}

export const initialScaleState: ScaleState = { size: { ...REFERENCE_PAGE_SIZE }, scale: 1, zoomMode: false, defaultScale: 1 };

/** Spec §4 Scale: a scale other than the default one turns zoom mode on, the default one turns it off. */
function chooseScale(state: ScaleState, scale: number) {
  state.scale = clampScale(scale);
  state.zoomMode = state.scale !== state.defaultScale;
}

const scaleSlice = createSlice({
  name: 'scale',
  initialState: initialScaleState,
  reducers: {
    /** The size of the page being shown (the element that fit scale fits). */
    setSize(state, action: PayloadAction<Size>) {
      state.size = { width: action.payload.width, height: action.payload.height };
    },
    setScale(state, action: PayloadAction<number>) {
      chooseScale(state, action.payload);
    },
    zoomIn(state) {
      chooseScale(state, state.scale + ZOOM_STEP);
    },
    zoomOut(state) {
      chooseScale(state, state.scale - ZOOM_STEP);
    },
    /** Spec §4: fits the page size into the window; zoom mode is left as it is. */
    fitScale(state, action: PayloadAction<WindowSize>) {
      state.scale = fitScaleOf(state.size, action.payload);
    },
    /** Spec §4: fits the 816:1056 reference page into the window the same way and turns zoom mode off. */
    resetScale(state, action: PayloadAction<WindowSize>) {
      state.scale = fitScaleOf(REFERENCE_PAGE_SIZE, action.payload);
      state.zoomMode = false;
    },
  },
});

export const { setSize, setScale, zoomIn, zoomOut, fitScale, resetScale } = scaleSlice.actions;
export const scaleReducer = scaleSlice.reducer;
