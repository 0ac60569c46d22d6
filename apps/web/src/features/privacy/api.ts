import type { AccountDeleteInput, AccountDeletionResponse, AccountDeletionWrittenResponse, AccountExport, AccountExportResponse, AccountExportWrittenResponse, ConsentRequest, ConsentRequestResponse } from '@folio/shared';
import { apiSlice } from '../../http/api';

/**
 * The account's own data (architecture.md §11): its export and its deletion, and a parent's answer to a child's
 * registration. The screens word every outcome themselves in the reader's language, so no call toasts.
 */
const privacyApi = apiSlice.enhanceEndpoints({ addTagTypes: ['privacy'] }).injectEndpoints({
  endpoints: (build) => ({
    myExport: build.query<AccountExport | null, void>({
      query: () => '/me/export',
      transformResponse: (answer: AccountExportResponse) => answer.data,
      providesTags: ['privacy'],
    }),
    startMyExport: build.mutation<AccountExport, void>({
      query: () => ({ url: '/me/export', method: 'post', notify: false }),
      transformResponse: (answer: AccountExportWrittenResponse) => answer.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(privacyApi.util.upsertQueryData('myExport', undefined, data));
        } catch {
          // The screen says the refusal.
        }
      },
    }),
    myDeletion: build.query<AccountDeletionResponse['data'], void>({
      query: () => '/me/deletion',
      transformResponse: (answer: AccountDeletionResponse) => answer.data,
      providesTags: ['privacy'],
    }),
    deleteAccount: build.mutation<AccountDeletionWrittenResponse['data'], AccountDeleteInput>({
      query: (body) => ({ url: '/me', method: 'delete', body, notify: false }),
      transformResponse: (answer: AccountDeletionWrittenResponse) => answer.data,
    }),
    cancelDeletion: build.mutation<AccountDeletionWrittenResponse['data'], void>({
      query: () => ({ url: '/me/deletion/cancel', method: 'post', notify: false }),
      transformResponse: (answer: AccountDeletionWrittenResponse) => answer.data,
      invalidatesTags: ['privacy'],
    }),
    consentRequest: build.query<ConsentRequest, string>({
      query: (token) => ({ url: `/auth/consent/${encodeURIComponent(token)}`, redirectOnAuthError: false }),
      transformResponse: (answer: ConsentRequestResponse) => answer.data,
    }),
    answerConsent: build.mutation<unknown, { token: string; give: boolean }>({
      query: ({ token, give }) => ({ url: `/auth/consent/${encodeURIComponent(token)}`, method: give ? 'post' : 'delete', notify: false, redirectOnAuthError: false }),
    }),
  }),
});

export const { useMyExportQuery, useStartMyExportMutation, useMyDeletionQuery, useDeleteAccountMutation, useCancelDeletionMutation, useConsentRequestQuery, useAnswerConsentMutation } = privacyApi;
