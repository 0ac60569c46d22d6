// The pupil's side of classes: finding a class by its code, the picture sign-in, and the pupil's classroom.
import type { AuthResponse, ClassBook, ClassComment, ClassJoin, Classroom, ClassSignIn, OidcSettings } from '@folio/shared';
import { apiSlice } from '../../http/api';
import { api } from '../../http/client';

/**
 * Signs a pupil in with their class code, their name and their picture password (POST /api/auth/class-sign-in),
 * which answers as POST /api/auth/login does. Called straight through the client, as the sign-in form is:
 * signing in empties the data cache. A refusal (wrong pictures, locked) is the pad's to say, so no toast.
 */
export async function classSignIn(body: ClassSignIn): Promise<AuthResponse> {
  const { data } = await api.post<AuthResponse>('/auth/class-sign-in', body, { notify: false, skipAuthRedirect: true });
  return data;
}

/** A write reads the classroom again only when it changed something (as onSuccess of http/api.ts, for this feature's own tag). */
const afterSuccess = (_result: unknown, error: unknown) => (error ? [] : (['classroom'] as const));

const classroomApi = apiSlice.enhanceEndpoints({ addTagTypes: ['classroom'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/classes/join/{code} (public): the class's name and its pupils' first names. */
    classJoin: build.query<ClassJoin, string>({
      query: (code) => ({ url: `/classes/join/${encodeURIComponent(code)}`, redirectOnAuthError: false }),
      transformResponse: (answer: { data: ClassJoin }) => answer.data,
    }),
    /** GET /api/auth/oidc: whether school sign-in is set up on this server, and the name its button says. */
    schoolSignIn: build.query<OidcSettings, void>({
      query: () => ({ url: '/auth/oidc', redirectOnAuthError: false }),
      transformResponse: (answer: { data: OidcSettings }) => answer.data,
    }),
    /** GET /api/classroom: the pupil's class, its library, the approved class books and the pupil's own books. */
    classroom: build.query<Classroom, void>({
      query: () => ({ url: '/classroom' }),
      transformResponse: (answer: { data: Classroom }) => answer.data,
      providesTags: ['classroom'],
    }),
    /** POST /api/classroom/books: a new book, blank or from a template given to the class; the editor opens on it. */
    startClassroomBook: build.mutation<ClassBook, { title: string; template_id?: string }>({
      // The editor opening on the new book says it is there; a refusal is the form's to say.
      query: (body) => ({ url: '/classroom/books', method: 'post', body, notify: false }),
      transformResponse: (answer: { data: ClassBook }) => answer.data,
      invalidatesTags: afterSuccess,
    }),
    /** POST /api/classroom/books/{id}/hand-in: the book goes to the teacher for review. */
    handInBook: build.mutation<ClassBook, string>({
      // The screen says the outcome in the pupil's language (the classes' messages are not in the server catalogue).
      query: (id) => ({ url: `/classroom/books/${encodeURIComponent(id)}/hand-in`, method: 'post', notify: false }),
      transformResponse: (answer: { data: ClassBook }) => answer.data,
      invalidatesTags: afterSuccess,
    }),
    /** GET /api/classes/{id}/books/{ebookId}/comments: the teacher's comments on one of the pupil's books. */
    bookComments: build.query<ClassComment[], { classId: string; ebookId: string }>({
      query: ({ classId, ebookId }) => ({ url: `/classes/${encodeURIComponent(classId)}/books/${encodeURIComponent(ebookId)}/comments` }),
      transformResponse: (answer: { data: ClassComment[] }) => answer.data,
      providesTags: ['classroom'],
    }),
  }),
});

export const { useClassJoinQuery, useSchoolSignInQuery, useClassroomQuery, useStartClassroomBookMutation, useHandInBookMutation, useBookCommentsQuery } = classroomApi;
