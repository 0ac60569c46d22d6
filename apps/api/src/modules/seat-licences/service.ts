import { and, asc, desc, eq, gt, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SEAT_LICENCE_MESSAGES, type SeatAssign, type SeatLicence, type SeatLicenceCreateSchema, type SeatLicenceUpdateSchema } from '@folio/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { classes, classStudents, classTeachers, ebooks, seatLicenceBooks, seatLicences, seatLicenceSeats, seatLicenceTeachers, users } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../lib/http-error.ts';
import type { Actor } from '../../plugins/auth.ts';
import { licenceValid } from './grants.ts';
import { seatLicencePolicy, seatReceiverPolicy } from './policy.ts';

type LicenceRow = typeof seatLicences.$inferSelect;
type LicenceInput = z.output<typeof SeatLicenceCreateSchema>;
type LicenceChange = z.output<typeof SeatLicenceUpdateSchema>;

/**
 * The licences given, with their books, teachers and seats' holders (one query each, whatever their number). The
 * teachers' addresses are told to admins only, who edit the list by them.
 */
async function present(db: Db, actor: Actor, rows: LicenceRow[]): Promise<SeatLicence[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const giver = alias(users, 'giver');
  const [books, teachers, holders] = await Promise.all([
    db.select({ licenceId: seatLicenceBooks.licenceId, id: ebooks.id, title: ebooks.title }).from(seatLicenceBooks).innerJoin(ebooks, eq(ebooks.id, seatLicenceBooks.ebookId)).where(inArray(seatLicenceBooks.licenceId, ids)).orderBy(asc(ebooks.title)),
    db.select({ licenceId: seatLicenceTeachers.licenceId, id: users.id, name: users.name, email: users.email }).from(seatLicenceTeachers).innerJoin(users, eq(users.id, seatLicenceTeachers.userId)).where(inArray(seatLicenceTeachers.licenceId, ids)).orderBy(asc(users.name)),
    db
      .select({ licenceId: seatLicenceSeats.licenceId, id: users.id, name: users.name, at: seatLicenceSeats.assignedAt, byId: giver.id, byName: giver.name })
      .from(seatLicenceSeats)
      .innerJoin(users, eq(users.id, seatLicenceSeats.userId))
      .leftJoin(giver, eq(giver.id, seatLicenceSeats.assignedBy))
      .where(inArray(seatLicenceSeats.licenceId, ids))
      .orderBy(asc(seatLicenceSeats.assignedAt)),
  ]);
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    organisation: row.organisation,
    seats: row.seats,
    seats_used: row.seatsUsed,
    valid_until: row.validUntil?.toISOString() ?? null,
    valid: row.validUntil === null || row.validUntil.getTime() > now,
    books: books.filter((b) => b.licenceId === row.id).map(({ id, title }) => ({ id, title })),
    teachers: teachers.filter((t) => t.licenceId === row.id).map(({ id, name, email }) => ({ id, name, email: seatLicencePolicy.mayEver(actor, 'edit') ? email : null })),
    holders: holders
      .filter((h) => h.licenceId === row.id)
      .map((h) => ({ user: { id: h.id, name: h.name }, assigned_at: h.at.toISOString(), assigned_by: h.byId ? { id: h.byId, name: h.byName! } : null })),
    created_at: row.createdAt.toISOString(),
  }));
}

/** The licence `id` with its teachers, as the policy reads it (undefined when it does not exist). */
async function findLicence(db: Db, id: string) {
  const [row] = await db.select().from(seatLicences).where(eq(seatLicences.id, id)).limit(1);
  if (!row) return undefined;
  const teacherIds = (await db.select({ id: seatLicenceTeachers.userId }).from(seatLicenceTeachers).where(eq(seatLicenceTeachers.licenceId, id))).map((t) => t.id);
  return { ...row, teacherIds };
}

/** The licence `id` as `actor` may take `action` on it: 404 for one they do not teach. */
async function licenceFor(db: Db, actor: Actor, action: 'view' | 'assign', id: string) {
  const licence = await findLicence(db, id);
  seatLicencePolicy.authorize(actor, action, licence && seatLicencePolicy.may(actor, 'view', licence) ? licence : undefined);
  return licence!;
}

