import type { PdfProcessing, PdfProcessingResponse } from '@folio/shared';
import { apiSlice } from './api';

/** How often a PDF's processing is asked again while it runs. */
const POLL_MS = 1500;

/** A PDF book's processing in the background (GET /uploads/pdf-processing), which the PDF field follows. */
const pdfProcessingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    pdfProcessing: build.query<PdfProcessing, string>({
      // A call the user did not make: no toast, and a refusal never takes them away from the form.
      query: (url) => ({ url: '/uploads/pdf-processing', params: { url }, notify: false, redirectOnAuthError: false }),
      transformResponse: (answer: PdfProcessingResponse) => answer.data,
    }),
  }),
});

const runs = (processing: PdfProcessing | undefined) => processing === undefined || processing.status === 'pending' || processing.status === 'processing';

/**
 * The processing of the PDF at `url` (none for null), asked again every 1.5 s until it is done or failed. The
 * cached answer decides whether to ask again, so that polling stops with the answer that settles it.
 */
export function usePdfProcessing(url: string | null): PdfProcessing | undefined {
  const options = { skip: url === null };
  const { currentData: known } = pdfProcessingApi.endpoints.pdfProcessing.useQueryState(url ?? '', options);
  return pdfProcessingApi.usePdfProcessingQuery(url ?? '', { ...options, pollingInterval: runs(known) ? POLL_MS : 0 }).currentData;
}
