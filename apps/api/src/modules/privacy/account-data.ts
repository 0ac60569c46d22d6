import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classes, classStudents, classTeachers, ebookPages, ebooks, orderItems, orders, planSubscriptions, quizAnswers, readerBookmarks, readerHighlights, readerNotes, readerShapes, readingEvents, readingPositions, uploads, users } from '../../db/schema.ts';

type Row = Record<string, unknown>;

const snakeKey = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A row in the API's own spelling (snake_case, dates as ISO text once stringified). */
const snake = (row: object): Row => Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeKey(key), value]));

/** One JSON file of an account's export: its name in the ZIP and what it holds. */
export interface DataFile {
  name: string;
  value: unknown;
}

/** The classes the account is in: a pupil's class, or the classes a teacher owns or teaches. Names only. */
async function classesOf(db: Db, userId: string) {
  const [pupil, owned, taught] = await Promise.all([
    db.select({ name: classes.name }).from(classStudents).innerJoin(classes, eq(classes.id, classStudents.classId)).where(eq(classStudents.userId, userId)),
    db.select({ name: classes.name }).from(classes).where(eq(classes.ownerId, userId)),
    db.select({ name: classes.name }).from(classTeachers).innerJoin(classes, eq(classes.id, classTeachers.classId)).where(eq(classTeachers.userId, userId)),
  ]);
  return [
    ...pupil.map((row) => ({ name: row.name, role: 'pupil' })),
    ...owned.map((row) => ({ name: row.name, role: 'owner' })),
    ...taught.map((row) => ({ name: row.name, role: 'teacher' })),
  ];
}

/**
 * Everything Folio keeps of an account, as the JSON files of its export (architecture.md §11): the profile (never
 * its password hash or token version), the books it made with their pages, its notes, drawings, bookmarks,
 * highlights, answers and reading positions, its orders with their lines, its plan (an author's or a publisher's, with
 * its invoice; null without one), its classes, and the list of its uploads,
 * whose files the job copies beside (the keys of `uploadKeys`; their thumbnails are Folio's own copies and stay
 * out). Null when the account is gone.
 */
export async function accountData(db: Db, userId: string): Promise<{ files: DataFile[]; uploadKeys: string[] } | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const { passwordHash: _hash, tokenVersion: _version, ...profile } = user;
  const books = await db.select().from(ebooks).where(eq(ebooks.createdBy, userId)).orderBy(asc(ebooks.createdAt));
  const pages = books.length
    ? await db.select({ ebookId: ebookPages.ebookId, id: ebookPages.id, position: ebookPages.position, data: ebookPages.data }).from(ebookPages).where(inArray(ebookPages.ebookId, books.map((book) => book.id))).orderBy(asc(ebookPages.position))
    : [];
  const ownOrders = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
  const items = ownOrders.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ownOrders.map((order) => order.id))) : [];
  const [notes, shapes, bookmarks, highlights, answers, positions, reading, files, classList, [plan]] = await Promise.all([
    db.select().from(readerNotes).where(eq(readerNotes.userId, userId)).orderBy(asc(readerNotes.createdAt)),
    db.select().from(readerShapes).where(and(eq(readerShapes.userId, userId), eq(readerShapes.deleted, false))),
    db.select().from(readerBookmarks).where(eq(readerBookmarks.userId, userId)).orderBy(asc(readerBookmarks.createdAt)),
    db.select().from(readerHighlights).where(eq(readerHighlights.userId, userId)).orderBy(asc(readerHighlights.createdAt)),
    db.select().from(quizAnswers).where(eq(quizAnswers.userId, userId)),
    db.select().from(readingPositions).where(eq(readingPositions.userId, userId)),
    // What reading analytics counted under the account (modules/analytics), as long as the raw events are kept.
    db.select().from(readingEvents).where(eq(readingEvents.userId, userId)).orderBy(asc(readingEvents.at)),
    db.select().from(uploads).where(eq(uploads.ownerId, userId)).orderBy(asc(uploads.createdAt)),
    classesOf(db, userId),
    db.select().from(planSubscriptions).where(eq(planSubscriptions.userId, userId)),
  ]);
  return {
    files: [
      { name: 'profile.json', value: snake(profile) },
      { name: 'books.json', value: books.map((book) => ({ ...snake(book), pages: pages.filter((page) => page.ebookId === book.id).map(({ ebookId: _id, ...page }) => page) })) },
      { name: 'notes.json', value: notes.map(snake) },
      { name: 'drawings.json', value: shapes.map(({ deleted: _deleted, ...shape }) => snake(shape)) },
      { name: 'bookmarks.json', value: bookmarks.map(snake) },
      { name: 'highlights.json', value: highlights.map(snake) },
      { name: 'answers.json', value: answers.map(snake) },
      { name: 'reading-positions.json', value: positions.map(snake) },
      { name: 'reading-statistics.json', value: reading.map(({ reader: _reader, userId: _user, receivedAt: _received, ...event }) => snake(event)) },
      { name: 'orders.json', value: ownOrders.map((order) => ({ ...snake(order), items: items.filter((item) => item.orderId === order.id).map(snake) })) },
      { name: 'plan.json', value: plan ? snake(plan) : null },
      { name: 'classes.json', value: classList },
      // Which file of files/ is which upload: its original name, type and size.
      { name: 'files.json', value: files.map((file) => ({ path: `files/${file.key}`, name: file.name, kind: file.kind, mime: file.mime, size: file.size, created_at: file.createdAt })) },
    ],
    uploadKeys: files.map((file) => file.key),
  };
}
