import { useEffect, useState } from 'react';
import axios from 'axios';
import type { ListResponse, Named } from '@folio/shared';
import { api } from '../../../http/client';
import type { SelectOption } from '../../../components/form/SearchSelect';

export type LookupKind = 'authors' | 'categories' | 'publishers';

const LOOKUP_SIZE = 20;

const lookup = (kind: LookupKind) => async (search: string): Promise<SelectOption[]> => {
  const { data } = await api.get<ListResponse<Named>>(`/admin/${kind}`, {
    params: { search: search || undefined, status: 'active', per_page: LOOKUP_SIZE },
    // These lists are the admins' catalogue: a refusal only means "no picker here", not a trip to /unauthorized.
    skipAuthRedirect: true,
  });
  return data.data.map((row) => ({ value: row.id, label: row.name }));
};

/** Option loaders for the searchable selects; module-level so that their identity never changes. */
export const loadAuthors = lookup('authors');
export const loadCategories = lookup('categories');
export const loadPublishers = lookup('publishers');

/**
 * Whether the signed-in user may read a catalogue list (the API lets only admins list authors, categories and
 * publishers today). Asks once per mount with a one-row page; until the answer comes, the picker is hidden.
 */
export function useLookupAllowed(kind: LookupKind): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    api
      .get(`/admin/${kind}`, { params: { per_page: 1 }, skipAuthRedirect: true })
      .then(() => live && setAllowed(true))
      // Only a refusal hides the picker; on any other failure it stays and says 'No options'.
      .catch((e: unknown) => live && setAllowed(!(axios.isAxiosError(e) && (e.response?.status === 403 || e.response?.status === 401))));
    return () => {
      live = false;
    };
  }, [kind]);
  return allowed;
}
