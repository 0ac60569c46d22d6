import { useMemo } from 'react';
import { positiveInt, useAddressState, type AddressCodec } from './useAddressState';

/** What the table shows of the fetched page. */
interface TablePage<Row> {
  rows: Row[];
  loading: boolean;
  lastPage: number;
  /** Set when the page could not be loaded: asks for it again. */
  retry?: () => void;
}

interface TableState {
  page: number;
  perPage: number;
  search: string;
  filters: Record<string, string>;
}

/** The table's codec: page and page size (left out at their defaults), the search, and the screen's filter keys. */
function tableCodec(initialPageSize: number, filterKeys: readonly string[]): AddressCodec<TableState> {
  return {
    keys: ['page', 'per_page', 'search', ...filterKeys],
    read: (params) => ({
      page: positiveInt(params.get('page'), 1),
      perPage: positiveInt(params.get('per_page'), initialPageSize),
      search: params.get('search') ?? '',
      filters: Object.fromEntries(filterKeys.flatMap((key) => { const value = params.get(key); return value ? [[key, value]] : []; })),
    }),
    write: (s) => ({ page: s.page > 1 ? s.page : undefined, per_page: s.perPage !== initialPageSize ? s.perPage : undefined, search: s.search, ...s.filters }),
  };
}

/**
 * The state of a server-driven list screen: page, page size, search and filters, kept in the address (reload
 * and Back keep them), and the props the DataTable takes from them and the fetched page. A new search, filter
 * or page size starts again at page 1. `filterKeys` are the filters the screen offers: nothing else in the
 * address reaches the list query. `labelKeys` are kept beside them but never sent: what a picker shows for
 * the id it filters by (the author's name for `author_id`).
 */
export function useTableState(initialPageSize = 10, filterKeys: readonly string[] = [], labelKeys: readonly string[] = []) {
  // One codec per screen (the keys as one string: a new array each render is the same keys), so that the
  // state is read again only when the address changes.
  const keys = [...filterKeys, ...labelKeys].join('&');
  const codec = useMemo(() => tableCodec(initialPageSize, keys ? keys.split('&') : []), [initialPageSize, keys]);
  const [{ page, perPage, search, filters: kept }, update] = useAddressState(codec);
  const filters = Object.fromEntries(Object.entries(kept).filter(([key]) => !labelKeys.includes(key)));
  const setPage = (next: number) => update((s) => ({ ...s, page: next }));

  return {
    page,
    setPage,
    /** The list query of this state. */
    params: { page, per_page: perPage, search, ...filters },
    filters,
    /** The filters with their labels, as the address keeps them. */
    kept,
    /** Sets filters (an empty value clears one) and goes back to page 1, in one change of the address. */
    setFilters: (change: Record<string, string>) => update((s) => ({ ...s, filters: { ...s.filters, ...change }, page: 1 })),
    setFilter: (key: string, value: string) => update((s) => ({ ...s, filters: { ...s.filters, [key]: value }, page: 1 })),
    tableProps: <Row>(list: TablePage<Row>) => ({
      rows: list.rows,
      loading: list.loading,
      page,
      pageSize: perPage,
      pageCount: list.lastPage,
      onRetry: list.retry,
      onPageChange: setPage,
      onPageSizeChange: (n: number) => update((s) => ({ ...s, perPage: n, page: 1 })),
      onSearch: (text: string) => update((s) => ({ ...s, search: text, page: 1 })),
      searchValue: search,
    }),
  };
}
