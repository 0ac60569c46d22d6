// The LMS side of Folio as an LTI 1.3 tool: the session a launch hands over, and a teacher's deep-linking answer.
import type { LtiDeepLinkAnswer, LtiSession } from '@folio/shared';
import { apiSlice } from '../../http/api';
import { api, errorBody, errorStatus, fieldErrors } from '../../http/client';

/**
 * Opens the session of a launch (POST /api/lti/session) with the one-time code the launch put in the address.
 * Called straight through the client, as the sign-in form does: signing in empties the data cache, so the
 * answer is not worth keeping there. The screen words a refusal itself, so the client toasts nothing.
 */
export async function openLtiSession(code: string): Promise<LtiSession> {
  const { data } = await api.post<{ data: LtiSession }>('/lti/session', { code }, { notify: false, skipAuthRedirect: true });
  return data.data;
}

/**
 * The English words of a refusal: its first field message (a 422 of the code or the book), or else its
 * message; null when no answer came (the network). The screens say them in the reader's language.
 */
export function refusalWords(error: unknown): string | null {
  const field = Object.values(fieldErrors(error)).flat()[0];
  if (field) return field;
  const message = (errorBody(error) as { message?: unknown } | null | undefined)?.message;
  return errorStatus(error) !== null && typeof message === 'string' && message ? message : null;
}

const ltiApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Answers an LMS's deep-linking request (POST /api/lti/deep-links/{code}) with the book the teacher picked:
     * the signed answer and where to post it. The page says a refusal itself, and is left on success.
     */
    linkLtiBook: build.mutation<LtiDeepLinkAnswer, { code: string; ebookId: string }>({
      query: ({ code, ebookId }) => ({ url: `/lti/deep-links/${encodeURIComponent(code)}`, method: 'post', body: { ebook_id: ebookId }, notify: false }),
      transformResponse: (answer: { data: LtiDeepLinkAnswer }) => answer.data,
    }),
  }),
});

export const { useLinkLtiBookMutation } = ltiApi;

/**
 * Returns to the LMS as LTI deep linking asks: a form posted to its return address with the signed answer
 * in a field named JWT. The browser leaves Folio for the LMS.
 */
export function postToLms({ return_url, jwt }: LtiDeepLinkAnswer) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = return_url;
  form.hidden = true;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'JWT';
  field.value = jwt;
  form.append(field);
  document.body.append(form);
  form.submit();
}
