import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { memoryRouter } from '../../test/router';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../app/store';
import { addressPageFor, otherViewAddress, pageFromAddress, usePageAddress } from './pageAddress';
import { nextPage, setEbookData } from './readerSlice';
import { useReader } from './useReader';

describe('the page in the address', () => {
  it('reads a page number from 1, and nothing else', () => {
    expect(pageFromAddress('12')).toBe(12);
    expect(pageFromAddress(' 3 ')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '12abc', '9999999']) expect(pageFromAddress(bad), String(bad)).toBeNull();
  });

  it('names the first page of the view, unless it already names a page of the view', () => {
    // A spread shows pages 11–12 (indexes 10, 11): ?page=12 stays, ?page=3 or none becomes 11.
    expect(addressPageFor(10, 20, false, 12)).toBeNull();
    expect(addressPageFor(10, 20, false, 11)).toBeNull();
    expect(addressPageFor(10, 20, false, 3)).toBe(11);
    expect(addressPageFor(10, 20, false, null)).toBe(11);
    // One page at a time on a phone.
    expect(addressPageFor(11, 20, true, 11)).toBe(12);
  });

  it('switches view at the same page, keeping an embed', () => {
    expect(otherViewAddress('flip', 'b 1', false, 11)).toBe('/ebooks/b%201?page=12');
    expect(otherViewAddress('scroll', 'b1', true, 0)).toBe('/flipbooks/b1?embed=1&page=1');
  });

  it('follows the reader by replacing the history entry, keeping the other parameters', async () => {
    function Probe() {
      const currentPage = useReader((r) => r.currentPage);
      usePageAddress({ ready: true, currentPage, pageCount: 20, isMobile: false });
      return null;
    }
    const store = createStore();
    act(() => void store.dispatch(setEbookData({ pages: Array.from({ length: 20 }, (_, i) => ({ id: `p${i}`, name: '' })), page: 11 })));
    const router = memoryRouter([{ path: '/flipbooks/:id', element: <Probe /> }, { path: '/elsewhere', element: null }], {
      initialEntries: ['/elsewhere', '/flipbooks/b1?embed=1&page=12'],
      initialIndex: 1,
    });
    render(
      <Provider store={store}>
        {router.element}
      </Provider>,
    );
    await act(async () => {});
    // The spread 11–12 holds page 12: the address is left as it is.
    expect(router.history.location.search).toBe('?embed=1&page=12');

    for (let turn = 0; turn < 2; turn += 1) await act(async () => void store.dispatch(nextPage()));
    expect(router.history.location.search).toBe('?embed=1&page=15');
    expect(router.history.action).toBe('REPLACE');
    // Still one entry for the book: going back leaves it.
    await act(async () => router.history.go(-1));
    expect(router.history.location.pathname).toBe('/elsewhere');
  });
});
