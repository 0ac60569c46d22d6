import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** How a screen's state lives in the address: the query keys it owns, read from and written to them. */
export interface AddressCodec<S> {
  keys: readonly string[];
  read: (params: URLSearchParams) => S;
  /** The state's values by key; an empty or absent value leaves its key out of the address. */
  write: (state: S) => Record<string, string | number | undefined>;
}

/**
 * A screen's state (filters, search, page) kept in the address's query, so that a reload, a shared link and
 * Back from a detail screen bring it back. Changes replace the history entry: typing a search or turning pages
 * does not fill the Back button. Keys the codec does not own (?lng=) are left as they are.
 */
export function useAddressState<S>(codec: AddressCodec<S>): [S, (update: (state: S) => S) => void] {
  const [params, setParams] = useSearchParams();
  const { keys, read, write } = codec;
  const state = useMemo(() => read(params), [params, read]);
  const update = useCallback(
    (change: (state: S) => S) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of keys) next.delete(key);
          for (const [key, value] of Object.entries(write(change(read(current))))) if (value !== undefined && value !== '') next.set(key, String(value));
          return next;
        },
        { replace: true },
      ),
    [setParams, keys, read, write],
  );
  return [state, update];
}

/** A whole number from 1 in the address, or `fallback` for anything else. */
export function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}
