import { z } from 'zod';
import { dataOf, writtenOf } from '../http-answers.ts';
import { MESSAGES } from '../messages.ts';

/**
 * Seat licences for a school (docs/decisions/026-seat-licences.md): an admin sells an organisation N seats for a set
 * of books; its teachers give the seats to their classes' pupils; a reader with a seat reads the books in full while
 * the licence is valid.
 */
export const SEAT_LICENCE_MAX_SEATS = 100_000;

/** The words of seat licences (the API's; a web screen for them is still to come). */
export const SEAT_LICENCE_MESSAGES = {
  created: 'Licence created.',
  updated: 'Licence changed.',
  seatsBelowUsed: 'This licence has given more seats than that. Free seats first, or keep at least as many as are given.',
  assigned: 'Seat given.',
  released: 'Seat freed.',
  notFound: 'Licence not found.',
  organisationRequired: 'Enter the organisation’s name.',
  booksRequired: 'Choose at least one book.',
  seats: `Sell between 1 and ${SEAT_LICENCE_MAX_SEATS.toLocaleString('en')} seats.`,
  validUntilPast: 'Choose an end date in the future.',
  unknownTeacher: 'No Folio account has this e-mail address.',
  notYourPupil: 'You can give seats to the pupils of your classes, or to an account by its e-mail address.',
  unknownAccount: 'No Folio account has this e-mail address.',
  whoGetsSeat: 'Choose a pupil, or enter the e-mail address of a Folio account.',
  noSeatsLeft: 'Every seat of this licence is taken.',
  hasSeat: 'This reader has a seat of this licence already.',
  expired: 'This licence has ended.',
  noSeat: 'This reader has no seat of this licence.',
} as const;

/** A licence's fields that are set when it is sold and may be changed afterwards (PATCH, admins). */
const organisation = z.string({ error: SEAT_LICENCE_MESSAGES.organisationRequired }).trim().min(1, SEAT_LICENCE_MESSAGES.organisationRequired).max(200, MESSAGES.tooLong);
const seats = z.number({ error: SEAT_LICENCE_MESSAGES.seats }).int(SEAT_LICENCE_MESSAGES.seats).min(1, SEAT_LICENCE_MESSAGES.seats).max(SEAT_LICENCE_MAX_SEATS, SEAT_LICENCE_MESSAGES.seats);
/** The last day of the licence (its end, UTC) or an instant; null for a licence without end. */
const validUntil = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: SEAT_LICENCE_MESSAGES.validUntilPast })
  .nullable()
  .transform((v) => (v ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T23:59:59.999Z` : v).toISOString() : null))
  .refine((v) => v === null || Date.parse(v) > Date.now(), SEAT_LICENCE_MESSAGES.validUntilPast);
const teacherEmails = z.array(z.string().trim().toLowerCase().pipe(z.email({ error: MESSAGES.invalidEmail }))).max(500, MESSAGES.tooLong);

/** POST /api/admin/seat-licences (admins): the organisation, the books, the seats, an end date, the teachers by e-mail. */
export const SeatLicenceCreateSchema = z.object({
  organisation,
  ebook_ids: z
    .array(z.uuid({ error: MESSAGES.invalidChoice }), { error: SEAT_LICENCE_MESSAGES.booksRequired })
    .min(1, SEAT_LICENCE_MESSAGES.booksRequired)
    .max(200, MESSAGES.tooLong)
    .transform((ids) => [...new Set(ids)]),
  seats,
  /** Absent or null for a licence without end. */
  valid_until: validUntil.optional().transform((v) => v ?? null),
  teacher_emails: teacherEmails.optional().default([]),
});
export type SeatLicenceCreate = z.input<typeof SeatLicenceCreateSchema>;

/**
 * PATCH /api/admin/seat-licences/{id} (admins): what changes after the sale; a field left out stays as it is. The
 * seats never go below the seats given (422 on seats); `teacher_emails` is the whole new list of the licence's
 * teachers: addresses added are added, teachers left out are removed.
 */
export const SeatLicenceUpdateSchema = z.object({
  organisation: organisation.optional(),
  seats: seats.optional(),
  valid_until: validUntil.optional(),
  teacher_emails: teacherEmails.optional(),
});
export type SeatLicenceUpdate = z.input<typeof SeatLicenceUpdateSchema>;

const Person = z.object({ id: z.string(), name: z.string() });

export const SeatLicenceSchema = z.object({
  id: z.string(),
  organisation: z.string(),
  seats: z.number(),
  seats_used: z.number(),
  valid_until: z.iso.datetime().nullable(),
  /** Whether the licence still gives its seats' readers the books (its end not passed). */
  valid: z.boolean(),
  books: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Their e-mail addresses are told to admins only (who edit the list); null for everyone else. */
  teachers: z.array(Person.extend({ email: z.string().nullable() })),
  holders: z.array(z.object({ user: Person, assigned_at: z.iso.datetime(), assigned_by: Person.nullable() })),
  created_at: z.iso.datetime(),
});
export type SeatLicence = z.infer<typeof SeatLicenceSchema>;

/** The licences, and whether the caller may sell one and change them (the screen offers "Sell a licence" and "Edit" from it). */
export const SeatLicenceListResponseSchema = dataOf(z.array(SeatLicenceSchema)).extend({ may_sell: z.boolean(), may_edit: z.boolean() });
export type SeatLicenceListResponse = z.infer<typeof SeatLicenceListResponseSchema>;
export const SeatLicenceWrittenSchema = writtenOf(SeatLicenceSchema);
export type SeatLicenceWritten = z.infer<typeof SeatLicenceWrittenSchema>;

/**
 * POST /api/admin/seat-licences/{id}/seats: a seat for one reader, named by id (a pupil of the teacher's classes; any
 * account for an admin) or by the e-mail address of their account (a colleague, a parent, a pupil with an account of
 * their own). Exactly one of the two.
 */
export const SeatAssignSchema = z
  .object({
    user_id: z.uuid({ error: 'Not a valid id' }).optional(),
    email: z.string({ error: MESSAGES.invalidEmail }).trim().toLowerCase().pipe(z.email({ error: MESSAGES.invalidEmail })).optional(),
  })
  .refine((v) => (v.user_id === undefined) !== (v.email === undefined), { error: SEAT_LICENCE_MESSAGES.whoGetsSeat, path: ['user_id'] });
export type SeatAssign = z.infer<typeof SeatAssignSchema>;
export const SeatParamsSchema = z.object({ id: z.uuid({ error: 'Not a valid id' }), userId: z.uuid({ error: 'Not a valid id' }) });
