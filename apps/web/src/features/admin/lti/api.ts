// The admin's LMS connections (LTI 1.3): Folio's addresses to enter in an LMS, and the LMSs registered.
import type { LtiPlatform, LtiPlatformInput, LtiTool } from '@folio/shared';
import { apiSlice, onSuccess } from '../../../http/api';

/** The LMSs and Folio's addresses are read and changed here only: one tag of their own. */
const LTI_TAG = { type: 'ebooks' as const, id: 'lti' };

const ltiAdminApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** What an admin enters in an LMS for Folio (GET /api/admin/lti/tool). */
    ltiTool: build.query<LtiTool, void>({
      query: () => '/admin/lti/tool',
      transformResponse: (answer: { data: LtiTool }) => answer.data,
    }),
    /** The LMSs registered (GET /api/admin/lti/platforms). */
    ltiPlatforms: build.query<LtiPlatform[], void>({
      query: () => '/admin/lti/platforms',
      transformResponse: (answer: { data: LtiPlatform[] }) => answer.data,
      providesTags: [LTI_TAG],
    }),
    /** Registers an LMS (POST); the server's message is the toast, and its field refusals go under the fields. */
    registerLtiPlatform: build.mutation<LtiPlatform, LtiPlatformInput>({
      query: (body) => ({ url: '/admin/lti/platforms', method: 'post', body }),
      transformResponse: (answer: { data: LtiPlatform }) => answer.data,
      invalidatesTags: onSuccess(() => [LTI_TAG]),
    }),
    /** Removes an LMS (DELETE): its launches are refused from then on. */
    removeLtiPlatform: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/lti/platforms/${encodeURIComponent(id)}`, method: 'delete' }),
      invalidatesTags: onSuccess(() => [LTI_TAG]),
    }),
  }),
});

export const { useLtiToolQuery, useLtiPlatformsQuery, useRegisterLtiPlatformMutation, useRemoveLtiPlatformMutation } = ltiAdminApi;