/** The accounts of these e-mail addresses: each must be a Folio account (422 on teacher_emails). */
async function teachersNamed(db: Db, emails: string[]) {
  const teachers = emails.length ? await db.select({ id: users.id }).from(users).where(inArray(users.email, emails)) : [];
  if (teachers.length !== new Set(emails).size) throw validationFailed({ teacher_emails: [SEAT_LICENCE_MESSAGES.unknownTeacher] });
  return teachers;
}

/** An admin sells a licence: the books must exist (422), the teachers be Folio accounts (422 on teacher_emails). */
export async function createLicence(db: Db, actor: Actor, input: LicenceInput) {
  seatLicencePolicy.authorizeRole(actor, 'create');
  const books = await db.select({ id: ebooks.id }).from(ebooks).where(inArray(ebooks.id, input.ebook_ids));
  if (books.length !== input.ebook_ids.length) throw validationFailed({ ebook_ids: ['The selected option is invalid.'] });
  const teachers = await teachersNamed(db, input.teacher_emails);
  const row = await db.transaction(async (tx) => {
    const [licence] = await tx
      .insert(seatLicences)
      .values({ organisation: input.organisation, seats: input.seats, validUntil: input.valid_until ? new Date(input.valid_until) : null, createdBy: actor.id })
      .returning();
    await tx.insert(seatLicenceBooks).values(input.ebook_ids.map((ebookId) => ({ licenceId: licence!.id, ebookId })));
    if (teachers.length) await tx.insert(seatLicenceTeachers).values(teachers.map((t) => ({ licenceId: licence!.id, userId: t.id })));
    return licence!;
  });
  return { message: SEAT_LICENCE_MESSAGES.created, data: (await present(db, actor, [row]))[0]! };
}

/**
 * PATCH /api/admin/seat-licences/{id}: an admin changes what was sold: the organisation's name, the seats, the end,
 * the teachers (the whole new list). The seats are set by a conditional UPDATE (`seats_used <= new seats`): seat
 * assignments take the same row's lock, so an edit racing them either sees their seats and refuses (422 on seats) or
 * comes first and they find no seat left; the check constraint `seats_used <= seats` backs both.
 */
export async function updateLicence(db: Db, actor: Actor, id: string, input: LicenceChange) {
  seatLicencePolicy.authorize(actor, 'edit', await findLicence(db, id));
  const teachers = input.teacher_emails && (await teachersNamed(db, input.teacher_emails));
  const values = {
    ...(input.organisation !== undefined && { organisation: input.organisation }),
    ...(input.seats !== undefined && { seats: input.seats }),
    ...(input.valid_until !== undefined && { validUntil: input.valid_until ? new Date(input.valid_until) : null }),
  };
  await db.transaction(async (tx) => {
    if (Object.keys(values).length) {
      const [changed] = await tx
        .update(seatLicences)
        .set(values)
        .where(and(eq(seatLicences.id, id), input.seats !== undefined ? lte(seatLicences.seatsUsed, input.seats) : undefined))
        .returning({ id: seatLicences.id });
      // The licence exists (it was just found): only the seats' condition can refuse.
      if (!changed) throw validationFailed({ seats: [SEAT_LICENCE_MESSAGES.seatsBelowUsed] });
    }
    if (teachers) {
      const keep = teachers.map((t) => t.id);
      await tx.delete(seatLicenceTeachers).where(and(eq(seatLicenceTeachers.licenceId, id), keep.length ? notInArray(seatLicenceTeachers.userId, keep) : undefined));
      if (keep.length) await tx.insert(seatLicenceTeachers).values(keep.map((userId) => ({ licenceId: id, userId }))).onConflictDoNothing();
    }
  });
  return { message: SEAT_LICENCE_MESSAGES.updated, data: (await present(db, actor, [(await findLicence(db, id))!]))[0]! };
}

/** The licences an admin sold (all), or the ones the actor teaches, newest first. */
export async function listLicences(db: Db, actor: Actor) {
  seatLicencePolicy.authorizeRole(actor, 'view');
  const mine = actor.role === 'admin' ? undefined : sql`${seatLicences.id} in (select ${seatLicenceTeachers.licenceId} from ${seatLicenceTeachers} where ${seatLicenceTeachers.userId} = ${actor.id})`;
  const rows = await db.select().from(seatLicences).where(mine).orderBy(desc(seatLicences.createdAt), desc(seatLicences.id));
  return { data: await present(db, actor, rows), may_sell: seatLicencePolicy.mayEver(actor, 'create'), may_edit: seatLicencePolicy.mayEver(actor, 'edit') };
}

