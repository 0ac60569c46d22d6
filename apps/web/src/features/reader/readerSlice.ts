import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReaderPageEntry } from './readerBook';
import { MOBILE_BREAKPOINT } from './firstView';

/** Spec §9 speech defaults; the bounds are the Web Speech API's own. */
export const SPEECH_DEFAULTS = { pitch: 1, rate: 1, volume: 1, voice: '' } as const;
const SPEECH_BOUNDS = { pitch: [0, 2], rate: [0.1, 10], volume: [0, 1] } as const;

export type TextToSpeechSettings = { pitch: number; rate: number; volume: number; voice: string };

/** Spec §3 Reader state. */
export interface ReaderState {
  /** Index of the first page shown: the left page of the spread, or the only page in mobile mode. */
  currentPage: number;
  /** The pages paged through (ids and names; their content is fetched as they are shown). */
  ebookData: { pages: ReaderPageEntry[] };
  isMobile: boolean;
  showGallery: boolean;
  isTextToSpeechEnabled: boolean;
  currentReadingElementId: string | null;
  textToSpeechSettings: TextToSpeechSettings;
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
  textToSpeechSettings: { ...SPEECH_DEFAULTS },
  selectedTool: null,
  noteTakingLayer: false,
  noteTakingLayerData: [],
  width: typeof window === 'undefined' ? 1024 : window.innerWidth,
};

/**
 * How far next and previous move: 2 in the spread view (spec §4, §9). Mobile mode shows one page, so
 * there they move by 1 (next allowed while currentPage < page count − 1): moving by 2 would skip every
 * other page.
 */
const pageStep = (state: Pick<ReaderState, 'isMobile'>) => (state.isMobile ? 1 : 2);

export const canGoNext = (state: Pick<ReaderState, 'isMobile' | 'currentPage' | 'ebookData'>) =>
  state.currentPage < state.ebookData.pages.length - pageStep(state);
export const canGoPrevious = (state: Pick<ReaderState, 'currentPage'>) => state.currentPage > 0;

/** The first page of the view that shows `index`: the spread's left page, or the page itself on mobile. */
export function viewStartOf(index: number, pageCount: number, isMobile: boolean): number {
  if (pageCount <= 0) return 0;
  const clamped = Math.min(Math.max(0, Math.trunc(index)), pageCount - 1);
  return isMobile ? clamped : clamped - (clamped % 2);
}

const clamp = (value: number, [min, max]: readonly [number, number]) => Math.min(max, Math.max(min, value));

function applyMobile(state: ReaderState, isMobile: boolean) {
  state.isMobile = isMobile;
  // Leaving mobile mode on an odd page lands on the spread that holds it.
  state.currentPage = viewStartOf(state.currentPage, state.ebookData.pages.length, isMobile);
}

const readerSlice = createSlice({
  name: 'reader',
  initialState: initialReaderState,
  reducers: {
    nextPage(state) {
      if (canGoNext(state)) state.currentPage += pageStep(state);
    },
    previousPage(state) {
      if (canGoPrevious(state)) state.currentPage = Math.max(0, state.currentPage - pageStep(state));
    },
    resetPage(state) {
      state.currentPage = 0;
    },
    resetToInitial() {
      return { ...initialReaderState, ebookData: { pages: [] }, textToSpeechSettings: { ...SPEECH_DEFAULTS }, noteTakingLayerData: [] };
    },
    /** Gallery thumbnails and links to pages: lands on the view containing the page. */
    goToPage(state, action: PayloadAction<number>) {
      state.currentPage = viewStartOf(action.payload, state.ebookData.pages.length, state.isMobile);
    },
    /** A new book: its pages, from the start or from the view holding `page` (an index: the address's page, or the page kept while the list is renamed). */
    setEbookData(state, action: PayloadAction<{ pages: ReaderPageEntry[]; page?: number }>) {
      state.ebookData = { pages: action.payload.pages };
      state.currentPage = viewStartOf(action.payload.page ?? 0, action.payload.pages.length, state.isMobile);
      state.currentReadingElementId = null;
    },
    /** The window width; mobile mode follows it (MOBILE_BREAKPOINT). */
    setWidth(state, action: PayloadAction<number>) {
      state.width = action.payload;
      applyMobile(state, action.payload < MOBILE_BREAKPOINT);
    },
    setIsMobile(state, action: PayloadAction<boolean>) {
      applyMobile(state, action.payload);
    },
    toggleGallery(state, action: PayloadAction<boolean | undefined>) {
      state.showGallery = action.payload ?? !state.showGallery;
    },
    enableTextToSpeech(state) {
      state.isTextToSpeechEnabled = true;
    },
    disableTextToSpeech(state) {
      state.isTextToSpeechEnabled = false;
      state.currentReadingElementId = null;
    },
    setCurrentReadingElementId(state, action: PayloadAction<string | null>) {
      state.currentReadingElementId = action.payload;
    },
    setTextToSpeechSettings(state, action: PayloadAction<Partial<TextToSpeechSettings>>) {
      const next = { ...state.textToSpeechSettings, ...action.payload };
      state.textToSpeechSettings = {
        pitch: clamp(Number(next.pitch) || 0, SPEECH_BOUNDS.pitch),
        rate: clamp(Number(next.rate) || SPEECH_BOUNDS.rate[0], SPEECH_BOUNDS.rate),
        volume: clamp(Number(next.volume) || 0, SPEECH_BOUNDS.volume),
        voice: String(next.voice ?? ''),
      };
    },
    setSelectedTool(state, action: PayloadAction<'draw' | 'note' | null>) {
      state.selectedTool = action.payload;
    },
    /**
     * The note layer on: the notes panel open, notes shown and the pointer adds notes; off: the note tool dropped
     * (a book that already has the reader's notes keeps showing their pins: NotesLayer).
     */
    toggleNoteTakingLayer(state) {
      state.noteTakingLayer = !state.noteTakingLayer;
      if (state.noteTakingLayer) state.selectedTool = 'note';
      else if (state.selectedTool === 'note') state.selectedTool = null;
    },
    setNoteTakingLayerData(state, action: PayloadAction<unknown[]>) {
      state.noteTakingLayerData = action.payload;
    },
  },
});

export const {
  nextPage,
  previousPage,
  resetPage,
  resetToInitial,
  goToPage,
  setEbookData,
  setWidth,
  setIsMobile,
  toggleGallery,
  enableTextToSpeech,
  disableTextToSpeech,
  setCurrentReadingElementId,
  setTextToSpeechSettings,
  setSelectedTool,
  toggleNoteTakingLayer,
  setNoteTakingLayerData,
} = readerSlice.actions;
export const readerReducer = readerSlice.reducer;
