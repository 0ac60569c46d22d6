import type { BookPage, Ebook, EbookResponse, EbookWritten, PagesResponse } from '@folio/shared';
import { apiSlice, listTag, onSuccess } from '../../http/api';
import { resourceChanged } from '../resources/api';

const EBOOKS = '/admin/ebooks';

/** A PDF book's file, as pdf.js opens it (with the reader's token: its owner and editors read it whole). */
export const pdfRouteOf = (id: string) => `/api/public/ebooks/${encodeURIComponent(id)}/pdf`;

/** A book and what is read with it: its pages carry its tag, so that marking the book stale reads them too. */
const bookApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    ebook: build.query<Ebook, string>({
      query: (id) => `${EBOOKS}/${encodeURIComponent(id)}`,
      transformResponse: (answer: EbookResponse) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'ebooks', id }],
    }),
    ebookPages: build.query<BookPage[], string>({
      query: (id) => `${EBOOKS}/${encodeURIComponent(id)}/pages`,
      transformResponse: (answer: PagesResponse) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'ebooks', id }],
    }),
  }),
});

const book = (answer: EbookWritten) => answer.data;

/**
 * A write that answers the book as it now is: the book's own cache entry takes the answer (nothing to read
 * again), and the lists and the dashboard, which may show it, are read again.
 */
const answersBook = {
  transformResponse: book,
  invalidatesTags: onSuccess(() => [listTag('ebooks'), 'dashboard']),
  async onQueryStarted(_arg: unknown, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Ebook }> }) {
    try {
      const { data } = await queryFulfilled;
      dispatch(bookApi.util.updateQueryData('ebook', data.id, () => data));
    } catch {
      // The API client has toasted the refusal; the cached book is still the server's.
    }
  },
};

/**
 * The e-book calls of the dashboard screens. Writes toast the server's message through the API client (spec
 * §8) and reject with the server's error, so that forms can show field errors.
 */
const ebooksApi = bookApi.injectEndpoints({
  endpoints: (build) => ({
    createEbook: build.mutation<Ebook, unknown>({
      query: (values) => ({ url: EBOOKS, method: 'post', body: values }),
      transformResponse: book,
      invalidatesTags: onSuccess(() => resourceChanged('ebooks')),
    }),
    /** Saves the basic info based on the version the form showed: a book changed since answers 409 (its message toasted). */
    updateEbook: build.mutation<Ebook, { book: Pick<Ebook, 'id' | 'version'>; values: object; notify?: boolean }>({
      query: ({ book: { id, version }, values, notify = true }) => ({ url: `${EBOOKS}/${id}`, method: 'put', body: { ...values, version }, notify }),
      ...answersBook,
    }),
    submitEbook: build.mutation<Ebook, string>({
      query: (id) => ({ url: `${EBOOKS}/${id}/submit`, method: 'post' }),
      ...answersBook,
    }),
    /** An admin's decision (spec §3 approval status): approved, or rejected with a reason. */
    reviewEbook: build.mutation<Ebook, { id: string; approval_status: 'approved' | 'rejected'; reason?: string }>({
      query: ({ id, ...decision }) => ({ url: `${EBOOKS}/${id}/approval`, method: 'post', body: decision }),
      ...answersBook,
    }),
  }),
});

export const { useEbookQuery, useEbookPagesQuery, useCreateEbookMutation, useUpdateEbookMutation, useSubmitEbookMutation, useReviewEbookMutation } = ebooksApi;
export const { ebook } = ebooksApi.endpoints;

/** Where a reader opens the book (spec §2 flipbooks/{id}); shared once the book is published and approved. */
export const shareUrl = (id: string) => `${window.location.origin}/flipbooks/${id}`;
