import type { Profile, User } from '@folio/shared';
import { apiSlice, onSuccess } from '../../../http/api';

/** What a settings save answers. */
export interface Saved {
  message: string;
  data: User;
  /** Sent when the password changed: the old token no longer works. */
  token?: string;
}

const settingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<Profile, void>({
      query: () => '/profile',
      transformResponse: (answer: { data: Profile }) => answer.data,
      providesTags: ['profile'],
    }),
    /** The profile (PUT /profile) or the password (PUT /profile/password); the screen words a failure itself. */
    saveSettings: build.mutation<Saved, { url: '/profile' | '/profile/password'; values: unknown }>({
      query: ({ url, values }) => ({ url, method: 'put', body: values, notify: 'success' }),
      invalidatesTags: onSuccess(() => ['profile']),
    }),
  }),
});

export const { useProfileQuery, useSaveSettingsMutation } = settingsApi;
