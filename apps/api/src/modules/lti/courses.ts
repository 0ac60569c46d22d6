import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ltiAccounts, ltiCourseBooks, ltiCourseMembers, ltiCourses, quizAnswers } from '../../db/schema.ts';
import { accessTokenFor, forgetAccessToken, TIMEOUT_MS } from './access-token.ts';
import type { Launch } from './launch.ts';
import type { PlatformRow } from './platforms.ts';

const NRPS_SCOPE = 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly';
const NRPS_TYPE = 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json';
const CONTEXT_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/context';
const ROLES_CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/roles';
const NRPS_CLAIM = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';
/** A roster's pages read at most (a course of many thousands stops there, with the members read so far kept). */
const MAX_PAGES = 100;

type CourseRole = 'learner' | 'instructor';
type CourseRow = typeof ltiCourses.$inferSelect;

/**
 * A course role from LTI roles (LTI 1.3 §A.2.3; NRPS answers them as full URIs or, in some LMSs, as short names):
 * instructors (teaching assistants included, a sub-role of Instructor) and learners; others have no part here.
 */
export function courseRoleOf(roles: unknown): CourseRole | null {
  const list = Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  if (list.some((r) => r === 'Instructor' || /\/membership#Instructor$/.test(r) || /\/membership\/Instructor#/.test(r))) return 'instructor';
  if (list.some((r) => r === 'Learner' || /\/membership#Learner$/.test(r) || /\/membership\/Learner#/.test(r))) return 'learner';
  return null;
}

const nameOf = (claims: Record<string, unknown>) =>
  ([claims.name, [claims.given_name, claims.family_name].filter(Boolean).join(' ')].find((n) => typeof n === 'string' && n.trim()) as string | undefined)?.slice(0, 200) ?? '';

/**
 * The course a resource-link launch came from (its `context` claim), kept with where its roster is read, the
 * launching user as its member in their role, and the book as one the course links to. None without a context.
 */
export async function keepCourse(db: Db, launch: Launch, ebookId: string): Promise<{ course: CourseRow; role: CourseRole | null } | null> {
  const context = launch.claims[CONTEXT_CLAIM] as { id?: unknown; title?: unknown } | undefined;
  if (typeof context?.id !== 'string' || !context.id) return null;
  const nrps = launch.claims[NRPS_CLAIM] as { context_memberships_url?: unknown } | undefined;
  const membershipsUrl = typeof nrps?.context_memberships_url === 'string' ? nrps.context_memberships_url : null;
  const title = typeof context.title === 'string' ? context.title.slice(0, 300) : '';
  const [course] = await db
    .insert(ltiCourses)
    .values({ platformId: launch.platform.id, contextId: context.id, title, membershipsUrl })
    .onConflictDoUpdate({ target: [ltiCourses.platformId, ltiCourses.contextId], set: { title, ...(membershipsUrl && { membershipsUrl }) } })
    .returning();
  const role = courseRoleOf(launch.claims[ROLES_CLAIM]);
  if (role) {
    const member = { courseId: course!.id, sub: String(launch.claims.sub), role, name: nameOf(launch.claims) };
    await db.insert(ltiCourseMembers).values(member).onConflictDoUpdate({ target: [ltiCourseMembers.courseId, ltiCourseMembers.sub], set: { role, name: member.name } });
  }
  await db.insert(ltiCourseBooks).values({ courseId: course!.id, ebookId }).onConflictDoNothing();
  return { course: course!, role };
}

interface Member {
  user_id?: unknown;
  status?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  roles?: unknown;
}

/** The next page's address of a Link header (RFC 8288), as NRPS §2.4.2 pages a roster. */
export function nextPageOf(link: string | null): string | null {
  for (const part of link?.split(',') ?? []) {
    const match = part.match(/<([^>]+)>\s*;(.*)/);
    if (match && /(?:^|;)\s*rel\s*=\s*"?(?:[^";]*\s)?next(?:\s[^";]*)?"?\s*(?:;|$)/i.test(match[2]!)) return match[1]!;
  }
  return null;
}

/**
 * Imports a course's roster from the LMS (Names and Role Provisioning Services 2.0): every page of its members,
 * following the Link headers; the active learners and instructors are the course's members from then on (those
 * gone from it, or inactive, are no longer). Thrown when the LMS does not answer: the roster read before stays.
 */
export async function importRoster(db: Db, platform: PlatformRow, course: CourseRow): Promise<number> {
  if (!course.membershipsUrl) return 0;
  const token = await accessTokenFor(db, platform, NRPS_SCOPE);
  const members = new Map<string, { role: CourseRole; name: string }>();
  let url: string | null = course.membershipsUrl;
  for (let page = 0; url && page < MAX_PAGES; page += 1) {
    const answer: Response = await fetch(url, { headers: { accept: NRPS_TYPE, authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (answer.status === 401) await forgetAccessToken(db, platform.id, NRPS_SCOPE, token);
    if (!answer.ok) throw new Error(`The LMS refused its roster: ${answer.status}`);
    const body = (await answer.json()) as { members?: Member[] };
    for (const member of body.members ?? []) {
      const role = courseRoleOf(member.roles);
      // A member without a status is active (NRPS §2.2.1).
      if (typeof member.user_id !== 'string' || !role || (member.status !== undefined && member.status !== 'Active')) continue;
      members.set(member.user_id, { role, name: nameOf(member as Record<string, unknown>) });
    }
    const next = nextPageOf(answer.headers.get('link'));
    // Only the LMS's own pages: a next address elsewhere would carry its token there.
    url = next && new URL(next, url).origin === new URL(course.membershipsUrl).origin ? new URL(next, url).toString() : null;
  }
  await db.transaction(async (tx) => {
    const subs = [...members.keys()];
    await tx.delete(ltiCourseMembers).where(and(eq(ltiCourseMembers.courseId, course.id), subs.length ? notInArray(ltiCourseMembers.sub, subs) : undefined));
    for (const [sub, { role, name }] of members) {
      await tx.insert(ltiCourseMembers).values({ courseId: course.id, sub, role, name }).onConflictDoUpdate({ target: [ltiCourseMembers.courseId, ltiCourseMembers.sub], set: { role, name } });
    }
    await tx.update(ltiCourses).set({ rosterImportedAt: new Date() }).where(eq(ltiCourses.id, course.id));
  });
  return members.size;
}

/** The Folio accounts of a course's members in `role` (those who launched Folio at least once), as a subquery. */
const accountsIn = (db: Db, courseId: string, role: CourseRole, userId?: string) =>
  db
    .select({ userId: ltiAccounts.userId })
    .from(ltiCourseMembers)
    .innerJoin(ltiCourses, eq(ltiCourses.id, ltiCourseMembers.courseId))
    .innerJoin(ltiAccounts, and(eq(ltiAccounts.platformId, ltiCourses.platformId), eq(ltiAccounts.sub, ltiCourseMembers.sub)))
    .where(and(eq(ltiCourseMembers.courseId, courseId), eq(ltiCourseMembers.role, role), userId ? eq(ltiAccounts.userId, userId) : undefined));

/** The answers of a course's learners only: the `among` of a book's results (reading/results.ts). */
export const courseLearnersAnswers = (db: Db, courseId: string): SQL => inArray(quizAnswers.userId, accountsIn(db, courseId, 'learner'));

/** Whether `userId` is a learner of the course (a mark is only for their answers). */
export async function isCourseLearner(db: Db, courseId: string, userId: string): Promise<boolean> {
  return (await accountsIn(db, courseId, 'learner', userId)).length > 0;
}

/** What a user is in a course, and whether the course links to the book: what the course policy reads. */
export async function standingIn(db: Db, courseId: string, ebookId: string, userId: string): Promise<{ instructor: boolean; linksBook: boolean } | undefined> {
  const [course] = await db.select({ id: ltiCourses.id }).from(ltiCourses).where(eq(ltiCourses.id, courseId));
  if (!course) return undefined;
  const [taught] = await accountsIn(db, courseId, 'instructor', userId);
  const [linked] = await db.select({ one: sql`1` }).from(ltiCourseBooks).where(and(eq(ltiCourseBooks.courseId, courseId), eq(ltiCourseBooks.ebookId, ebookId)));
  return { instructor: Boolean(taught), linksBook: Boolean(linked) };
}