/** Whether `userId` is a pupil of a class `teacher` owns or teaches. */
async function teachesPupil(db: Db, teacher: Actor, userId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .leftJoin(classTeachers, and(eq(classTeachers.classId, classes.id), eq(classTeachers.userId, teacher.id)))
    .where(and(eq(classStudents.userId, userId), or(eq(classes.ownerId, teacher.id), eq(classTeachers.userId, teacher.id))))
    .limit(1);
  return !!row;
}

/** The reader a seat is for: by id, or by their account's e-mail address (422 on the field that names nobody). */
async function seatReader(db: Db, receiver: SeatAssign) {
  const [reader] = await db
    .select({ id: users.id })
    .from(users)
    .where(receiver.email !== undefined ? eq(users.email, receiver.email) : eq(users.id, receiver.user_id!))
    .limit(1);
  if (reader) return reader.id;
  throw validationFailed(receiver.email !== undefined ? { email: [SEAT_LICENCE_MESSAGES.unknownAccount] } : { user_id: ['The selected option is invalid.'] });
}

/**
 * Gives a seat of the licence to a reader: a pupil of one of the teacher's classes, or an account its e-mail address
 * names (any account, for an admin). The seat is taken by a conditional UPDATE (`seats_used < seats`) in the
 * transaction that records it, so that concurrent assignments never give more seats than were sold; the seat's key
 * (licence, reader) gives a reader one seat.
 */
export async function assignSeat(db: Db, actor: Actor, licenceId: string, receiver: SeatAssign) {
  const licence = await licenceFor(db, actor, 'assign', licenceId);
  if (licence.validUntil && licence.validUntil.getTime() <= Date.now()) throw conflict(SEAT_LICENCE_MESSAGES.expired);
  const userId = await seatReader(db, receiver);
  const namedByEmail = receiver.email !== undefined;
  seatReceiverPolicy.authorize(actor, 'receive', { namedByEmail, taughtByActor: !namedByEmail && (await teachesPupil(db, actor, userId)) });
  await db.transaction(async (tx) => {
    const [given] = await tx.insert(seatLicenceSeats).values({ licenceId, userId, assignedBy: actor.id }).onConflictDoNothing().returning({ userId: seatLicenceSeats.userId });
    if (!given) throw conflict(SEAT_LICENCE_MESSAGES.hasSeat);
    const [taken] = await tx
      .update(seatLicences)
      .set({ seatsUsed: sql`${seatLicences.seatsUsed} + 1` })
      .where(and(eq(seatLicences.id, licenceId), sql`${seatLicences.seatsUsed} < ${seatLicences.seats}`, licenceValid()))
      .returning({ id: seatLicences.id });
    // A refusal here rolls the seat's row back with it.
    if (!taken) throw conflict(SEAT_LICENCE_MESSAGES.noSeatsLeft);
  });
  return { message: SEAT_LICENCE_MESSAGES.assigned, data: (await present(db, actor, [(await findLicence(db, licenceId))!]))[0]! };
}

/** Frees a reader's seat: they stop reading the licence's books in full, and the seat may be given again. */
export async function releaseSeat(db: Db, actor: Actor, licenceId: string, userId: string) {
  await licenceFor(db, actor, 'assign', licenceId);
  await db.transaction(async (tx) => {
    const [freed] = await tx.delete(seatLicenceSeats).where(and(eq(seatLicenceSeats.licenceId, licenceId), eq(seatLicenceSeats.userId, userId))).returning({ userId: seatLicenceSeats.userId });
    if (!freed) throw notFound(SEAT_LICENCE_MESSAGES.noSeat);
    await tx.update(seatLicences).set({ seatsUsed: sql`${seatLicences.seatsUsed} - 1` }).where(and(eq(seatLicences.id, licenceId), gt(seatLicences.seatsUsed, 0)));
  });
  return { message: SEAT_LICENCE_MESSAGES.released, data: (await present(db, actor, [(await findLicence(db, licenceId))!]))[0]! };
}
