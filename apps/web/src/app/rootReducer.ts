import { combineSlices, createAction, type Reducer } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/authSlice';
import { toolbarReducer } from '../features/toolbar/toolbarSlice';
import { scaleReducer } from '../features/scale/scaleSlice';
import { readerReducer } from '../features/reader/readerSlice';
import { apiSlice } from '../http/api';
import type { EditorState } from '../features/editor/state/editorState';
import type { DrawingState } from '../features/drawing/drawingState';

/**
 * The slices only the editor and the reader's drawing tools use. Their code (and what it imports) is not part
 * of the public pages: each slice joins the state when its own module first loads, through `injectSlice`,
 * before any screen that reads it renders. Only code that imports a slice's module reads its state. (The
 * reader's slice is small and read by the notes and drawing layers too, so it is always there.)
 */
export interface LazySlices {
  editor: EditorState;
  drawing: DrawingState;
}

export const rootReducer = combineSlices({
  auth: authReducer,
  toolbar: toolbarReducer,
  scale: scaleReducer,
  reader: readerReducer,
  [apiSlice.reducerPath]: apiSlice.reducer,
}).withLazyLoadedSlices<LazySlices>();

/**
 * A lazy slice's state appears at the next action; this one is dispatched right after the injection so that
 * the screens that read the slice find it on their first render.
 */
export const sliceInjected = createAction<keyof LazySlices>('app/sliceInjected');

const injectionListeners = new Set<(name: keyof LazySlices) => void>();

/** Called by each store (app/store.ts), to be told when a slice joins the state. */
export function onSliceInjected(listener: (name: keyof LazySlices) => void) {
  injectionListeners.add(listener);
}

/** A lazily loaded slice, or a reducer under the name it has in the state. */
type LazySlice = { [Name in keyof LazySlices]: { reducerPath: Name; reducer: Reducer<LazySlices[Name]> } }[keyof LazySlices];

/** Adds a lazily loaded slice to the state of every store; called once, by the slice's own module. */
export function injectSlice(slice: LazySlice) {
  rootReducer.inject(slice);
  for (const listener of injectionListeners) listener(slice.reducerPath);
}
