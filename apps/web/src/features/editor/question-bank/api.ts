import type { BankedQuestion, BankedQuestionWrittenResponse, BankListQuery, BankListResponse, BankQuestionInput } from '@folio/shared';
import { apiSlice, onSuccess } from '../../../http/api';

/** The bank's lists (every page and search of them), under a tag of their own within the e-books'. */
const bankTag = { type: 'ebooks', id: 'question-bank' } as const;
const BANK_URL = '/admin/question-bank';

/**
 * The signed-in author's question bank. Its calls are made from the open editor: an expired session is said
 * where the work is, never by leaving the page, and the screens word their outcome themselves (no toast here).
 */
const questionBankApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/question-bank?search&page: the author's questions, newest first, 20 a page. */
    bankQuestions: build.query<BankListResponse, Pick<BankListQuery, 'page'> & { search: string }>({
      query: ({ search, page }) => ({ url: BANK_URL, params: { search, page }, redirectOnAuthError: false }),
      providesTags: [bankTag],
      keepUnusedDataFor: 0,
    }),
    /** POST /admin/question-bank: keeps a copy of a question; answers it as kept. */
    saveBankQuestion: build.mutation<BankedQuestion, BankQuestionInput>({
      query: (body) => ({ url: BANK_URL, method: 'post', body, notify: false, redirectOnAuthError: false }),
      transformResponse: (answer: BankedQuestionWrittenResponse) => answer.data,
      invalidatesTags: onSuccess(() => [bankTag]),
    }),
    /** DELETE /admin/question-bank/{id}. */
    removeBankQuestion: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `${BANK_URL}/${encodeURIComponent(id)}`, method: 'delete', notify: false, redirectOnAuthError: false }),
      invalidatesTags: onSuccess(() => [bankTag]),
    }),
  }),
});

export const { useBankQuestionsQuery, useSaveBankQuestionMutation, useRemoveBankQuestionMutation } = questionBankApi;
