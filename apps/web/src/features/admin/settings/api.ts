import type { Profile, ProfileSaved } from '@folio/shared';
import { apiSlice, onSuccess } from '../../../http/api';

const settingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({
      query: () => '/profile',
      transformResponse: (answer: { data: Profile }) => answer.data,
      providesTags: ['profile'],
    }),
    /**
     * The profile (PUT /profile), the password (PUT /profile/password), or the first password of an account made by a
     * school sign-in (POST /profile/password); the screen words a failure itself.
     */
    saveSettings: build.mutation<ProfileSaved, { url: '/profile' | '/profile/password'; values: unknown; method?: 'put' | 'post' }>({
      query: ({ url, values, method = 'put' }) => ({ url, method, body: values, notify: 'success' }),
      invalidatesTags: onSuccess(() => ['profile']),
    }),
  }),
});

export const { useProfileQuery, useSaveSettingsMutation } = settingsApi;
