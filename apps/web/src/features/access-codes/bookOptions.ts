import { useCallback } from 'react';
import type { Ebook } from '@folio/shared';
import type { SelectOption } from '../../components/form/SearchSelect';
import { resourceApi } from '../resources/api';

/**
 * The published books the signed-in user may pick, searched by title, for a searchable select: their own (the
 * dashboard's list of books; an admin's: every book). Codes and licences open published books only.
 */
export function usePublishedBookOptions() {
  const [read] = resourceApi.useLazyResourceListQuery();
  return useCallback(
    async (search: string) =>
      ((await read({ resource: 'ebooks', params: { search, per_page: 20, status: 'published', approval_status: 'approved' }, redirectOnAuthError: false }, true).unwrap()).data as Ebook[]).map(
        (b): SelectOption => ({ value: b.id, label: b.title }),
      ),
    [read],
  );
}
