import { useState } from 'react';

/** What the table shows of the fetched page. */
interface TablePage<Row> {
  rows: Row[];
  loading: boolean;
  lastPage: number;
  /** Set when the page could not be loaded: asks for it again. */
  retry?: () => void;
}

/**
 * The state of a server-driven list screen: page, page size, search and filters, and the props the DataTable
 * takes from them and the fetched page. A new search, filter or page size starts again at page 1.
 */
export function useTableState(initialPageSize = 10) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPageSize);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});

  return {
    page,
    setPage,
    /** The list query of this state. */
    params: { page, per_page: perPage, search, ...filters },
    filters,
    setFilter: (key: string, value: string) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
    /** Back to page 1, after a filter the screen keeps itself changed. */
    toFirstPage: () => setPage(1),
    tableProps: <Row>(list: TablePage<Row>) => ({
      rows: list.rows,
      loading: list.loading,
      page,
      pageSize: perPage,
      pageCount: list.lastPage,
      onRetry: list.retry,
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
    }),
  };
}
