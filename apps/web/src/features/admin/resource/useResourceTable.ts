import type { AdminResource } from '../../../http/api';
import { useTableState } from '../../../http/useTableState';
import { useResourceListQuery, type ListParams } from './api';

/**
 * A resource's list screen: the table state, and the page it asks for. Writes read the list again through
 * their cache tags; while a page loads, the previous one stays in `rows` and `loading` is true.
 */
export function useResourceTable<Row>(resource: AdminResource, params: ListParams = {}, initialPageSize = 10) {
  const table = useTableState(initialPageSize);
  // `params`: filters the screen keeps itself (fixed ones, or richer controls than a dropdown).
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
    setFilter: table.setFilter,
    toFirstPage: table.toFirstPage,
    /** After a delete: the last row of a page gone, step back rather than show an empty page. */
    afterDelete: () => {
      if (list.rows.length === 1 && table.page > 1) table.setPage(table.page - 1);
    },
    tableProps: table.tableProps(list),
  };
}
