import type { User } from '@folio/shared';
import { apiSlice } from '../../../http/api';

const usersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    user: build.query<User, string>({
      query: (id) => `/admin/users/${encodeURIComponent(id)}`,
      transformResponse: (answer: { data: User }) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'users', id }],
    }),
  }),
});

export const { useUserQuery } = usersApi;
