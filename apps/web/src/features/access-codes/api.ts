// Access codes (docs/decisions/022-access-codes.md): the batches a book's owner makes, and a reader's redemption.
import type { AccessCodeBatchCreate, AccessCodeBatchCreated, AccessCodeListResponse, AccessCodeRevoked, Redeemed } from '@folio/shared';
import { apiSlice, onSuccess } from '../../http/api';

/** The batches are read and changed here only: one tag of their own. */
const CODES_TAG = { type: 'ebooks' as const, id: 'access-codes' };

const accessCodesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/access-codes: the maker's batches (an admin's: all), newest first. */
    accessCodeBatches: build.query<AccessCodeListResponse, { page: number }>({
      query: ({ page }) => ({ url: '/admin/access-codes', params: { page, per_page: 20 } }),
      providesTags: [CODES_TAG],
    }),
    /** GET /api/admin/access-codes?batch=: one batch with its codes and who redeemed them. */
    accessCodeBatch: build.query<AccessCodeListResponse, string>({
      query: (id) => ({ url: '/admin/access-codes', params: { batch: id } }),
      providesTags: [CODES_TAG],
    }),
    /** POST /api/admin/access-codes: a new batch; its field refusals go under the dialog's fields. */
    makeAccessCodes: build.mutation<AccessCodeBatchCreated, AccessCodeBatchCreate>({
      query: (body) => ({ url: '/admin/access-codes', method: 'post', body, notify: false }),
      invalidatesTags: onSuccess(() => [CODES_TAG]),
    }),
    /** POST /api/admin/access-codes/{id}/revoke: these codes of the batch, or every one. */
    revokeAccessCodes: build.mutation<AccessCodeRevoked, { batchId: string; codeIds?: string[] }>({
      query: ({ batchId, codeIds }) => ({ url: `/admin/access-codes/${encodeURIComponent(batchId)}/revoke`, method: 'post', body: codeIds ? { code_ids: codeIds } : {}, notify: false }),
      invalidatesTags: onSuccess(() => [CODES_TAG]),
    }),
    /** POST /api/me/redeem: the code's books join My library. The page words refusals itself. */
    redeemAccessCode: build.mutation<Redeemed, string>({
      query: (code) => ({ url: '/me/redeem', method: 'post', body: { code }, notify: false }),
      invalidatesTags: onSuccess(() => ['library' as const]),
    }),
  }),
});

export const { useAccessCodeBatchesQuery, useAccessCodeBatchQuery, useMakeAccessCodesMutation, useRevokeAccessCodesMutation, useRedeemAccessCodeMutation } = accessCodesApi;
