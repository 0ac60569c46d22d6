import { useState } from 'react';
import clsx from 'clsx';
import { SearchBox } from '../../../components/SearchBox';

/** The search and the page of a list the editor's sidebar searches: a new search starts from the first page. */
export function useSearchedPages() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searchFor = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  return { search, searchFor, page, setPage };
}

/** What the head needs of the list's query (RTK Query's result). */
interface ListQuery {
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The head of a list the editor's sidebar searches (uploaded files, the question bank): the search box, a status
 * line read out as it changes (what was found, that nothing was, that it is loading or failed), and a retry
 * button when loading failed.
 */
export function SearchedListHead({ label, value, onSearch, query, shown, statuses, retryLabel }: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  query: ListQuery;
  /** how many items the page shows */
  shown: number;
  /** `empty`: that nothing was found (for the search, when there is one); `found`: how many were */
  statuses: { failed: string; empty: string; loading: string; found: string };
  retryLabel: string;
}) {
  let status = statuses.found;
  if (query.isError) status = statuses.failed;
  else if (query.isSuccess && shown === 0) status = statuses.empty;
  else if (query.isFetching) status = statuses.loading;
  return (
    <>
      <SearchBox label={label} placeholder={label} value={value} width="w-full" onSearch={onSearch} />
      <p role="status" className={clsx('text-xs text-gray-600', !status && 'sr-only')}>
        {status}
      </p>
      {query.isError && (
        <button type="button" onClick={() => void query.refetch()} className="self-start rounded-md border border-gray-300 px-2 py-1 text-xs font-medium hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-600">
          {retryLabel}
        </button>
      )}
    </>
  );
}

/** The foot of such a list when it has more than one page: previous, "page n of m", next. */
export function SearchedListPager({ page, lastPage, onPage, labels, buttonClass }: {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  labels: { previous: string; page: string; next: string };
  /** the sidebar's small button look */
  buttonClass: string;
}) {
  if (lastPage <= 1) return null;
  return (
    <div className="flex items-center justify-between text-xs text-gray-600">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={buttonClass}>
        {labels.previous}
      </button>
      <span>{labels.page}</span>
      <button type="button" disabled={page >= lastPage} onClick={() => onPage(page + 1)} className={buttonClass}>
        {labels.next}
      </button>
    </div>
  );
}
