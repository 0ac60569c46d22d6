import clsx from 'clsx';
import { SearchBox } from '../../../components/SearchBox';

/**
 * The head of a list the editor's sidebar searches (uploaded files, the question bank): the search box, a status
 * line read out as it changes (what was found, or that it is loading), and a retry button when loading failed.
 */
export function SearchedListHead({ label, value, onSearch, status, failed, retryLabel, onRetry }: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  /** shown, and announced; an empty status is kept for screen readers only */
  status: string;
  failed: boolean;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <>
      <SearchBox label={label} placeholder={label} value={value} width="w-full" onSearch={onSearch} />
      <p role="status" className={clsx('text-xs text-gray-600', !status && 'sr-only')}>
        {status}
      </p>
      {failed && (
        <button type="button" onClick={onRetry} className="self-start rounded-md border border-gray-300 px-2 py-1 text-xs font-medium hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-primary-600">
          {retryLabel}
        </button>
      )}
    </>
  );
}
