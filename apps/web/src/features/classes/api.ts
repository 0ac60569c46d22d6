import type { z } from 'zod';
import type {
  AccountExport,
  AccountExportResponse,
  AccountExportWrittenResponse,
  Assignment,
  AssignmentCreate,
  AssignmentProgress,
  BookReadingResponse,
  BookResults,
  ClassAuditEntrySchema,
  ClassBook,
  ClassComment,
  ClassCreate,
  ClassDashboard,
  ClassRecord,
  ClassStudent,
  ClassUpdate,
  ListResponse,
  RetentionPupil,
  RetentionPupilsResponse,
  StudentCard,
} from '@folio/shared';
import { apiSlice } from '../../http/api';

/**
 * The teacher's calls of /api/classes (docs/decisions/018-classrooms.md). Every write is quiet (`notify: false`):
 * the classes' messages are not in the server-message catalogue that the client's own toasts translate, so the
 * screens toast them in the reader's language themselves (useClassNotice). Each tag is a class's part, by the class's id.
 */
const TAGS = ['classes', 'classPupils', 'classLibrary', 'classBooks', 'classAudit'] as const;
const classesApi = apiSlice.enhanceEndpoints({ addTagTypes: TAGS });
type ClassTag = { type: (typeof TAGS)[number]; id: string };

/** A write's tags, as http/api.ts's onSuccess gives them (a refused write changed nothing), for the classes' own tag types. */
const onSuccess =
  <Arg>(tags: (arg: Arg) => ClassTag[]) =>
  (_result: unknown, error: unknown, arg: Arg): ClassTag[] =>
    error ? [] : tags(arg);

const classUrl = (id: string) => `/classes/${encodeURIComponent(id)}`;
const part = (id: string, ...rest: string[]) => [classUrl(id), ...rest.map(encodeURIComponent)].join('/');

interface ClassListArg {
  page: number;
  per_page: number;
  search?: string;
}

/** Everything in a class that a change of its pupils shows in: their list, the dashboard, the books' progress. */
const pupilsOf = (id: string): ClassTag[] => [{ type: 'classPupils', id }, { type: 'classes', id }, { type: 'classes', id: 'LIST' }];

