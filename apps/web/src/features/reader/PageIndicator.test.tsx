import { act, screen, waitFor } from '@testing-library/react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render';
import { PageIndicator } from './PageIndicator';
import { ReaderBook, type ReaderBookContext } from './ReaderContext';
import { PREVIEW_END_ID } from './readerBook';
import { setEbookData, setWidth } from './readerSlice';

describe('the page indicator', () => {
  it('says the pages are loading while a PDF opens, not that the preview has ended', () => {
    const { store, rerender } = renderWithStore(<PageIndicator totalPages={10} loading />);
    act(() => void store.dispatch(setWidth(1200)));
    expect(screen.getByTestId('page-indicator').textContent).toBe('Loading the pages…');
    act(() => void store.dispatch(setEbookData({ pages: [{ id: 'a', name: '' }, { id: 'b', name: '' }, { id: 'c', name: '' }, { id: 'd', name: '' }, { id: PREVIEW_END_ID, name: '' }] })));
    rerender(
      <Provider store={store}>
        <PageIndicator totalPages={10} />
      </Provider>,
    );
    expect(screen.getByTestId('page-indicator').textContent).toBe('Pages 1–2 of 10');
    act(() => void store.dispatch(setEbookData({ pages: store.getState().reader.ebookData.pages, page: 4 })));
    expect(screen.getByTestId('page-indicator').textContent).toBe('End of the preview');
  });

  it('says a book without pages has none', () => {
    renderWithStore(<PageIndicator totalPages={0} />);
    expect(screen.getByTestId('page-indicator').textContent).toBe('No pages');
  });

  it("names a PDF's pages by its own page labels, with their numbers beside, and only where a label is not the number", async () => {
    const labels = ['i', 'ii', 'iii', 'iv', '1', '2', '7', '8'];
    const pdf = { numPages: labels.length, getPageLabels: async () => labels } as unknown as PDFDocumentProxy;
    const book = { pdf } as ReaderBookContext;
    const { store } = renderWithStore(
      <ReaderBook.Provider value={book}>
        <PageIndicator totalPages={8} />
      </ReaderBook.Provider>,
    );
    const pages = labels.map((_, i) => ({ id: `p${i}`, name: '' }));
    act(() => void store.dispatch(setWidth(400)));
    act(() => void store.dispatch(setEbookData({ pages, page: 3 })));
    await waitFor(() => expect(screen.getByTestId('page-indicator').textContent).toBe('Page iv (4 of 8)'));
    // The PDF's label is set apart from the words around it (bidi isolation), whatever its script.
    expect(screen.getByTestId('page-indicator').querySelector('bdi')?.textContent).toBe('iv');
    act(() => void store.dispatch(setWidth(1200)));
    expect(screen.getByTestId('page-indicator').textContent).toBe('Pages iii–iv (3–4 of 8)');
    act(() => void store.dispatch(setEbookData({ pages, page: 4 })));
    expect(screen.getByTestId('page-indicator').textContent).toBe('Pages 1–2 (5–6 of 8)');
    act(() => void store.dispatch(setEbookData({ pages, page: 6 })));
    expect(screen.getByTestId('page-indicator').textContent).toBe('Pages 7–8 of 8');
  });

  it('keeps to page numbers for a PDF whose labels only repeat them', async () => {
    const pdf = { numPages: 3, getPageLabels: async () => ['1', '2', '3'] } as unknown as PDFDocumentProxy;
    const { store } = renderWithStore(
      <ReaderBook.Provider value={{ pdf } as ReaderBookContext}>
        <PageIndicator totalPages={3} />
      </ReaderBook.Provider>,
    );
    act(() => void store.dispatch(setWidth(400)));
    act(() => void store.dispatch(setEbookData({ pages: [{ id: 'a', name: '' }, { id: 'b', name: '' }, { id: 'c', name: '' }], page: 1 })));
    await act(async () => {});
    expect(screen.getByTestId('page-indicator').textContent).toBe('Page 2 of 3');
  });
});
