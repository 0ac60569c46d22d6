import type { AdminResource } from '../../../http/api';
import { useTableState } from '../../../http/useTableState';
import { useResourceListQuery, type ListParams } from '../../resources/api';

interface ResourceTableOptions {
  /** Filters the screen fixes itself (the pending books' approval status), sent with every query. */
  params?: ListParams;
  pageSize?: number;
  /** The filters the screen offers, kept in the address with the search and the page. */
  filterKeys?: readonly string[];
  /** Labels of filters kept in the address beside them, never sent (useTableState). */
  labelKeys?: readonly string[];
}

/**
 * A resource's list screen: the table state, and the page it asks for. Writes read the list again through
 * their cache tags; while a page loads, the previous one stays in `rows` and `loading` is true.
 */
export function useResourceTable<Row>(resource: AdminResource, { params = {}, pageSize = 10, filterKeys = [], labelKeys = [] }: ResourceTableOptions = {}) {
  const table = useTableState(pageSize, filterKeys, labelKeys);
  const query = useResourceListQuery({ resource, params: { ...table.params, ...params } });
  const list = {
    // The list endpoint serves every resource; this screen knows which one it asked for.
    rows: (query.data?.data ?? []) as Row[],
    lastPage: query.data?.last_page ?? 1,
    loading: query.isFetching,
    error: query.error?.message ?? null,
    retry: query.isError ? () => void query.refetch() : undefined,
  };

  return {
    list,
    filters: table.filters,
    kept: table.kept,
    setFilter: table.setFilter,
    setFilters: table.setFilters,
    /** After a delete: the last row of a page gone, step back rather than show an empty page. */
    afterDelete: () => {
      if (list.rows.length === 1 && table.page > 1) table.setPage(table.page - 1);
    },
    tableProps: table.tableProps(list),
  };
}
