import { useEffect, useState } from 'react';
import type { BookPage } from '@folio/shared';
import { fetchData } from '../../http/client';
// The shared package exports this file once the lead adds it to its index (see the issue 4 report).
import type { Template } from '@folio/shared';

interface Loaded {
  id: string;
  template: Template | null;
  pages: BookPage[];
  error: string | null;
}

/** A template and its pages, loaded together for the preview. */
export function useTemplate(id: string | undefined) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    Promise.all([fetchData<{ data: Template }>(`/admin/templates/${encodeURIComponent(id)}`), fetchData<{ data: BookPage[] }>(`/admin/templates/${encodeURIComponent(id)}/pages`)])
      .then(([t, p]) => live && setLoaded({ id, template: t.data, pages: p.data, error: null }))
      .catch((e: Error) => live && setLoaded({ id, template: null, pages: [], error: e.message }));
    return () => {
      live = false;
    };
  }, [id]);
  const current = loaded?.id === id ? loaded : null;
  return { template: current?.template ?? null, pages: current?.pages ?? [], error: current?.error ?? null, loading: !current };
}
