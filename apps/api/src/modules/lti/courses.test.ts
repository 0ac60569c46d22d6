import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookResultsResponseSchema, ELEMENT_FIELD_DEFAULTS, QUIZ_ANSWER_MESSAGES, type BookElement } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { caller, conforms } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { emptyPage } from '../pages/format.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { ltiCourseMembers } from '../../db/schema.ts';
import { courseRoleOf, nextPageOf } from './courses.ts';
import { LTI, registeredPlatform, ROLE, SITE } from './fixtures/launches.ts';

const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
const essay = { id: 'essay', type: 'quiz', position: { x: 0, y: 0 }, size: { width: 400, height: 300 }, style: {}, ...ELEMENT_FIELD_DEFAULTS.quiz, question: 'Why?', kind: 'short', marking: 'teacher', points: 5, options: [] } as unknown as BookElement;

/** An LMS course (NRPS roster) and its instructors' Results: the course's learners only, marked by its instructors only. */
describe('LTI courses: rosters and their Results', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let platform: Awaited<ReturnType<typeof registeredPlatform>>;
  let book: { id: string };
  let other: { id: string };
  const sessions: Record<string, Awaited<ReturnType<Awaited<ReturnType<typeof registeredPlatform>>['sessionOf']>>> = {};

  /** A launch from a course (context), as `sub` in `role`, with the course's roster service. */
  const fromCourse = (context: string, sub: string, role: 'learner' | 'instructor', ebookId = book.id) =>
    platform.message(ebookId, {
      sub,
      name: `Member ${sub}`,
      [`${LTI}/roles`]: [ROLE[role]],
      [`${LTI}/context`]: { id: context, title: `Course ${context}` },
      [NRPS]: { context_memberships_url: platform.lms.membershipsUrl(context), service_versions: ['2.0'] },
    });

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, publicUrl: SITE, xapiRetrySeconds: 1 });
    call = caller(t);
    admin = await t.login('admin@folio.test');
    book = await insertBook(t, { price: 0, pages: [{ ...emptyPage(1), elements: [essay] }] });
    other = await insertBook(t, { price: 0, pages: [{ ...emptyPage(1), elements: [essay] }] });
    platform = await registeredPlatform(t, admin, { pageSize: 2 });
    platform.lms.roster('bio-101', [
      { user_id: 'teach-1', name: 'Ms Rahman', roles: [ROLE.instructor] },
      { user_id: 'pupil-1', name: 'Ada', roles: [ROLE.learner] },
      { user_id: 'pupil-2', name: 'Ben', roles: ['Learner'] },
      { user_id: 'pupil-gone', name: 'Cy', roles: [ROLE.learner], status: 'Inactive' },
      { user_id: 'ta-1', name: 'Tariq', roles: ['http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant'] },
    ]);
    platform.lms.roster('chem-202', [{ user_id: 'teach-2', name: 'Mr Sato', roles: [ROLE.instructor] }]);
    // Learners of the course answer; a reader of the same book from another course answers too.
    for (const [sub, context] of [['pupil-1', 'bio-101'], ['pupil-2', 'bio-101'], ['outsider', 'chem-202']] as const) {
      sessions[sub] = await platform.sessionOf(await platform.enter(fromCourse(context, sub, 'learner')));
      expect((await call('PUT', `/api/public/ebooks/${book.id}/answers/essay`, sessions[sub].token, { chosen: [`answer of ${sub}`] })).statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
    await platform.lms.close();
  });

  it('should read the roles of LTI and NRPS, and the next page of a Link header', () => {
    expect(courseRoleOf([ROLE.instructor, ROLE.learner])).toBe('instructor');
    expect(courseRoleOf(['Learner'])).toBe('learner');
    expect(courseRoleOf(['http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator'])).toBeNull();
    expect(courseRoleOf('Instructor')).toBeNull();
    expect(nextPageOf('<https://lms.example/m?page=1>; rel="first", <https://lms.example/m?page=3>; rel="next"')).toBe('https://lms.example/m?page=3');
    expect(nextPageOf('<https://lms.example/m?page=1>; rel="prev"')).toBeNull();
    expect(nextPageOf(null)).toBeNull();
  });

  it("should import the course's roster, every page, at an instructor's launch, and send them to the course's Results", async () => {
    const reads = platform.lms.rosterReads.length;
    sessions.teacher = await platform.sessionOf(await platform.enter(fromCourse('bio-101', 'teach-1', 'instructor')));
    expect(sessions.teacher).toMatchObject({ ebook_id: book.id, deep_link: null, course_id: expect.any(String) });
    // Five members, two a page: three pages, by the Link headers.
    expect(platform.lms.rosterReads.length - reads).toBe(3);
    const members = await t.db.select({ sub: ltiCourseMembers.sub, role: ltiCourseMembers.role, name: ltiCourseMembers.name }).from(ltiCourseMembers);
    expect(members.filter((m) => ['teach-1', 'pupil-1', 'pupil-2', 'ta-1', 'pupil-gone'].includes(m.sub)).sort((a, b) => a.sub.localeCompare(b.sub))).toEqual([
      { sub: 'pupil-1', role: 'learner', name: 'Ada' },
      { sub: 'pupil-2', role: 'learner', name: 'Ben' },
      { sub: 'ta-1', role: 'instructor', name: 'Tariq' },
      { sub: 'teach-1', role: 'instructor', name: 'Ms Rahman' },
    ]);
    // A learner's launch opens the book, not the results.
    expect(sessions['pupil-1']!.course_id).toBeNull();
  });

  it("should show the instructor the book's Results for their course's learners only, and let them mark those answers", async () => {
    const { course_id: course, token } = sessions.teacher!;
    const url = `/api/lti/courses/${course}/books/${book.id}/results`;
    const results = conforms(await call('GET', url, token), 200, BookResultsResponseSchema).data;
    expect(results.readers.map((r: { user_id: string }) => r.user_id).sort()).toEqual([sessions['pupil-1']!.user.id, sessions['pupil-2']!.user.id].sort());
    expect(results.questions[0]).toMatchObject({ answered: 2, to_mark: 2 });
    // The book's own Results (its owner's, admins') still hold every reader.
    expect((await call('GET', `/api/admin/ebooks/${book.id}/results`, admin)).json().data.readers).toHaveLength(3);

    const mark = (userId: string, score: number, who = token) => call('PUT', `${url}/${userId}/essay`, who, { score });
    const marked = await mark(sessions['pupil-1']!.user.id, 4);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ message: QUIZ_ANSWER_MESSAGES.marked, data: { marked: true, score: 4 } });
    expect((await call('GET', url, token)).json().data.questions[0].to_mark).toBe(1);
    // A reader of the book from another course is not this course's to mark.
    expectError(await mark(sessions.outsider!.user.id, 4), 404, QUIZ_ANSWER_MESSAGES.answerNotFound);
    expectError(await mark(sessions['pupil-2']!.user.id, 9), 422);
  });

  it('should refuse the Results of a course to its learners, to another course’s instructor, for a book the course does not link, and to visitors', async () => {
    const { course_id: course } = sessions.teacher!;
    const url = (ebookId = book.id, id = course) => `/api/lti/courses/${id}/books/${ebookId}/results`;
    const chemTeacher = await platform.sessionOf(await platform.enter(fromCourse('chem-202', 'teach-2', 'instructor')));
    // Role × relation: the course's instructor may; its learner, another course's instructor, the book's admin as such may not.
    const grid: [string, string | undefined, number][] = [
      ['course instructor', sessions.teacher!.token, 200],
      ['course learner', sessions['pupil-1']!.token, 403],
      ['another course’s instructor', chemTeacher.token, 403],
      ['admin, not in the course', admin, 403],
      ['author, not in the course', await t.login('author@folio.test'), 403],
      ['visitor', undefined, 401],
    ];
    for (const [who, token, status] of grid) {
      expect([who, (await call('GET', url(), token)).statusCode]).toEqual([who, status]);
      expect([who, (await call('PUT', `${url()}/${sessions['pupil-2']!.user.id}/essay`, token, { score: 1 })).statusCode]).toEqual([who, status]);
    }
    expectError(await call('GET', url(other.id), sessions.teacher!.token), 403);
    expectError(await call('GET', url(book.id, '00000000-0000-4000-8000-000000000000'), sessions.teacher!.token), 404);
    expectError(await call('GET', url(book.id, 'not-a-uuid'), sessions.teacher!.token), 422);
  });

  it('should keep the roster read before when the LMS does not answer, and drop members gone from it at the next import', async () => {
    platform.lms.roster('bio-101', [
      { user_id: 'teach-1', name: 'Ms Rahman', roles: [ROLE.instructor] },
      { user_id: 'pupil-1', name: 'Ada', roles: [ROLE.learner] },
    ]);
    const again = await platform.sessionOf(await platform.enter(fromCourse('bio-101', 'teach-1', 'instructor')));
    const readers = (await call('GET', `/api/lti/courses/${again.course_id}/books/${book.id}/results`, again.token)).json().data.readers;
    expect(readers.map((r: { user_id: string }) => r.user_id)).toEqual([sessions['pupil-1']!.user.id]);

    // A roster the LMS refuses (no such course now): the launch goes on, the roster read before stays.
    platform.lms.roster('bio-101', undefined as never);
    const kept = await platform.sessionOf(await platform.enter(fromCourse('bio-101', 'teach-1', 'instructor')));
    expect((await call('GET', `/api/lti/courses/${kept.course_id}/books/${book.id}/results`, kept.token)).json().data.readers).toHaveLength(1);
  });
});
