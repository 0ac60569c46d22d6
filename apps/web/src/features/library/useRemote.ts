import { useCallback, useEffect, useState } from 'react';

interface Loaded<T> {
  key: string;
  data: T | null;
  error: unknown;
}

/**
 * Data loaded for a key (a book id, a query): loaded again when the key changes or on `reload`. While a new
 * key loads, `data` is null, so that a screen never shows one book under another's address; with
 * `keepPrevious`, the last answer stays on screen until the new one arrives (totals that update in place).
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>, keepPrevious = false) {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T>>({ key: '', data: null, error: null });
  const request = key === null ? null : `${key}#${version}`;

  useEffect(() => {
    if (request === null) return;
    let live = true;
    load()
      .then((data) => live && setLoaded({ key: request, data, error: null }))
      .catch((error: unknown) => live && setLoaded({ key: request, data: null, error: error ?? new Error('failed') }));
    return () => {
      live = false;
    };
    // `load` is a new closure each render; the key says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const current = loaded.key === request;
  return {
    data: current || (keepPrevious && request !== null) ? loaded.data : null,
    error: current ? loaded.error : null,
    loading: request !== null && !current,
    reload: useCallback(() => setVersion((v) => v + 1), []),
  };
}
