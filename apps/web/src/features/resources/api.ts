import type { ListResponse } from '@folio/shared';
import { apiSlice, listTag, onSuccess, type AdminResource } from '../../http/api';

/** A list query (architecture.md §3): page, per_page, search and the resource's own filters. */
export type ListParams = Record<string, string | number | undefined>;

interface ListArg {
  resource: AdminResource;
  params: ListParams;
  /** false: a refusal means "not for you" to the caller (catalogue pickers), not a trip to another page. */
  redirectOnAuthError?: boolean;
}

interface WriteOptions {
  resource: AdminResource;
  /** The client's toast option: 'success' when the screen words the failure itself. */
  notify?: boolean | 'success';
}

/** What any catalogue write may have changed besides the resource: the dashboard's counts and lists. */
export const resourceChanged = (resource: AdminResource, id?: string) => [listTag(resource), ...(id ? [{ type: resource, id }] : []), 'dashboard' as const];

/** The list, create, update and delete calls every dashboard resource answers the same way. */
export const resourceApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    resourceList: build.query<ListResponse<{ id: string }>, ListArg>({
      query: ({ resource, params, redirectOnAuthError }) => ({ url: `/admin/${resource}`, params, redirectOnAuthError }),
      providesTags: (result, _error, { resource }) => [listTag(resource), ...(result?.data ?? []).map(({ id }) => ({ type: resource, id }))],
    }),
    saveResource: build.mutation<unknown, WriteOptions & { id?: string; values: unknown }>({
      query: ({ resource, id, values, notify }) => ({ url: id ? `/admin/${resource}/${id}` : `/admin/${resource}`, method: id ? 'put' : 'post', body: values, notify }),
      transformResponse: (answer: { data: unknown }) => answer.data,
      invalidatesTags: onSuccess(({ resource, id }) => resourceChanged(resource, id)),
    }),
    deleteResource: build.mutation<void, WriteOptions & { id: string; params?: Record<string, string> }>({
      query: ({ resource, id, params, notify }) => ({ url: `/admin/${resource}/${id}`, method: 'delete', params, notify }),
      // Not the row's own tag: a screen still showing the row (its detail page) leaves rather than reads a 404.
      invalidatesTags: onSuccess(({ resource }) => resourceChanged(resource)),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useResourceListQuery, useSaveResourceMutation, useDeleteResourceMutation } = resourceApi;
