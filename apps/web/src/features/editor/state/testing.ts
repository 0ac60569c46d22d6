import type { UnknownAction } from '@reduxjs/toolkit';
import { vi, type MockInstance } from 'vitest';
import type { BookElement, BookPage } from '@folio/shared';
import { editorReducer, initialEditorState, type EditorState } from './editorSlice';

/** Factories for the editor state tests. */
export const el = (id: string, over: Partial<BookElement> = {}): BookElement => ({
  id,
  type: 'shape',
  position: { x: 50, y: 50 },
  size: { width: 200, height: 50 },
  style: {},
  ...over,
});

export const pg = (id: string, elements: BookElement[] = [], over: Partial<BookPage> = {}): BookPage => ({
  id,
  name: id.toUpperCase(),
  elements,
  layout: { gutter: 50, columns: 2 },
  style: {},
  ...over,
});

export const stateWith = (over: Partial<EditorState> = {}): EditorState => ({ ...initialEditorState, ...over });

/** Runs actions through the history-wrapped reducer, as the store does. */
export const run = (state: EditorState, ...actions: UnknownAction[]) => actions.reduce<EditorState>((s, action) => editorReducer(s, action), state);

export const idsOf = (page: BookPage | undefined) => page?.elements.map((e) => e.id);

/** Silences console.warn and answers the spy, to assert the spec §8 warnings. */
export const spyWarn = (): MockInstance<typeof console.warn> => vi.spyOn(console, 'warn').mockImplementation(() => {});
