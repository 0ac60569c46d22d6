import { useEffect, useState } from 'react';
import { api } from '../../http/client';

interface ProtectedFile {
  /** An object URL of the fetched file, for an <img>, a link or a download; null while loading or without a file. */
  url: string | null;
  /** The file's type as the server sent it. */
  type: string;
  loading: boolean;
  failed: boolean;
}

const NONE: ProtectedFile = { url: null, type: '', loading: false, failed: false };
const LOADING: ProtectedFile = { ...NONE, loading: true };

/**
 * A file that only the signed-in user may read, fetched with their token (an <img> or a link cannot send
 * the Authorization header) and offered as an object URL, which is released when the file changes or the
 * component goes away. `path` is an API path such as `/admin/publishers/{id}/documents/nid_image`.
 */
export function useProtectedFile(path: string | null | undefined): ProtectedFile {
  // The answer for the path it was fetched for: a new path reads as loading until its own answer comes.
  const [fetched, setFetched] = useState<{ path: string; file: ProtectedFile } | null>(null);
  useEffect(() => {
    if (!path) return;
    let url: string | null = null;
    let cancelled = false;
    api
      .get<Blob>(path, { responseType: 'blob' })
      .then(({ data }) => {
        if (cancelled) return;
        url = URL.createObjectURL(data);
        setFetched({ path, file: { url, type: data.type, loading: false, failed: false } });
      })
      .catch(() => {
        if (!cancelled) setFetched({ path, file: { ...NONE, failed: true } });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
      // Never offer a released URL, should the same path come back.
      setFetched(null);
    };
  }, [path]);
  if (!path) return NONE;
  return fetched?.path === path ? fetched.file : LOADING;
}
