import { act, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render';
import { PageIndicator } from './PageIndicator';
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
});
