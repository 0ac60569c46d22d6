import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, rowNumber, SEARCH_DEBOUNCE_MS, type DataTableProps } from './DataTable';
import { pageItems } from './Pagination';

interface Row { id: string; name: string }
const rows: Row[] = [{ id: 'a', name: 'Alpha' }, { id: 'b', name: 'Beta' }];

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const handlers = { onPageChange: vi.fn(), onPageSizeChange: vi.fn(), onSearch: vi.fn(), onAction: vi.fn() };
  render(
    <DataTable<Row>
      title="Things"
      columns={[{ header: 'Name', cell: (r) => r.name }]}
      rows={rows}
      rowKey={(r) => r.id}
      loading={false}
      page={3}
      pageSize={10}
      pageCount={5}
      onPageChange={handlers.onPageChange}
      onPageSizeChange={handlers.onPageSizeChange}
      onSearch={handlers.onSearch}
      action={{ label: 'Add thing', onClick: handlers.onAction }}
      {...props}
    />,
  );
  return handlers;
}

describe('the reusable data table (spec §2)', () => {
  it("numbers rows (page-1)*page size + index + 1 in the '#' column", () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(3, 20, 4)).toBe(45);
    renderTable();
    expect(screen.getByRole('columnheader', { name: '#' })).toBeTruthy();
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(within(bodyRows[0]!).getAllByRole('cell')[0]!.textContent).toBe('21');
    expect(within(bodyRows[1]!).getAllByRole('cell')[0]!.textContent).toBe('22');
  });

  it('shows one skeleton row per page-size row while loading', () => {
    renderTable({ loading: true, pageSize: 20 });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(20);
    expect(screen.queryByText('Alpha')).toBeNull();
  });

  it("says 'No data found' when there are no rows", () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No data found')).toBeTruthy();
  });

  it("says a failed load could not be loaded, not 'No data found', and tries again on request", () => {
    const onRetry = vi.fn();
    renderTable({ rows: [], onRetry });
    expect(screen.queryByText('No data found')).toBeNull();
    expect(screen.getByText('The list could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("offers 'Rows per page:' 10, 20, 30 and 50 and reports a change", () => {
    const h = renderTable();
    const select = screen.getByLabelText('Rows per page:') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['10', '20', '30', '50']);
    fireEvent.change(select, { target: { value: '30' } });
    expect(h.onPageSizeChange).toHaveBeenCalledWith(30);
  });

  it('highlights the current page and reports page changes, previous and next', () => {
    const h = renderTable();
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(h.onPageChange.mock.calls).toEqual([[5], [2], [4]]);
  });

  it('shows the title, the action button with its label, and stripes rows by default', () => {
    const h = renderTable();
    expect(screen.getByRole('heading', { name: 'Things' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add thing' }));
    expect(h.onAction).toHaveBeenCalled();
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows[1]!.className).toContain('bg-gray-50');
  });

  describe('search', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("has the placeholder 'Search...' and calls back once typing pauses", () => {
      const h = renderTable();
      const box = screen.getByPlaceholderText('Search...');
      fireEvent.change(box, { target: { value: 'al' } });
      fireEvent.change(box, { target: { value: 'alp' } });
      expect(h.onSearch).not.toHaveBeenCalled();
      act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
      expect(h.onSearch).toHaveBeenCalledExactlyOnceWith('alp');
    });

    it('has no search box without a search callback', () => {
      renderTable({ onSearch: undefined });
      expect(screen.queryByPlaceholderText('Search...')).toBeNull();
    });
  });
});

describe('page buttons', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});
