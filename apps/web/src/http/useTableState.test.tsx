import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { memoryRouter } from '../test/router';
import { useTableState } from './useTableState';

/** The hook on a screen at `address`, with the router to read the address it writes. */
function onScreen(address: string) {
  let router!: ReturnType<typeof memoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= memoryRouter([{ path: '/admin/ebooks', element: children }], { initialEntries: [address] });
    return router.element;
  };
  const hook = renderHook(() => useTableState(10, ['status', 'author_id'], ['author']), { wrapper });
  return { hook, address: () => `${router.history.location.pathname}${router.history.location.search}`, entries: () => router.history.action };
}

describe('a list screen kept in the address', () => {
  it('reads search, filters, page and size from the address, and sends only the filters, never their labels', () => {
    const { hook } = onScreen('/admin/ebooks?search=sea&status=published&author_id=a1&author=Ann&page=3&per_page=25&lng=ar&junk=1');
    expect(hook.result.current.params).toEqual({ page: 3, per_page: 25, search: 'sea', status: 'published', author_id: 'a1' });
    expect(hook.result.current.kept).toEqual({ status: 'published', author_id: 'a1', author: 'Ann' });
  });

  it('writes each change to the address, back to page 1 for a new search or filter, keeping keys it does not own', () => {
    const { hook, address, entries } = onScreen('/admin/ebooks?lng=ar&page=4');
    act(() => hook.result.current.tableProps({ rows: [], loading: false, lastPage: 9 }).onSearch('whale'));
    expect(address()).toBe('/admin/ebooks?lng=ar&search=whale');
    act(() => hook.result.current.setPage(2));
    expect(address()).toBe('/admin/ebooks?lng=ar&page=2&search=whale');
    act(() => hook.result.current.setFilters({ author_id: 'a2', author: 'Bo' }));
    expect(address()).toBe('/admin/ebooks?lng=ar&search=whale&author_id=a2&author=Bo');
    // Clearing a filter takes its key out; the default page size stays out of the address.
    act(() => hook.result.current.setFilters({ author_id: '', author: '' }));
    act(() => hook.result.current.tableProps({ rows: [], loading: false, lastPage: 9 }).onPageSizeChange(10));
    expect(address()).toBe('/admin/ebooks?lng=ar&search=whale');
    // Changes replace the entry: Back leaves the screen instead of stepping through each keystroke.
    expect(entries()).toBe('REPLACE');
  });

  it('reads nonsense in the address as the defaults', () => {
    const { hook } = onScreen('/admin/ebooks?page=0&per_page=-5');
    expect(hook.result.current.params).toEqual({ page: 1, per_page: 10, search: '' });
  });
});
