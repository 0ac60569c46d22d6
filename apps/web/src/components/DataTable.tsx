import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { TABLE_PAGE_SIZES } from '@folio/shared';
import { Button } from './Button';
import { Pagination } from './Pagination';
import { SearchBox } from './SearchBox';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

type TableSize = 'small' | 'medium' | 'large';

export interface DataTableProps<Row> {
  title: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  loading: boolean;
  page: number;
  pageSize: number;
  /** Pagination is server-driven: the caller says how many pages there are. */
  pageCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** With a callback, a search box is shown; it is called (debounced) when its text changes. */
  onSearch?: (text: string) => void;
  searchValue?: string;
  action?: { label: string; onClick: () => void };
  /** Extra controls beside the search box (filters). */
  toolbar?: ReactNode;
  size?: TableSize;
  striped?: boolean;
  /** What an empty list says (default 'No data found'): best, what to do next. */
  emptyText?: string;
  /**
   * Set when the list failed to load: instead of 'No data found', which would be untrue, the table says it
   * could not be loaded and offers to try again (the screen's banner above says why).
   */
  onRetry?: () => void;
  /** A sentence under the title about what the list holds. */
  intro?: string;
}

const CELL_PADDING: Record<TableSize, string> = { small: 'px-3 py-1.5', medium: 'px-4 py-2.5', large: 'px-5 py-4' };
export { SEARCH_DEBOUNCE_MS } from './SearchBox';

/** Running number of a row (spec §2): (page - 1) × page size + index + 1. */
export const rowNumber = (page: number, pageSize: number, index: number) => (page - 1) * pageSize + index + 1;

/** The one data table of every list screen (spec §2 "Reusable data table"). */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { title, columns, rows, rowKey, loading, page, pageSize, pageCount, onPageChange, onPageSizeChange, onSearch, action, toolbar, size = 'medium', striped = true } = props;
  const { t } = useTranslation();
  const searchId = useId();
  const sizeId = useId();

  const pad = CELL_PADDING[size];
  return (
    <section aria-labelledby={`${searchId}-title`} className="rounded-xl border border-gray-200 bg-white shadow-xs">
      <div className="flex flex-wrap items-center gap-3 border-b border-gray-200 p-4">
        <h1 id={`${searchId}-title`} className="me-auto text-xl font-bold text-gray-900">
          {title}
        </h1>
        {props.intro && <p className="-mt-2 basis-full text-sm text-gray-600">{props.intro}</p>}
        {toolbar}
        {onSearch && <SearchBox label={t('table.search')} placeholder={t('table.searchPlaceholder')} value={props.searchValue ?? ''} onSearch={onSearch} />}
        {action && <Button onClick={action.onClick}>{action.label}</Button>}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm" aria-busy={loading}>
          <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className={clsx(pad, 'w-12 text-start')}>
                #
              </th>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={clsx(pad, 'text-start', c.className)}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: pageSize }, (_, i) => (
                  <tr key={`skeleton-${i}`} data-testid="skeleton-row" className="border-t border-gray-100">
                    {[0, ...columns.map((_c, j) => j + 1)].map((j) => (
                      <td key={j} className={pad}>
                        <span className="block h-4 animate-pulse rounded bg-gray-200" />
                      </td>
                    ))}
                  </tr>
                ))
              : rows.map((row, index) => (
                  <tr key={rowKey(row)} className={clsx('border-t border-gray-100', striped && index % 2 === 1 && 'bg-gray-50/70')}>
                    <td className={clsx(pad, 'text-gray-500 tabular-nums')}>{rowNumber(page, pageSize, index)}</td>
                    {columns.map((c) => (
                      <td key={c.header} className={clsx(pad, c.className)}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="px-4 py-12 text-center text-gray-500">
                  {props.onRetry ? (
                    <span className="flex flex-col items-center gap-3">
                      {t('table.loadFailed')}
                      <Button variant="secondary" onClick={props.onRetry}>
                        {t('table.retry')}
                      </Button>
                    </span>
                  ) : (
                    (props.emptyText ?? t('table.noData'))
                  )}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 p-3">
        <div className="flex items-center gap-2 text-sm text-gray-700">
          <label htmlFor={sizeId}>{t('table.rowsPerPage')}</label>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(e) => onPageSizeChange(Number(e.target.value))}
            className="rounded-md border border-gray-300 bg-white py-1 ps-2 pe-7 text-sm"
          >
            {TABLE_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
      </div>
    </section>
  );
}
