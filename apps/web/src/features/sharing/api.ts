import type { CollaboratorAdd, CollaboratorWritten, CollaboratorList, CollaboratorRole, ShareablePupil } from '@folio/shared';
import { apiSlice, listTag } from '../../http/api';

/**
 * Who a book is shared with (/api/admin/ebooks/{id}/collaborators, decision 019). Writes are quiet (`notify: false`):
 * sharing's messages are not in the server-message catalogue the client's toasts translate, so the dialog says
 * them itself (messages.ts). Reads stay on the page after a 403 rather than leave the editor.
 */
const sharingApi = apiSlice.enhanceEndpoints({ addTagTypes: ['bookCollaborators'] });
const peopleOf = (bookId: string) => [{ type: 'bookCollaborators' as const, id: bookId }];
const url = (bookId: string, userId?: string) => `/admin/ebooks/${encodeURIComponent(bookId)}/collaborators${userId ? `/${encodeURIComponent(userId)}` : ''}`;

const api = sharingApi.injectEndpoints({
  endpoints: (build) => ({
    bookCollaborators: build.query<CollaboratorList, string>({
      query: (bookId) => ({ url: url(bookId), redirectOnAuthError: false }),
      providesTags: (_result, _error, bookId) => peopleOf(bookId),
    }),
    shareablePupils: build.query<ShareablePupil[], string>({
      query: (bookId) => ({ url: `${url(bookId)}/pupils`, redirectOnAuthError: false }),
      transformResponse: (answer: { data: ShareablePupil[] }) => answer.data,
      providesTags: (_result, _error, bookId) => peopleOf(bookId),
    }),
    addCollaborator: build.mutation<CollaboratorWritten, { bookId: string; person: CollaboratorAdd }>({
      query: ({ bookId, person }) => ({ url: url(bookId), method: 'post', body: person, notify: false, redirectOnAuthError: false }),
      invalidatesTags: (_result, error, { bookId }) => (error ? [] : peopleOf(bookId)),
    }),
    changeCollaboratorRole: build.mutation<CollaboratorWritten, { bookId: string; userId: string; role: CollaboratorRole }>({
      query: ({ bookId, userId, role }) => ({ url: url(bookId, userId), method: 'put', body: { role }, notify: false, redirectOnAuthError: false }),
      invalidatesTags: (_result, error, { bookId }) => (error ? [] : peopleOf(bookId)),
    }),
    // Leaving a book takes it out of the user's list too.
    removeCollaborator: build.mutation<{ message: string }, { bookId: string; userId: string }>({
      query: ({ bookId, userId }) => ({ url: url(bookId, userId), method: 'delete', notify: false, redirectOnAuthError: false }),
      invalidatesTags: (_result, error, { bookId }) => (error ? [] : [...peopleOf(bookId), listTag('ebooks')]),
    }),
  }),
});

export const { useBookCollaboratorsQuery, useShareablePupilsQuery, useAddCollaboratorMutation, useChangeCollaboratorRoleMutation, useRemoveCollaboratorMutation } = api;
