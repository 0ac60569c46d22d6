import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignmentCreateSchema, AssignmentListResponseSchema, AssignmentProgressResponseSchema, AssignmentUpdateSchema, AssignmentWrittenResponseSchema,
  BookResultsQuerySchema, BookResultsResponseSchema, CLASS_MESSAGES, ClassAuditResponseSchema, ClassBookListResponseSchema, ClassBookSchema, ClassBookPublishSchema,
  ClassBookReviewSchema, ClassCommentCreateSchema, ClassCommentListResponseSchema, ClassCommentWrittenResponseSchema, ClassCreateSchema,
  ClassDashboardResponseSchema, ClassJoinResponseSchema, ClassListResponseSchema, ClassResponseSchema, ClassStudentSchema, ClassStudentsResponseSchema,
  ClassTeacherAddSchema, ClassUpdateSchema, ClassWrittenResponseSchema, IdParamsSchema, JoinCodeParamsSchema, ListQuerySchema, MessageResponseSchema,
  StudentCardResponseSchema, StudentCardsResponseSchema, StudentRemoveSchema, StudentsAddSchema, StudentUpdateSchema, writtenOf,
} from '@folio/shared';
import { checkBeforeBody } from '../../lib/check-before-body.ts';
import { inArray } from 'drizzle-orm';
import { quizAnswers } from '../../db/schema.ts';
import { errorResponses, notFound, validationFailed } from '../../lib/http-error.ts';
import { bookResultsOf } from '../reading/results.ts';
import { assign, findAssignment, listAssignments, progressOf, pupilsOf, setDueDate, unassign } from './assignments.ts';
import { auditOf, recordView } from './audit.ts';
import { dashboardOf } from './dashboard.ts';
import { classPolicy, teaches, type ClassAction, type ClassSubject } from './policy.ts';
import { addComment, findClassBook, isWrittenBy, listClassBooks, listComments, publishCopy, review } from './pupil-books.ts';
import { deleteClass, removeStudent } from './removal.ts';
import { addTeacher, createClass, findClass, listClasses, presentClass, removeTeacher, renewJoinCode, updateClass } from './service.ts';
import { addStudents, listStudents, resetSecret, updateStudent } from './students.ts';
import { joinGuard, tooMany } from './join-guard.ts';
import { findOpenClass, joinView } from './sign-in.ts';

const errors = errorResponses(401, 403, 404, 422);
const writeErrors = errorResponses(401, 403, 404, 409, 422);

const StudentParams = IdParamsSchema.extend({ studentId: z.uuid({ error: 'Not a valid id' }) });
const TeacherParams = IdParamsSchema.extend({ userId: z.uuid({ error: 'Not a valid id' }) });
const AssignmentParams = IdParamsSchema.extend({ assignmentId: z.uuid({ error: 'Not a valid id' }) });
const BookParams = IdParamsSchema.extend({ ebookId: z.uuid({ error: 'Not a valid id' }) });

/**
 * Classes (docs/decisions/018-classrooms.md): a teacher's classes, their pupils and sign-in cards, their library,
 * the books their pupils write, a dashboard and an audit of who looked at pupils' work. Every route on a class
 * authorizes once through policy.ts before the body is read: a class the user does not teach is 404.
 */
