import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AssignmentListResponseSchema, AssignmentProgressResponseSchema, AssignmentWrittenResponseSchema, BookResultsResponseSchema, ClassAuditResponseSchema,
  ClassBookListResponseSchema, ClassBookSchema, ClassCommentListResponseSchema, ClassCommentWrittenResponseSchema, ClassDashboardResponseSchema, ClassJoinResponseSchema,
  ClassListResponseSchema, ClassResponseSchema, ClassroomBookWrittenResponseSchema, ClassroomResponseSchema, ClassSignInResponseSchema,
  ClassStudentSchema, ClassStudentsResponseSchema, ClassWrittenResponseSchema, MessageResponseSchema, StudentCardResponseSchema, StudentCardsResponseSchema, writtenOf,
} from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms, documentedStatuses, refuses } from '../../../test/contract.ts';
import { findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { classApi } from './fixtures/classes.ts';

/** Every answer of the classes routes against its schema in @folio/shared, and the statuses the OpenAPI document lists. */
describe('classes contract (answers against @folio/shared)', () => {
  let t: TestApp;
  let api: ReturnType<typeof classApi>;
  let teacher: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = classApi(t);
    teacher = await t.login('user@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('the teacher routes', async () => {
    const created = conforms(await api.call('POST', '/classes', teacher, { name: 'Contract class', language: 'en' }), 201, ClassWrittenResponseSchema);
    const id = created.data.id as string;
    conforms(await api.call('GET', '/classes', teacher), 200, ClassListResponseSchema);
    conforms(await api.call('GET', `/classes/${id}`, teacher), 200, ClassResponseSchema);
    conforms(await api.call('PUT', `/classes/${id}`, teacher, { grade: '3' }), 200, ClassWrittenResponseSchema);
    conforms(await api.call('POST', `/classes/${id}/join-code`, teacher), 200, ClassWrittenResponseSchema);
    const cards = conforms(await api.call('POST', `/classes/${id}/students`, teacher, { names: ['Ada', 'Ben'] }), 201, StudentCardsResponseSchema).data;
    conforms(await api.call('GET', `/classes/${id}/students`, teacher), 200, ClassStudentsResponseSchema);
    conforms(await api.call('PUT', `/classes/${id}/students/${cards[0].id}`, teacher, { name: 'Ada L.' }), 200, writtenOf(ClassStudentSchema));
    const card = conforms(await api.call('POST', `/classes/${id}/students/${cards[0].id}/secret`, teacher), 200, StudentCardResponseSchema).data;
    const book = await insertBook(t, { price: 0, createdBy: (await findUser(t.db, 'user@folio.test'))!.id });
    const assignment = conforms(await api.call('POST', `/classes/${id}/assignments`, teacher, { ebook_id: book.id }), 201, AssignmentWrittenResponseSchema).data;
    conforms(await api.call('PUT', `/classes/${id}/assignments/${assignment.id}`, teacher, { due_at: '2027-03-01T09:00:00+01:00' }), 200, AssignmentWrittenResponseSchema);
    conforms(await api.call('GET', `/classes/${id}/assignments`, teacher), 200, AssignmentListResponseSchema);
    conforms(await api.call('GET', `/classes/${id}/assignments/${assignment.id}/progress`, teacher), 200, AssignmentProgressResponseSchema);
    conforms(await api.call('GET', `/classes/${id}/assignments/${assignment.id}/results`, teacher), 200, BookResultsResponseSchema);
    conforms(await api.call('GET', `/classes/${id}/dashboard`, teacher), 200, ClassDashboardResponseSchema);

    const join = conforms(await api.call('GET', `/classes/join/${created.data.join_code}`, null), 404, z.object({ message: z.string() }));
    expect(join).toBeDefined();
    const code = conforms(await api.call('GET', `/classes/${id}`, teacher), 200, ClassResponseSchema).data.join_code;
    conforms(await api.call('GET', `/classes/join/${code}`, null), 200, ClassJoinResponseSchema);
    const signedIn = conforms(await api.signIn(code, card.id, card.secret), 200, ClassSignInResponseSchema);
    const pupil = signedIn.token as string;

    const written = conforms(await api.call('POST', '/classroom/books', pupil, { title: 'Contract story' }), 201, ClassroomBookWrittenResponseSchema).data;
    conforms(await api.call('POST', `/classroom/books/${written.id}/hand-in`, pupil), 200, writtenOf(ClassBookSchema));
    conforms(await api.call('GET', '/classroom', pupil), 200, ClassroomResponseSchema);
    conforms(await api.call('GET', `/classes/${id}/books`, teacher), 200, ClassBookListResponseSchema);
    const pages = (await api.call('GET', `/admin/ebooks/${written.id}/pages`, pupil)).json().data;
    conforms(await api.call('POST', `/classes/${id}/books/${written.id}/comments`, teacher, { page_id: pages[0].id, body: 'Well done' }), 201, ClassCommentWrittenResponseSchema);
    conforms(await api.call('GET', `/classes/${id}/books/${written.id}/comments`, pupil), 200, ClassCommentListResponseSchema);
    conforms(await api.call('POST', `/classes/${id}/books/${written.id}/review`, teacher, { action: 'approve' }), 200, writtenOf(ClassBookSchema));
    conforms(await api.call('POST', `/classes/${id}/books/${written.id}/publish`, teacher, { credit_student: false }), 200, writtenOf(z.object({ id: z.string() })));
    conforms(await api.call('GET', `/classes/${id}/audit`, teacher), 200, ClassAuditResponseSchema);
    conforms(await api.call('DELETE', `/classes/${id}/assignments/${assignment.id}`, teacher), 200, MessageResponseSchema);
    conforms(await api.call('DELETE', `/classes/${id}/students/${cards[1].id}`, teacher, { books: 'delete' }), 200, MessageResponseSchema);
    conforms(await api.call('DELETE', `/classes/${id}`, teacher), 200, MessageResponseSchema);
  });

  it('the refusals, each documented', async () => {
    const statuses = await documentedStatuses(t);
    const c = await api.make(teacher);
    refuses(await api.call('GET', '/classes', null), 401);
    refuses(await api.call('POST', '/classes', teacher, { name: '' }), 422);
    refuses(await api.call('GET', '/classes/00000000-0000-4000-8000-000000000000', teacher), 404);
    refuses(await api.call('POST', `/classes/${c.id}/students`, teacher, { names: [] }), 422);
    refuses(await api.call('POST', `/classes/${c.id}/teachers`, await t.login('author@folio.test'), { email: 'x@example.com' }), 404);
    refuses(await api.signIn('WRONGCOD', '00000000-0000-4000-8000-000000000000', ['cat', 'cat', 'cat', 'cat']), 404);
    refuses(await api.call('GET', '/classroom', teacher), 403);
    expect(statuses('/api/classes', 'get')).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
    expect(statuses('/api/classes/{id}/students', 'post')).toEqual(expect.arrayContaining(['201', '401', '403', '404', '422']));
    expect(statuses('/api/auth/class-sign-in', 'post')).toEqual(expect.arrayContaining(['200', '401', '404', '422', '429']));
    expect(statuses('/api/classes/join/{join_code}', 'get')).toEqual(expect.arrayContaining(['200', '404', '429']));
    expect(statuses('/api/classroom', 'get')).toEqual(expect.arrayContaining(['200', '401', '403']));
  });
});
