import { createSlice } from '@reduxjs/toolkit';
import type { BookPage } from '@folio/shared';

/** Spec §3 Reader state. (The reader work fills in the transitions of spec §4 Reader.) */
export interface ReaderState {
  currentPage: number;
  ebookData: { pages: BookPage[] };
  isMobile: boolean;
  showGallery: boolean;
  isTextToSpeechEnabled: boolean;
  currentReadingElementId: string | null;
  textToSpeechSettings: { pitch: number; rate: number; volume: number; voice: string };
  /** null while reading; 'draw' or 'note' while one of the annotation layers takes the pointer. */
  selectedTool: 'draw' | 'note' | null;
  noteTakingLayer: boolean;
  noteTakingLayerData: unknown[];
  width: number;
}

export const initialReaderState: ReaderState = {
  currentPage: 0,
  ebookData: { pages: [] },
  isMobile: false,
  showGallery: false,
  isTextToSpeechEnabled: false,
  currentReadingElementId: null,
  textToSpeechSettings: { pitch: 1, rate: 1, volume: 1, voice: '' },
  selectedTool: null,
  noteTakingLayer: false,
  noteTakingLayerData: [],
  width: typeof window === 'undefined' ? 1024 : window.innerWidth,
};

const readerSlice = createSlice({ name: 'reader', initialState: initialReaderState, reducers: {} });
export const readerReducer = readerSlice.reducer;
