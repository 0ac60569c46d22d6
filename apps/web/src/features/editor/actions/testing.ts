import { vi } from 'vitest';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { BookElement, BookPage } from '@folio/shared';
import type { RootState } from '../../../app/store';
import { scaleReducer } from '../../scale/scaleSlice';
import { toolbarReducer } from '../../toolbar/toolbarSlice';
import { editorReducer, setPages } from '../state/editorSlice';
import { getAction, isEnabled } from './registry';
import type { EditorUi } from './types';

/** Factories for the action tests: the slices the actions read, and a way to run an action by id. */
export const element = (id: string, x: number, over: Partial<BookElement> = {}): BookElement => ({
  id,
  type: 'shape',
  position: { x, y: 10 },
  size: { width: 20, height: 20 },
  style: {},
  ...over,
});

export const page = (id: string, elements: BookElement[] = []): BookPage => ({ id, name: id, elements, layout: { gutter: 50, columns: 2 }, style: {} });

export function editorStore(pages: BookPage[] = [page('p1', [element('a', 0), element('b', 100), element('c', 200, { style: { locked: true } })])]) {
  const store = configureStore({ reducer: combineReducers({ editor: editorReducer, toolbar: toolbarReducer, scale: scaleReducer }) });
  store.dispatch(setPages(pages));
  const getState = () => store.getState() as unknown as RootState;
  const ui: EditorUi = { saveNow: vi.fn(), openHelp: vi.fn(), confirmDeletePage: vi.fn(), viewport: () => ({ width: 1000, height: 800 }), toggleSidebar: vi.fn() };
  const run = (id: string) => getAction(id).run(store.dispatch, getState, ui);
  return { store, getState, ui, run, enabled: (id: string) => isEnabled(getAction(id), getState()) };
}
