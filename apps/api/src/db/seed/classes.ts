import { and, asc, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { classAssignments, classBooks, classComments, classes, classStudents, ebookPages, ebooks, templates, users } from '../schema.ts';
import type { SeedContext } from './context.ts';
import { el, page as pageOf, paragraphs } from './page-builders.ts';

/** The demo class's join code and its pupils' picture password (README: Demo sign-ins). Demo only: real ones are random. */
export const DEMO_JOIN_CODE = 'CAT7FERN';
export const DEMO_PUPIL_SECRET = ['cat', 'sun', 'tree', 'fish'];
const PUPILS = ['Amina Rahman', 'Ben Okafor', 'Chloé Martin', 'Daniel Kim', 'Hana Sato', 'Omar Haddad'];

/**
 * A class of `user@folio.test` (docs/decisions/018-classrooms.md), so that a new user meets the classroom: six pupils
 * without e-mail who sign in with the class code and four pictures, two free books and a template given to the
 * class, and Amina's book handed in with a comment from the teacher.
 */
export async function seedClasses({ db }: SeedContext) {
  const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'user@folio.test')).limit(1);
  const [seeded] = await db.select({ id: classes.id }).from(classes).where(eq(classes.joinCode, DEMO_JOIN_CODE)).limit(1);
  if (!teacher || seeded) return;
  const [room] = await db.insert(classes).values({ name: 'Year 3 Robins', grade: 'Ages 7–8', language: 'en', ownerId: teacher.id, joinCode: DEMO_JOIN_CODE }).returning();
  const secret = await hashPassword(DEMO_PUPIL_SECRET.join('-'));
  const pupils = await db.insert(users).values(PUPILS.map((name) => ({ name, email: null, passwordHash: secret, role: 'student' as const }))).returning({ id: users.id });
  await db.insert(classStudents).values(pupils.map((p) => ({ userId: p.id, classId: room!.id })));

  const free = await db
    .select({ id: ebooks.id })
    .from(ebooks)
    .where(and(eq(ebooks.status, 'published'), eq(ebooks.approvalStatus, 'approved'), eq(ebooks.finalPrice, 0), eq(ebooks.bookType, 'ebook')))
    .orderBy(asc(ebooks.slug))
    .limit(2);
  const [template] = await db.select({ id: templates.id }).from(templates).where(eq(templates.shared, true)).orderBy(asc(templates.name)).limit(1);
  const dueInAWeek = new Date(Date.now() + 7 * 86_400_000);
  await db.insert(classAssignments).values([
    ...free.map((book, i) => ({ classId: room!.id, ebookId: book.id, assignedBy: teacher.id, dueAt: i === 0 ? dueInAWeek : null })),
    ...(template ? [{ classId: room!.id, templateId: template.id, assignedBy: teacher.id }] : []),
  ]);

  const page = pageOf('The fox and the moon', [
    el('heading', 60, 80, 674, 120, { text: 'The Fox Who Wanted the Moon', level: 1 }, { fontSize: 48, fontWeight: 800, color: '#1e3a8a' }),
    el('text', 60, 260, 674, 300, { html: paragraphs('Every night, a little fox sat on the hill and looked at the moon.', 'One night she said: "Tonight I will reach it."') }, { fontSize: 28, lineHeight: 1.5, color: '#1f2937' }),
  ]);
  const [story] = await db
    .insert(ebooks)
    .values({ title: 'The Fox Who Wanted the Moon', slug: 'the-fox-who-wanted-the-moon-amina', width: 794, height: 1123, pageCount: 1, createdBy: pupils[0]!.id })
    .returning();
  await db.insert(ebookPages).values({ ebookId: story!.id, id: page.id, position: 0, data: page, bytes: Buffer.byteLength(JSON.stringify(page)) });
  await db.insert(classBooks).values({ ebookId: story!.id, classId: room!.id, state: 'handed_in' });
  await db.insert(classComments).values({ ebookId: story!.id, pageId: page.id, authorId: teacher.id, body: 'What a lovely beginning! How does the fox try to reach the moon?' });
}
