import type { CollaboratorList, CommentCreate, CommentList, CommentState, CommentUpdate, CommentWritten } from '@folio/shared';
import { apiSlice } from '../../http/api';

/**
 * A book's comment threads (/api/admin/ebooks/{id}/comments, decision 019). Writes are quiet (`notify: false`): the
 * comments' messages are not in the server-message catalogue the client's toasts translate, so the panel says them
 * itself (messages.ts). Reads go on after a 403 rather than leave the editor: a book shared as a viewer still opens.
 */
const commentsApi = apiSlice.enhanceEndpoints({ addTagTypes: ['bookComments'] });
const threadsOf = (bookId: string) => [{ type: 'bookComments' as const, id: bookId }];
const url = (bookId: string, commentId?: string) => `/admin/ebooks/${encodeURIComponent(bookId)}/comments${commentId ? `/${encodeURIComponent(commentId)}` : ''}`;

/** Who may be mentioned in a book's comments: its owner and the people it is shared with. */
export interface MentionablePerson {
  id: string;
  name: string;
}
const api = commentsApi.injectEndpoints({
  endpoints: (build) => ({
    bookCommentThreads: build.query<CommentList, { bookId: string; state: CommentState }>({
      query: ({ bookId, state }) => ({ url: url(bookId), params: { state }, redirectOnAuthError: false }),
      providesTags: (_result, _error, { bookId }) => threadsOf(bookId),
    }),
    addBookComment: build.mutation<CommentWritten, { bookId: string; comment: CommentCreate }>({
      query: ({ bookId, comment }) => ({ url: url(bookId), method: 'post', body: comment, notify: false }),
      invalidatesTags: (_result, error, { bookId }) => (error ? [] : threadsOf(bookId)),
    }),
    changeBookComment: build.mutation<CommentWritten, { bookId: string; commentId: string; change: CommentUpdate }>({
      query: ({ bookId, commentId, change }) => ({ url: url(bookId, commentId), method: 'put', body: change, notify: false }),
      invalidatesTags: (_result, error, { bookId }) => (error ? [] : threadsOf(bookId)),
    }),
    deleteBookComment: build.mutation<{ message: string }, { bookId: string; commentId: string }>({
      query: ({ bookId, commentId }) => ({ url: url(bookId, commentId), method: 'delete', notify: false }),
      invalidatesTags: (_result, error, { bookId }) => (error ? [] : threadsOf(bookId)),
    }),
    mentionablePeople: build.query<MentionablePerson[], string>({
      query: (bookId) => ({ url: `/admin/ebooks/${encodeURIComponent(bookId)}/collaborators`, redirectOnAuthError: false }),
      transformResponse: (answer: CollaboratorList) => [...(answer.owner ? [answer.owner] : []), ...answer.data.map((p) => ({ id: p.user_id, name: p.name }))],
    }),
  }),
});

export const { useBookCommentThreadsQuery, useAddBookCommentMutation, useChangeBookCommentMutation, useDeleteBookCommentMutation, useMentionablePeopleQuery } = api;
