import { describe, expect, it } from 'vitest';
import type { ReaderPageEntry } from './readerBook';
import { MOBILE_BREAKPOINT } from './firstView';
import {
  canGoNext,
  canGoPrevious,
  disableTextToSpeech,
  enableTextToSpeech,
  goToPage,
  initialReaderState,
  nextPage,
  previousPage,
  readerReducer,
  resetPage,
  resetToInitial,
  setCurrentReadingElementId,
  setEbookData,
  setIsMobile,
  setNoteTakingLayerData,
  setSelectedTool,
  setTextToSpeechSettings,
  setWidth,
  toggleGallery,
  toggleNoteTakingLayer,
  type ReaderState,
} from './readerSlice';

const pages = (n: number): ReaderPageEntry[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Page ${i + 1}` }));
const withPages = (n: number, extra: Partial<ReaderState> = {}): ReaderState => ({ ...readerReducer(undefined, setEbookData({ pages: pages(n) })), ...extra });
const run = (state: ReaderState, ...actions: Parameters<typeof readerReducer>[1][]) => actions.reduce(readerReducer, state);

describe('reader slice (spec §3 Reader state, §4 Reader)', () => {
  it('starts with the spec defaults', () => {
    const s = readerReducer(undefined, { type: 'init' });
    expect(s).toMatchObject({
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
    });
  });

  it('next moves by 2 while currentPage is below page count minus 2', () => {
    let s = withPages(6);
    s = run(s, nextPage());
    expect(s.currentPage).toBe(2);
    s = run(s, nextPage());
    expect(s.currentPage).toBe(4);
    expect(canGoNext(s)).toBe(false);
    s = run(s, nextPage());
    expect(s.currentPage).toBe(4);
  });

  it('next reaches the last single page of an odd book and no further', () => {
    const s = run(withPages(5), nextPage(), nextPage(), nextPage());
    expect(s.currentPage).toBe(4);
  });

  it('next does nothing in a book of one or two pages', () => {
    expect(run(withPages(1), nextPage()).currentPage).toBe(0);
    expect(run(withPages(2), nextPage()).currentPage).toBe(0);
    expect(run(withPages(0), nextPage()).currentPage).toBe(0);
  });

  it('previous moves by 2 only while above 0', () => {
    let s = withPages(6, { currentPage: 4 });
    s = run(s, previousPage());
    expect(s.currentPage).toBe(2);
    s = run(s, previousPage());
    expect(s.currentPage).toBe(0);
    expect(canGoPrevious(s)).toBe(false);
    expect(run(s, previousPage()).currentPage).toBe(0);
  });

  it('in mobile mode next and previous move by one page', () => {
    let s = withPages(3, { isMobile: true });
    s = run(s, nextPage());
    expect(s.currentPage).toBe(1);
    s = run(s, nextPage(), nextPage());
    expect(s.currentPage).toBe(2);
    s = run(s, previousPage());
    expect(s.currentPage).toBe(1);
  });

  it('reset returns to page 0; reset-to-initial restores every default', () => {
    expect(run(withPages(6, { currentPage: 4 }), resetPage()).currentPage).toBe(0);
    const busy = run(
      withPages(6, { currentPage: 4 }),
      toggleGallery(),
      enableTextToSpeech(),
      setCurrentReadingElementId('e1'),
      setTextToSpeechSettings({ rate: 2, voice: 'Alex' }),
      toggleNoteTakingLayer(),
      setNoteTakingLayerData([{ id: 'n' }]),
      setIsMobile(true),
    );
    expect(run(busy, resetToInitial())).toEqual(initialReaderState);
  });

  it('sets the book data from its first page', () => {
    const s = run(withPages(4, { currentPage: 2, currentReadingElementId: 'x' }), setEbookData({ pages: pages(8) }));
    expect(s.ebookData.pages).toHaveLength(8);
    expect(s.currentPage).toBe(0);
    expect(s.currentReadingElementId).toBeNull();
  });

  it('opens a book at the view holding a given page, clamped to the book', () => {
    expect(run(withPages(0), setEbookData({ pages: pages(20), page: 11 })).currentPage).toBe(10);
    expect(run(withPages(0), setEbookData({ pages: pages(20), page: 99 })).currentPage).toBe(18);
    expect(run(withPages(0), setIsMobile(true), setEbookData({ pages: pages(20), page: 11 })).currentPage).toBe(11);
    expect(run(withPages(0), setEbookData({ pages: [], page: 11 })).currentPage).toBe(0);
  });

  it('goes to the spread that contains a page, clamped to the book', () => {
    expect(run(withPages(10), goToPage(7)).currentPage).toBe(6);
    expect(run(withPages(10), goToPage(4)).currentPage).toBe(4);
    expect(run(withPages(10), goToPage(99)).currentPage).toBe(8);
    expect(run(withPages(10), goToPage(-3)).currentPage).toBe(0);
    expect(run(withPages(10, { isMobile: true }), goToPage(7)).currentPage).toBe(7);
  });

  it('follows the window width into and out of mobile mode', () => {
    let s = run(withPages(10), setWidth(MOBILE_BREAKPOINT - 1));
    expect(s).toMatchObject({ width: MOBILE_BREAKPOINT - 1, isMobile: true });
    s = run(s, nextPage(), nextPage(), nextPage());
    expect(s.currentPage).toBe(3);
    s = run(s, setWidth(MOBILE_BREAKPOINT));
    expect(s).toMatchObject({ width: MOBILE_BREAKPOINT, isMobile: false, currentPage: 2 });
  });

  it('toggles the gallery, or sets it', () => {
    let s = run(withPages(2), toggleGallery());
    expect(s.showGallery).toBe(true);
    s = run(s, toggleGallery());
    expect(s.showGallery).toBe(false);
    expect(run(s, toggleGallery(false)).showGallery).toBe(false);
  });

  it('enables text-to-speech; disabling it forgets the element being read', () => {
    let s = run(withPages(2), enableTextToSpeech(), setCurrentReadingElementId('e1'));
    expect(s).toMatchObject({ isTextToSpeechEnabled: true, currentReadingElementId: 'e1' });
    s = run(s, disableTextToSpeech());
    expect(s).toMatchObject({ isTextToSpeechEnabled: false, currentReadingElementId: null });
  });

  it('merges speech settings and keeps them within the Web Speech ranges', () => {
    let s = run(withPages(2), setTextToSpeechSettings({ rate: 1.5, voice: 'Samantha' }));
    expect(s.textToSpeechSettings).toEqual({ pitch: 1, rate: 1.5, volume: 1, voice: 'Samantha' });
    s = run(s, setTextToSpeechSettings({ pitch: 5, volume: -1, rate: 50 }));
    expect(s.textToSpeechSettings).toEqual({ pitch: 2, rate: 10, volume: 0, voice: 'Samantha' });
  });

  it('chooses the annotation tool; the note layer brings and takes the note tool', () => {
    let s = run(withPages(2), setSelectedTool('draw'));
    expect(s.selectedTool).toBe('draw');
    s = run(s, toggleNoteTakingLayer());
    expect(s).toMatchObject({ noteTakingLayer: true, selectedTool: 'note' });
    s = run(s, toggleNoteTakingLayer());
    expect(s).toMatchObject({ noteTakingLayer: false, selectedTool: null });
    s = run(s, toggleNoteTakingLayer(), setSelectedTool('draw'), toggleNoteTakingLayer());
    expect(s).toMatchObject({ noteTakingLayer: false, selectedTool: 'draw' });
    expect(run(s, setSelectedTool(null)).selectedTool).toBeNull();
  });

  it('stores the note layer data', () => {
    expect(run(withPages(2), setNoteTakingLayerData([{ id: 'n1' }])).noteTakingLayerData).toEqual([{ id: 'n1' }]);
  });
});
