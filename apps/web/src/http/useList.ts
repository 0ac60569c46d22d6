import { useCallback, useEffect, useState } from 'react';
import type { ListResponse } from '@folio/shared';
import { fetchData } from './client';

export interface ListParams {
  page: number;
  per_page: number;
  search?: string;
  [filter: string]: string | number | undefined;
}

interface Loaded<T> {
  request: string;
  data: ListResponse<T> | null;
  error: string | null;
}

/**
 * One page of a list route (DESIGN.md §3), fetched again whenever the params change or `refetch` is
 * called. Empty filters are left out of the query string. While a new page loads, the previous one stays
 * in `rows` and `loading` is true.
 */
export function useList<T>(endpoint: string, params: ListParams) {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ request: '', data: null, error: null });
  const query = JSON.stringify(Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')));
  const request = `${endpoint}?${query}#${version}`;

  useEffect(() => {
    let live = true;
    fetchData<ListResponse<T>>(endpoint, JSON.parse(query) as Record<string, unknown>)
      .then((data) => live && setLoaded({ request, data, error: null }))
      .catch((e: Error) => live && setLoaded((prev) => ({ request, data: prev.data, error: e.message })));
    return () => {
      live = false;
    };
  }, [endpoint, query, request]);

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  return {
    rows: loaded.data?.data ?? [],
    lastPage: loaded.data?.last_page ?? 1,
    total: loaded.data?.total ?? 0,
    loading: loaded.request !== request,
    error: loaded.error,
    refetch,
  };
}