const api = classesApi.injectEndpoints({
  endpoints: (build) => ({
    classes: build.query<ListResponse<ClassRecord>, ClassListArg>({
      query: (params) => ({ url: '/classes', params: { ...params } }),
      providesTags: (result) => [{ type: 'classes', id: 'LIST' }, ...(result?.data ?? []).map(({ id }) => ({ type: 'classes' as const, id }))],
    }),
    classRecord: build.query<ClassRecord, string>({
      query: classUrl,
      transformResponse: (answer: { data: ClassRecord }) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'classes', id }],
    }),
    createClass: build.mutation<{ message: string; data: ClassRecord }, ClassCreate>({
      query: (body) => ({ url: '/classes', method: 'post', body, notify: false }),
      invalidatesTags: onSuccess(() => [{ type: 'classes', id: 'LIST' }]),
    }),
    updateClass: build.mutation<{ message: string; data: ClassRecord }, { id: string; values: ClassUpdate }>({
      query: ({ id, values }) => ({ url: classUrl(id), method: 'put', body: values, notify: false }),
      invalidatesTags: onSuccess(({ id }) => [{ type: 'classes', id }, { type: 'classes', id: 'LIST' }]),
    }),
    deleteClass: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: classUrl(id), method: 'delete', notify: false }),
      // Not the class's own tag: its screen leaves rather than reads a 404.
      invalidatesTags: onSuccess(() => [{ type: 'classes', id: 'LIST' }]),
    }),
    newJoinCode: build.mutation<{ message: string; data: ClassRecord }, string>({
      query: (id) => ({ url: part(id, 'join-code'), method: 'post', notify: false }),
      invalidatesTags: onSuccess((id) => [{ type: 'classes', id }, { type: 'classes', id: 'LIST' }]),
    }),
    addTeacher: build.mutation<{ message: string; data: ClassRecord }, { id: string; email: string }>({
      query: ({ id, email }) => ({ url: part(id, 'teachers'), method: 'post', body: { email }, notify: false }),
      invalidatesTags: onSuccess(({ id }) => [{ type: 'classes', id }]),
    }),
    removeTeacher: build.mutation<{ message: string; data: ClassRecord }, { id: string; userId: string }>({
      query: ({ id, userId }) => ({ url: part(id, 'teachers', userId), method: 'delete', notify: false }),
      invalidatesTags: onSuccess(({ id }) => [{ type: 'classes', id }, { type: 'classes', id: 'LIST' }]),
    }),

    students: build.query<ClassStudent[], string>({
      query: (id) => part(id, 'students'),
      transformResponse: (answer: { data: ClassStudent[] }) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'classPupils', id }],
    }),
    addStudents: build.mutation<{ message: string; data: StudentCard[] }, { id: string; names: string[] }>({
      query: ({ id, names }) => ({ url: part(id, 'students'), method: 'post', body: { names }, notify: false }),
      invalidatesTags: onSuccess(({ id }) => pupilsOf(id)),
    }),
    /** Renames a pupil, or moves them to another class the teacher teaches (`class_id`). */
    updateStudent: build.mutation<{ message: string; data: ClassStudent }, { id: string; studentId: string; values: { name?: string; class_id?: string } }>({
      query: ({ id, studentId, values }) => ({ url: part(id, 'students', studentId), method: 'put', body: values, notify: false }),
      invalidatesTags: onSuccess(({ id, values }) => [...pupilsOf(id), ...(values.class_id ? pupilsOf(values.class_id) : [])]),
    }),
    resetSecret: build.mutation<{ message: string; data: StudentCard }, { id: string; studentId: string }>({
      query: ({ id, studentId }) => ({ url: part(id, 'students', studentId, 'secret'), method: 'post', notify: false }),
    }),
    removeStudent: build.mutation<{ message: string }, { id: string; studentId: string; books: 'delete' | 'move_to_teacher' }>({
      query: ({ id, studentId, books }) => ({ url: part(id, 'students', studentId), method: 'delete', body: { books }, notify: false }),
      invalidatesTags: onSuccess(({ id }) => [...pupilsOf(id), { type: 'classBooks', id }]),
    }),
    /** A pupil's latest data export (architecture.md §11), null before the first. */
    pupilExport: build.query<AccountExport | null, { id: string; studentId: string }>({
      query: ({ id, studentId }) => part(id, 'students', studentId, 'export'),
      transformResponse: (answer: AccountExportResponse) => answer.data,
    }),
    /** Starts a pupil's export (a job on the server); what it answers becomes the latest export, to poll from. */
    startPupilExport: build.mutation<AccountExport, { id: string; studentId: string }>({
      query: ({ id, studentId }) => ({ url: part(id, 'students', studentId, 'export'), method: 'post', notify: false }),
      transformResponse: (answer: AccountExportWrittenResponse) => answer.data,
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(api.util.upsertQueryData('pupilExport', arg, data));
        } catch {
          // The dialog says the refusal.
        }
      },
    }),
    /** The class's pupils whose accounts will be deleted for lack of use, and when. */
    retention: build.query<RetentionPupil[], string>({
      query: (id) => part(id, 'retention'),
      transformResponse: (answer: RetentionPupilsResponse) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'classPupils', id }],
    }),

    assignments: build.query<Assignment[], string>({
      query: (id) => part(id, 'assignments'),
      transformResponse: (answer: { data: Assignment[] }) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'classLibrary', id }],
    }),
    assign: build.mutation<{ message: string; data: Assignment }, { id: string; values: AssignmentCreate }>({
      query: ({ id, values }) => ({ url: part(id, 'assignments'), method: 'post', body: values, notify: false }),
      invalidatesTags: onSuccess(({ id }) => [{ type: 'classLibrary', id }]),
    }),
    updateAssignment: build.mutation<{ message: string; data: Assignment }, { id: string; assignmentId: string; due_at: string | null }>({
      query: ({ id, assignmentId, due_at }) => ({ url: part(id, 'assignments', assignmentId), method: 'put', body: { due_at }, notify: false }),
      invalidatesTags: onSuccess(({ id }) => [{ type: 'classLibrary', id }]),
    }),
    unassign: build.mutation<{ message: string }, { id: string; assignmentId: string }>({
      query: ({ id, assignmentId }) => ({ url: part(id, 'assignments', assignmentId), method: 'delete', notify: false }),
      invalidatesTags: onSuccess(({ id }) => [{ type: 'classLibrary', id }]),
    }),
    progress: build.query<AssignmentProgress, { id: string; assignmentId: string }>({
      query: ({ id, assignmentId }) => part(id, 'assignments', assignmentId, 'progress'),
      transformResponse: (answer: { data: AssignmentProgress }) => answer.data,
      providesTags: (_result, _error, { id }) => [{ type: 'classLibrary', id }, { type: 'classPupils', id }],
    }),
    results: build.query<BookResults, { id: string; assignmentId: string }>({
      query: ({ id, assignmentId }) => part(id, 'assignments', assignmentId, 'results'),
      transformResponse: (answer: { data: BookResults }) => answer.data,
      providesTags: (_result, _error, { id }) => [{ type: 'classLibrary', id }, { type: 'classPupils', id }],
    }),

    classDashboard: build.query<ClassDashboard, string>({
      query: (id) => part(id, 'dashboard'),
      transformResponse: (answer: { data: ClassDashboard }) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'classPupils', id }, { type: 'classLibrary', id }, { type: 'classBooks', id }],
    }),

    classBooks: build.query<ClassBook[], string>({
      query: (id) => part(id, 'books'),
      transformResponse: (answer: { data: ClassBook[] }) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'classBooks', id }],
    }),
    reviewBook: build.mutation<{ message: string; data: ClassBook }, { id: string; ebookId: string; action: 'return' | 'approve'; remark?: string }>({
      query: ({ id, ebookId, action, remark }) => ({ url: part(id, 'books', ebookId, 'review'), method: 'post', body: { action, remark }, notify: false }),
      invalidatesTags: onSuccess(({ id }) => [{ type: 'classBooks', id }]),
    }),
    publishBook: build.mutation<{ message: string; data: { id: string } }, { id: string; ebookId: string; credit_student: boolean }>({
      query: ({ id, ebookId, credit_student }) => ({ url: part(id, 'books', ebookId, 'publish'), method: 'post', body: { credit_student }, notify: false }),
    }),
    comments: build.query<ClassComment[], { id: string; ebookId: string }>({
      query: ({ id, ebookId }) => part(id, 'books', ebookId, 'comments'),
      transformResponse: (answer: { data: ClassComment[] }) => answer.data,
      providesTags: (_result, _error, { id }) => [{ type: 'classBooks', id }],
    }),
    addComment: build.mutation<{ message: string; data: ClassComment }, { id: string; ebookId: string; page_id: string; body: string }>({
      query: ({ id, ebookId, ...body }) => ({ url: part(id, 'books', ebookId, 'comments'), method: 'post', body, notify: false }),
      invalidatesTags: onSuccess(({ id }) => [{ type: 'classBooks', id }]),
    }),
    /** The ids of a pupil's book's pages in order, to comment on a page by its number (the reader's own read). */
    bookPageIds: build.query<string[], string>({
      query: (ebookId) => ({ url: `/public/ebooks/${encodeURIComponent(ebookId)}/read`, redirectOnAuthError: false }),
      transformResponse: (answer: BookReadingResponse) => answer.data.page_ids,
    }),

    audit: build.query<ListResponse<AuditEntry>, { id: string; page: number }>({
      query: ({ id, page }) => ({ url: part(id, 'audit'), params: { page } }),
      providesTags: (_result, _error, { id }) => [{ type: 'classAudit', id }],
    }),
  }),
});

