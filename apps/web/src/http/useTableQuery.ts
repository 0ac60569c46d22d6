import { useState } from 'react';
import { useList } from './useList';

/**
 * The state of a server-driven list screen: page, page size, search and filters, the fetched page, and the
 * props the DataTable takes from them. A new search, filter or page size starts again at page 1.
 */
export function useTableQuery<Row>(endpoint: string, params: Record<string, string | undefined> = {}, initialPageSize = 10) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPageSize);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  // `params`: filters the screen keeps itself (fixed ones, or richer controls than a dropdown).
  const list = useList<Row>(endpoint, { page, per_page: perPage, search, ...filters, ...params });

  return {
    list,
    filters,
    setFilter: (key: string, value: string) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
    /** Back to page 1, after a filter the screen keeps itself changed. */
    toFirstPage: () => setPage(1),
    /** After a delete: the last row of a page gone, step back rather than show an empty page. */
    afterDelete: () => (list.rows.length === 1 && page > 1 ? setPage(page - 1) : list.refetch()),
    tableProps: {
      rows: list.rows,
      loading: list.loading,
      page,
      pageSize: perPage,
      pageCount: list.lastPage,
      onPageChange: setPage,
      onPageSizeChange: (n: number) => {
        setPerPage(n);
        setPage(1);
      },
      onSearch: (text: string) => {
        setSearch(text);
        setPage(1);
      },
      searchValue: search,
    },
  };
}
