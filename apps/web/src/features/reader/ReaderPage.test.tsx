import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { BookPage } from '@folio/shared';
import { createStore } from '../../app/store';
import { PageContentCache, type FetchPageRange } from './pageContent';
import { ReaderBook, type ReaderBookContext } from './ReaderContext';
import { PageSurface } from './ReaderPage';
import { setEbookData } from './readerSlice';

// A PDF book here starts loading pdf.js, and never draws.
vi.mock('pdfjs-dist', () => import('../../test/pdfjsStub'));

const page: BookPage = {
  id: 'p0',
  name: 'Cover',
  layout: { gutter: 50, columns: 2 },
  style: {},
  elements: [{ id: 'h', type: 'heading', position: { x: 10, y: 10 }, size: { width: 300, height: 60 }, style: {}, text: 'Rock Pools', level: 1 }],
};

function show(fetchRange: FetchPageRange, kind: 'ebook' | 'pdf' = 'ebook') {
  const store = createStore();
  store.dispatch(setEbookData({ pages: [{ id: 'p0', name: 'Page 1' }] }));
  const book: ReaderBookContext = {
    ebookId: 'b1', title: 'Rock Pools', kind, pdf: null, pages: new PageContentCache(fetchRange, 1),
    size: { width: 400, height: 600 }, onNavigate: () => {}, previewPrice: null, embed: false, hasNotes: false,
    searchHere: null,
  };
  return render(
    <Provider store={store}>
      <ReaderBook.Provider value={book}>
        <PageSurface index={0} scale={0.5} mode="read" />
      </ReaderBook.Provider>
    </Provider>,
  );
}

describe('a page of the reader', () => {
  it('holds the place of the page at its size while its content is fetched, then shows it', async () => {
    let answer!: (pages: BookPage[]) => void;
    const fetchRange = vi.fn<FetchPageRange>(() => new Promise((resolve) => (answer = (pages) => resolve({ pages }))));
    const { container } = show(fetchRange);
    const placeholder = container.querySelector<HTMLElement>('[data-page-placeholder="loading"]')!;
    expect(placeholder.style.width).toBe('200px');
    expect(placeholder.style.height).toBe('300px');
    expect(screen.getByText('Loading the page…')).toBeTruthy();
    await act(async () => {});
    expect(fetchRange).toHaveBeenCalledExactlyOnceWith(0, 1);

    await act(async () => answer([page]));
    expect(await screen.findByText('Rock Pools')).toBeTruthy();
    expect(container.querySelector('[data-page-placeholder]')).toBeNull();
  });

  it('says when the page could not be fetched and fetches it again on request', async () => {
    const fetchRange = vi.fn<FetchPageRange>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ pages: [page] });
    show(fetchRange);
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rock Pools')).toBeTruthy();
    expect(fetchRange).toHaveBeenCalledTimes(2);
  });

  it('shows a PDF page as loading, with a spinner named for screen readers, until it can be drawn', () => {
    const { container } = show(vi.fn<FetchPageRange>(), 'pdf');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading the page…');
    expect(container.querySelector<HTMLElement>('[data-page-loading]')?.parentElement?.style.width).toBe('200px');
  });
});
