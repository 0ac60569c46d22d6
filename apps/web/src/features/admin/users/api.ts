import type { User, UserResponse } from '@folio/shared';
import { apiSlice } from '../../../http/api';

const usersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    user: build.query<User, string>({
      query: (id) => `/admin/users/${encodeURIComponent(id)}`,
      transformResponse: (answer: UserResponse) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'users', id }],
    }),
  }),
});

export const { useUserQuery } = usersApi;
