import { definePolicy, type Policy } from '../../lib/policy.ts';

/** How the actor stands to an LMS course and one of its books (courses.ts `standingIn`). */
export interface CourseStanding {
  /** An instructor of the course, in its roster (NRPS) or by their own launch from it. */
  instructor: boolean;
  /** The course links to the book (a resource link launched from it). */
  linksBook: boolean;
}

const COURSE_NOT_FOUND = 'This course has not launched Folio.';
const teachesTheBook = (_actor: unknown, course: CourseStanding) => course.instructor && course.linksBook;

/**
 * Who may see and mark the Results of an LMS course (docs/decisions/023): its instructors, for the books the
 * course links to, and only its learners' answers (the routes scope them). Whatever their Folio role: an LMS
 * instructor's account is a reader's. Not the book's owner as such, who sees every reader in the book's own Results.
 */
export const coursePolicy: Policy<'view_results' | 'mark', CourseStanding> = definePolicy<'view_results' | 'mark', CourseStanding>({
  view_results: { roles: 'all', relation: teachesTheBook },
  mark: { roles: 'all', relation: teachesTheBook },
}, { notFound: COURSE_NOT_FOUND, first: 'scope' });
