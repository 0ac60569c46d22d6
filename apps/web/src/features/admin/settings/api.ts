import type { Profile, ProfileSaved } from '@folio/shared';
import { apiSlice, onSuccess } from '../../../http/api';

const settingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({
      query: () => '/profile',
      transformResponse: (answer: { data: Profile }) => answer.data,
      providesTags: ['profile'],
    }),
    /** The profile (PUT /profile) or the password (PUT /profile/password); the screen words a failure itself. */
    saveSettings: build.mutation<ProfileSaved, { url: '/profile' | '/profile/password'; values: unknown }>({
      query: ({ url, values }) => ({ url, method: 'put', body: values, notify: 'success' }),
      invalidatesTags: onSuccess(() => ['profile']),
    }),
  }),
});

export const { useProfileQuery, useSaveSettingsMutation } = settingsApi;