export async function classRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const ctx = { db, storage: app.storage, bookMaxBytes: app.config.bookMaxBytes, plans: app.config.plans };
  const base = { tags: ['classes'], security: [{ bearer: [] }] };

  const granted = new WeakMap<FastifyRequest, ClassSubject>();
  const guard = (action: ClassAction) =>
    checkBeforeBody(app.authenticate, async (request, id) => {
      // The classes the user teaches are their scope: any other is 404, whether it exists or not.
      const found = await findClass(db, id);
      const inScope = found && teaches(request.user, found) ? found : undefined;
      classPolicy.authorize(request.user, action, inScope);
      granted.set(request, inScope);
    });
  const theClass = (request: FastifyRequest) => granted.get(request)!;
  const present = (request: FastifyRequest, row: Parameters<typeof presentClass>[2]) => presentClass(db, request.user, row);

  app.get('/', {
    schema: { ...base, summary: 'The classes the user teaches (every class for an admin), newest first', querystring: ListQuerySchema, response: { 200: ClassListResponseSchema, ...errorResponses(401, 403, 422) } },
    onRequest: [app.authenticate, classPolicy.refuseRolesThatNever('create')],
  }, async (request) => listClasses(db, request.user, request.query));

  app.post('/', {
    schema: { ...base, summary: 'Create a class; Folio gives it a join code', body: ClassCreateSchema, response: { 201: ClassWrittenResponseSchema, ...errorResponses(401, 403, 422) } },
    onRequest: [app.authenticate, classPolicy.refuseRolesThatNever('create')],
  }, async (request, reply) => {
    const row = await createClass(db, request.user, request.body);
    return reply.code(201).send({ message: CLASS_MESSAGES.created, data: await present(request, row) });
  });

  // Public: the class's picker (its name and first names). A code that works is limited per class, generously (a big
  // class reloading it), never per address: a whole school comes from one. Codes that do not work are counted per
  // address (join-guard.ts); past its tries, the address is refused every look-up until the window ends.
  const joinCodes = joinGuard(app.counters, app.config.joinCodeMissPerIp);
  const perClass = app.config.joinLookupPerCode;
  app.get('/join/:join_code', {
    schema: { tags: ['classes'], summary: "A class's name and its pupils' first names, for the sign-in picker (public)", params: JoinCodeParamsSchema, response: { 200: ClassJoinResponseSchema, ...errorResponses(404, 422, 429) } },
  }, async (request) => {
    const blocked = await joinCodes.spent(request.ip);
    if (blocked) throw blocked;
    const row = await findOpenClass(db, request.params.join_code);
    if (!row) throw await joinCodes.miss(request.ip);
    const lookups = await app.counters.hit(`join-lookup:${row.id}`, perClass.windowMs);
    if (lookups.count > perClass.max) throw tooMany(lookups.resetAt);
    return { data: await joinView(db, row) };
  });

  app.get('/:id', {
    schema: { ...base, summary: 'Read a class', params: IdParamsSchema, response: { 200: ClassResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => ({ data: await present(request, theClass(request)) }));

  app.put('/:id', {
    schema: { ...base, summary: "Change a class's settings, close or open its join code, or hand it to a co-teacher (its owner)", params: IdParamsSchema, body: ClassUpdateSchema, response: { 200: ClassWrittenResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => {
    const c = theClass(request);
    if (request.body.owner_id !== undefined && request.body.owner_id !== c.ownerId) classPolicy.authorize(request.user, 'own', c);
    const row = await updateClass(db, c, request.body);
    return { message: CLASS_MESSAGES.saved, data: await present(request, row) };
  });

  app.delete('/:id', {
    schema: { ...base, summary: "Delete a class and its pupils' accounts (its owner)", params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    ...guard('own'),
  }, async (request) => {
    await deleteClass(db, app.storage, theClass(request));
    return { message: CLASS_MESSAGES.deleted };
  });

  app.post('/:id/join-code', {
    schema: { ...base, summary: 'Give the class a new join code; the old one stops working', params: IdParamsSchema, response: { 200: ClassWrittenResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => ({ message: CLASS_MESSAGES.joinCodeNew, data: await present(request, await renewJoinCode(db, theClass(request))) }));

  app.post('/:id/teachers', {
    schema: { ...base, summary: 'Add a co-teacher by the e-mail of their account (the owner)', params: IdParamsSchema, body: ClassTeacherAddSchema, response: { 200: ClassWrittenResponseSchema, ...writeErrors } },
    ...guard('own'),
  }, async (request) => {
    await addTeacher(db, theClass(request), request.body.email);
    return { message: CLASS_MESSAGES.teacherAdded, data: await present(request, (await findClass(db, request.params.id))!) };
  });

  app.delete('/:id/teachers/:userId', {
    schema: { ...base, summary: 'Remove a co-teacher (the owner)', params: TeacherParams, response: { 200: ClassWrittenResponseSchema, ...errors } },
    ...guard('own'),
  }, async (request) => {
    await removeTeacher(db, theClass(request), request.params.userId);
    return { message: CLASS_MESSAGES.teacherRemoved, data: await present(request, (await findClass(db, request.params.id))!) };
  });

  app.get('/:id/students', {
    schema: { ...base, summary: "The class's pupils with their last sign-in", params: IdParamsSchema, response: { 200: ClassStudentsResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => ({ data: await listStudents(db, request.params.id) }));

  app.post('/:id/students', {
    schema: {
      ...base,
      summary: 'Add pupils by name (no e-mail); answers each with their picture password, shown this once',
      params: IdParamsSchema,
      body: StudentsAddSchema,
      response: { 201: StudentCardsResponseSchema, ...errors },
    },
    ...guard('teach'),
  }, async (request, reply) => reply.code(201).send({ message: CLASS_MESSAGES.studentsAdded, data: await addStudents(db, theClass(request), request.body.names) }));

  app.put('/:id/students/:studentId', {
    schema: { ...base, summary: 'Rename a pupil, or move them (and their books) to another class the teacher teaches', params: StudentParams, body: StudentUpdateSchema, response: { 200: writtenOf(ClassStudentSchema), ...errors } },
    ...guard('teach'),
  }, async (request) => {
    let toClass: ClassSubject | undefined;
    if (request.body.class_id !== undefined && request.body.class_id !== request.params.id) {
      const target = await findClass(db, request.body.class_id);
      if (!target || !classPolicy.may(request.user, 'teach', target)) throw validationFailed({ class_id: [CLASS_MESSAGES.moveToTaughtClass] });
      toClass = target;
    }
    const data = await updateStudent(db, theClass(request), request.params.studentId, { name: request.body.name, toClass });
    return { message: CLASS_MESSAGES.studentSaved, data };
  });

  app.post('/:id/students/:studentId/secret', {
    schema: { ...base, summary: "Give a pupil a new picture password (shown this once); the old one and the pupil's sessions end", params: StudentParams, response: { 200: StudentCardResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => ({ message: CLASS_MESSAGES.secretReset, data: await resetSecret(db, theClass(request), request.params.studentId) }));

  app.delete('/:id/students/:studentId', {
    schema: { ...base, summary: "Remove a pupil: their account and data are deleted; their books are deleted or moved to the teacher", params: StudentParams, body: StudentRemoveSchema, response: { 200: MessageResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => {
    await removeStudent(db, app.storage, theClass(request), request.params.studentId, request.body.books === 'move_to_teacher' ? request.user.id : null);
    return { message: CLASS_MESSAGES.studentRemoved };
  });

  app.get('/:id/assignments', {
    schema: { ...base, summary: "The class library: the books and templates given to the class", params: IdParamsSchema, response: { 200: AssignmentListResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => ({ data: await listAssignments(db, request.params.id) }));

  app.post('/:id/assignments', {
    schema: { ...base, summary: 'Give the class a book the teacher may read in full, or a template, with an optional due date', params: IdParamsSchema, body: AssignmentCreateSchema, response: { 201: AssignmentWrittenResponseSchema, ...writeErrors } },
    ...guard('teach'),
  }, async (request, reply) => reply.code(201).send({ message: CLASS_MESSAGES.assigned, data: await assign(db, request.user, request.params.id, request.body) }));

  app.put('/:id/assignments/:assignmentId', {
    schema: { ...base, summary: "Set or clear an assignment's due date", params: AssignmentParams, body: AssignmentUpdateSchema, response: { 200: AssignmentWrittenResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => {
    const a = await findAssignment(db, request.params.id, request.params.assignmentId);
    return { message: CLASS_MESSAGES.assignmentSaved, data: await setDueDate(db, request.params.id, a, request.body.due_at) };
  });

  app.delete('/:id/assignments/:assignmentId', {
    schema: { ...base, summary: 'Take a book or template back from the class', params: AssignmentParams, response: { 200: MessageResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => {
    await unassign(db, await findAssignment(db, request.params.id, request.params.assignmentId));
    return { message: CLASS_MESSAGES.unassigned };
  });

  app.get('/:id/assignments/:assignmentId/progress', {
    schema: { ...base, summary: 'Each pupil on an assigned book: opened, page, finished, answers and score', params: AssignmentParams, response: { 200: AssignmentProgressResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => {
    const a = await findAssignment(db, request.params.id, request.params.assignmentId);
    await recordView(db, { classId: request.params.id, viewerId: request.user.id, studentId: null, ebookId: a.ebookId, action: 'view_progress' });
    return { data: await progressOf(db, request.params.id, a) };
  });

  app.get('/:id/assignments/:assignmentId/results', {
    schema: { ...base, summary: "How the class's pupils answered an assigned book's questions (the book's Results, this class only)", params: AssignmentParams, querystring: BookResultsQuerySchema, response: { 200: BookResultsResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => {
    const a = await findAssignment(db, request.params.id, request.params.assignmentId);
    if (!a.ebookId) throw notFound(CLASS_MESSAGES.assignmentNotFound);
    await recordView(db, { classId: request.params.id, viewerId: request.user.id, studentId: null, ebookId: a.ebookId, action: 'view_results' });
    return { data: await bookResultsOf(db, a.ebookId, request.query, inArray(quizAnswers.userId, pupilsOf(db, request.params.id))) };
  });

  app.get('/:id/dashboard', {
    schema: { ...base, summary: "The class at a glance: each pupil's last sign-in, books started and finished, questions answered, books written", params: IdParamsSchema, response: { 200: ClassDashboardResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => ({ data: await dashboardOf(db, request.params.id) }));

  app.get('/:id/books', {
    schema: { ...base, summary: "The books the class's pupils write, with where their review stands", params: IdParamsSchema, response: { 200: ClassBookListResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => ({ data: await listClassBooks(db, request.params.id) }));

  app.post('/:id/books/:ebookId/review', {
    schema: { ...base, summary: "Return a pupil's book for changes, or approve it into the class library", params: BookParams, body: ClassBookReviewSchema, response: { 200: writtenOf(ClassBookSchema), ...errors } },
    ...guard('teach'),
  }, async (request) => {
    const book = await findClassBook(db, request.params.id, request.params.ebookId);
    const data = await review(db, book, request.body.action, request.body.remark);
    return { message: request.body.action === 'return' ? CLASS_MESSAGES.returned : CLASS_MESSAGES.approved, data };
  });

  app.post('/:id/books/:ebookId/publish', {
    schema: { ...base, summary: "Submit a copy of a pupil's book, in the teacher's name, to the public library's approval", params: BookParams, body: ClassBookPublishSchema, response: { 200: writtenOf(z.object({ id: z.string() })), ...writeErrors } },
    ...guard('teach'),
  }, async (request) => {
    await findClassBook(db, request.params.id, request.params.ebookId);
    const copy = await publishCopy(ctx, request.user, request.params.ebookId, request.body.credit_student);
    return { message: CLASS_MESSAGES.publishSubmitted, data: { id: copy.id } };
  });

  app.get('/:id/books/:ebookId/comments', {
    schema: { ...base, summary: "The teachers' comments on a pupil's book (also read by the pupil who writes it)", params: BookParams, response: { 200: ClassCommentListResponseSchema, ...errors } },
    onRequest: app.authenticate,
    // The pupil who writes the book reads its comments too; the check is below.
    config: { pupils: true },
  }, async (request) => {
    const book = await findClassBook(db, request.params.id, request.params.ebookId);
    await mayReadComments(request, book.ebookId);
    return { data: await listComments(db, book.ebookId) };
  });

  app.post('/:id/books/:ebookId/comments', {
    schema: { ...base, summary: "Comment on a page of a pupil's book", params: BookParams, body: ClassCommentCreateSchema, response: { 201: ClassCommentWrittenResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request, reply) => {
    const book = await findClassBook(db, request.params.id, request.params.ebookId);
    return reply.code(201).send({ message: CLASS_MESSAGES.commentAdded, data: await addComment(db, request.user, book.ebookId, request.body) });
  });

  app.get('/:id/audit', {
    schema: { ...base, summary: "Who looked at the class's pupils' work, and when, newest first", params: IdParamsSchema, querystring: ListQuerySchema.pick({ page: true, per_page: true }), response: { 200: ClassAuditResponseSchema, ...errors } },
    ...guard('teach'),
  }, async (request) => auditOf(db, request.params.id, request.query));

  /** The pupil who writes the book, or a teacher of the class (404 to anyone else: the book is not theirs to know). */
  async function mayReadComments(request: FastifyRequest, ebookId: string) {
    const { id } = request.params as { id: string };
    if (request.user.role === 'student') {
      if (!(await isWrittenBy(db, ebookId, request.user.id))) throw notFound(CLASS_MESSAGES.bookNotInClass);
      return;
    }
    // A class they do not teach is 404, as on every other route of the class (the guard's scope), not 403.
    const found = await findClass(db, id);
    classPolicy.authorize(request.user, 'teach', found && teaches(request.user, found) ? found : undefined);
  }
}
