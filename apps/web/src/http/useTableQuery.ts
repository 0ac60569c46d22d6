import { useList } from './useList';
import { useTableState } from './useTableState';

/**
 * A list screen's table state with its page fetched by `useList`; `afterDelete` reads the page again. Screens on
 * the API slice use `useResourceTable` instead.
 */
export function useTableQuery<Row>(endpoint: string, params: Record<string, string | undefined> = {}, initialPageSize = 10) {
  const table = useTableState(initialPageSize);
  // `params`: filters the screen keeps itself (fixed ones, or richer controls than a dropdown).
  const list = useList<Row>(endpoint, { ...table.params, ...params });

  return {
    list,
    filters: table.filters,
    setFilter: table.setFilter,
    toFirstPage: table.toFirstPage,
    /** After a delete: the last row of a page gone, step back rather than show an empty page. */
    afterDelete: () => (list.rows.length === 1 && table.page > 1 ? table.setPage(table.page - 1) : list.refetch()),
    tableProps: table.tableProps(list),
  };
}