/** A pupil's export was downloaded: the server wrote it in the class's audit, which is read afresh. */
export const auditWritten = (id: string) => api.util.invalidateTags([{ type: 'classAudit', id }]);

/** One line of "Who viewed pupils' work" (the shared contract names no type of it). */
type AuditEntry = z.infer<typeof ClassAuditEntrySchema>;

export const {
  useClassesQuery,
  useClassRecordQuery,
  useCreateClassMutation,
  useUpdateClassMutation,
  useDeleteClassMutation,
  useNewJoinCodeMutation,
  useAddTeacherMutation,
  useRemoveTeacherMutation,
  useStudentsQuery,
  useAddStudentsMutation,
  useUpdateStudentMutation,
  useResetSecretMutation,
  useRemoveStudentMutation,
  usePupilExportQuery,
  useStartPupilExportMutation,
  useRetentionQuery,
  useAssignmentsQuery,
  useAssignMutation,
  useUpdateAssignmentMutation,
  useUnassignMutation,
  useProgressQuery,
  useResultsQuery,
  useClassDashboardQuery,
  useClassBooksQuery,
  useReviewBookMutation,
  usePublishBookMutation,
  useCommentsQuery,
  useAddCommentMutation,
  useBookPageIdsQuery,
  useAuditQuery,
} = api;
