import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../app/store';
import { api } from '../../http/client';
import { respond } from '../../test/respond';
import { saveLocalNotes } from '../drawing/annotationStorage';
import { continueOffer, loadLocalPosition, positionKey, POSITION_SAVE_DELAY_MS, saveLocalPosition, useReadingPosition } from './readingPosition';
import { goToPage, nextPage, setEbookData } from './readerSlice';
import { useReader } from './useReader';

const BOOK = 'book-1';
const pages = Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, name: '' }));

describe('the offer to continue', () => {
  const base = { remembered: 12, fromAddress: false, openedAt: 0, currentPage: 0, pageCount: 20, isMobile: false };
  it('offers a remembered page past the opening view', () => {
    expect(continueOffer(base)).toBe(12);
    // Past the end of the book as it is now (a preview, a shorter book): its last page.
    expect(continueOffer({ ...base, remembered: 40 })).toBe(20);
  });
  it('offers nothing for page 1 or a page in view, after a link to a page, once the reader moved, or before the book is open', () => {
    expect(continueOffer({ ...base, remembered: 1 })).toBeNull();
    expect(continueOffer({ ...base, remembered: 2 })).toBeNull();
    expect(continueOffer({ ...base, remembered: null })).toBeNull();
    expect(continueOffer({ ...base, fromAddress: true })).toBeNull();
    expect(continueOffer({ ...base, currentPage: 2 })).toBeNull();
    expect(continueOffer({ ...base, openedAt: null })).toBeNull();
    expect(continueOffer({ ...base, remembered: 2, isMobile: true })).toBe(2);
  });
});

describe("a visitor's position in this browser", () => {
  beforeEach(() => window.localStorage.clear());
  it('is kept per book, and a damaged entry reads as none', () => {
    saveLocalPosition(BOOK, 7);
    expect(loadLocalPosition(BOOK)).toBe(7);
    expect(loadLocalPosition('other')).toBeNull();
    for (const bad of ['{', '{"page":0}', '{"page":"3"}', 'null']) {
      window.localStorage.setItem(positionKey(BOOK), bad);
      expect(loadLocalPosition(BOOK), bad).toBeNull();
    }
  });
});

/** The hook as the reader uses it: the page from the reader's state, which the book opened at `opening` (an index). */
function open({ signedIn, opening = 0, fromAddress = false }: { signedIn: boolean; opening?: number; fromAddress?: boolean }) {
  const store = createStore();
  store.dispatch(setEbookData({ pages, page: opening }));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const hook = renderHook(
    () => {
      const currentPage = useReader((r) => r.currentPage);
      return useReadingPosition({ ebookId: BOOK, signedIn, ready: true, currentPage, pageCount: pages.length, isMobile: false, fromAddress });
    },
    { wrapper },
  );
  return { store, ...hook };
}

describe('remembering where the reader is', () => {
  const saved = { adapter: api.transport };
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    api.transport = saved.adapter;
  });
  /** The reader stays on a page as long as the save waits for, on the fake clock; what is saved then is sent. */
  const stay = () => act(() => vi.advanceTimersByTimeAsync(POSITION_SAVE_DELAY_MS));

  it("offers a visitor's remembered page, goes there when asked, and remembers each page turn once the reader stays", async () => {
    saveLocalPosition(BOOK, 12);
    const { store, result } = open({ signedIn: false });
    expect(result.current.offer).toBe(12);
    act(() => result.current.accept());
    expect(store.getState().reader.currentPage).toBe(10);
    expect(result.current.offer).toBeNull();
    await stay();
    // The spread 11–12 holds the page offered: it stays the page remembered.
    expect(loadLocalPosition(BOOK)).toBe(12);

    act(() => void store.dispatch(nextPage()));
    act(() => void store.dispatch(nextPage()));
    expect(loadLocalPosition(BOOK)).toBe(12);
    await stay();
    expect(loadLocalPosition(BOOK)).toBe(15);
  });

  it('does not remember the page a book opens at, and dismissing the offer keeps the reader where they are', async () => {
    saveLocalPosition(BOOK, 12);
    const { store, result } = open({ signedIn: false });
    act(() => result.current.dismiss());
    expect(result.current.offer).toBeNull();
    expect(store.getState().reader.currentPage).toBe(0);
    await stay();
    expect(loadLocalPosition(BOOK)).toBe(12);
  });

  it('follows a link to a page without offering, and saves what is waiting when the reader leaves', () => {
    saveLocalPosition(BOOK, 12);
    const { store, result, unmount } = open({ signedIn: false, opening: 4, fromAddress: true });
    expect(result.current.offer).toBeNull();
    act(() => void store.dispatch(goToPage(8)));
    unmount();
    expect(loadLocalPosition(BOOK)).toBe(9);
  });

  it('says a visitor has notes in the book when this browser holds some', () => {
    expect(open({ signedIn: false }).result.current.hasNotes).toBe(false);
    saveLocalNotes(BOOK, [{ id: 'n1', ebook_id: BOOK, page_id: 'p1', x: 1, y: 1, text: 'Mine', color: null, created_at: '', updated_at: '' }]);
    expect(open({ signedIn: false }).result.current.hasNotes).toBe(true);
  });

  it("reads a signed-in reader's position and notes from the server and saves there, debounced", async () => {
    const seen = respond(200, { data: { ebook_id: BOOK, page: 9, updated_at: '2026-11-20T10:00:00.000Z', has_notes: true } });
    const { store, result } = open({ signedIn: true });
    await vi.waitFor(() => expect(result.current.offer).toBe(9));
    expect(result.current.hasNotes).toBe(true);
    expect(seen[0]).toMatchObject({ method: 'get', url: '/public/ebooks/book-1/reading-position' });

    act(() => void store.dispatch(nextPage()));
    act(() => void store.dispatch(nextPage()));
    act(() => void store.dispatch(nextPage()));
    await stay();
    const puts = seen.filter((c) => c.method === 'put');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url).toBe('/public/ebooks/book-1/reading-position');
    expect(JSON.parse(puts[0]!.data as string)).toEqual({ page: 7 });
    // Nothing of a signed-in reader's position is left in the browser.
    expect(loadLocalPosition(BOOK)).toBeNull();
  });
});
