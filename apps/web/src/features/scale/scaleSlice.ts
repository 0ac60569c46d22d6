import { createSlice } from '@reduxjs/toolkit';

/** Spec §3 Scale state. Persisted (spec §9). */
export interface ScaleState {
  size: { width: number; height: number };
  scale: number;
  zoomMode: boolean;
  defaultScale: number;
}

export const initialScaleState: ScaleState = { size: { width: 816, height: 1056 }, scale: 1, zoomMode: false, defaultScale: 1 };

const scaleSlice = createSlice({ name: 'scale', initialState: initialScaleState, reducers: {} });
export const scaleReducer = scaleSlice.reducer;
