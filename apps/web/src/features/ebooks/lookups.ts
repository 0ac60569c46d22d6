import { useCallback } from 'react';
import type { Named } from '@folio/shared';
import { apiSlice } from '../../http/api';
import type { SelectOption } from '../../components/form/SearchSelect';
import { resourceApi } from '../resources/api';

export type LookupKind = 'authors' | 'categories' | 'publishers';

const LOOKUP_SIZE = 20;

const lookupApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Whether the signed-in user may read a catalogue list (the API lets only admins list authors, categories and
     * publishers today), asked with a one-row page. Only a refusal hides the picker; on any other failure it
     * stays and says 'No options'.
     */
    catalogueAllowed: build.query<boolean, LookupKind>({
      async queryFn(kind, _api, _extra, baseQuery) {
        const answer = await baseQuery({ url: `/admin/${kind}`, params: { per_page: 1 }, redirectOnAuthError: false });
        return { data: answer.error?.status !== 401 && answer.error?.status !== 403 };
      },
    }),
  }),
});

/** Whether the picker of a catalogue is shown; until the answer comes, it is not. */
export const useLookupAllowed = (kind: LookupKind): boolean => lookupApi.useCatalogueAllowedQuery(kind).data ?? false;

/** The option loader of a catalogue's searchable select: active rows matching what the user typed. */
export function useLookup(kind: LookupKind) {
  const [read] = resourceApi.useLazyResourceListQuery();
  return useCallback(
    async (search: string): Promise<SelectOption[]> => {
      // These lists are the admins' catalogue: a refusal only means "no picker here", not a trip to /unauthorized.
      const answer = await read({ resource: kind, params: { search, status: 'active', per_page: LOOKUP_SIZE }, redirectOnAuthError: false }, true).unwrap();
      return (answer.data as Named[]).map((row) => ({ value: row.id, label: row.name }));
    },
    [read, kind],
  );
}
