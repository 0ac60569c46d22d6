import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, SEAT_LICENCE_MESSAGES, SeatLicenceListResponseSchema, SeatLicenceWrittenSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms, documentedStatuses } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { seatLicences } from '../../db/schema.ts';
import { customer, insertBook } from '../checkout/fixtures/shop.ts';
import { classApi } from '../classes/fixtures/classes.ts';

/** Seat licences (decision 026): an admin sells them, the licence's teachers give seats to their pupils, who read in full. */
describe('seat licences', () => {
  let t: TestApp;
  let admin: string;
  let classes: ReturnType<typeof classApi>;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload && { payload }) });
  const readLevel = async (token: string, id: string) => (await call('GET', `/api/public/ebooks/${id}/read`, token)).json().data.access as string;

  /** A teacher (a reader account) with a class of pupils, and a licence of `seats` seats naming them its teacher. */
  async function school(seats: number, pupils = ['Ada Byron', 'Ben Okafor']) {
    const teacher = await customer(t);
    const email = (await t.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, teacher.id) }))!.email!;
    const klass = await classes.classWithPupils(teacher.token, pupils);
    const book = await insertBook(t, { price: 12 });
    const made = await call('POST', '/api/admin/seat-licences', admin, { organisation: 'Oak School', ebook_ids: [book.id], seats, teacher_emails: [email.toUpperCase()] });
    expect(made.statusCode, made.body).toBe(201);
    return { teacher, klass, book, licence: SeatLicenceWrittenSchema.parse(made.json()).data };
  }

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
    classes = classApi(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets only an admin sell a licence, and refuses a wrong field with its message', async () => {
    const book = await insertBook(t);
    const body = { organisation: 'Oak School', ebook_ids: [book.id], seats: 30 };
    for (const role of ['publisher', 'author', 'user'] as const) expectError(await call('POST', '/api/admin/seat-licences', await t.login(`${role}@folio.test`), body), 403);
    expectError(await call('POST', '/api/admin/seat-licences', null, body), 401);
    const refusal = async (patch: object, field: string, message: string) => expect(expectError(await call('POST', '/api/admin/seat-licences', admin, { ...body, ...patch }), 422).errors?.[field]).toEqual([message]);
    await refusal({ organisation: ' ' }, 'organisation', SEAT_LICENCE_MESSAGES.organisationRequired);
    await refusal({ seats: 0 }, 'seats', SEAT_LICENCE_MESSAGES.seats);
    await refusal({ valid_until: '2001-01-01' }, 'valid_until', SEAT_LICENCE_MESSAGES.validUntilPast);
    await refusal({ teacher_emails: ['nobody@nowhere.example'] }, 'teacher_emails', SEAT_LICENCE_MESSAGES.unknownTeacher);
    const made = conforms(await call('POST', '/api/admin/seat-licences', admin, { ...body, valid_until: '2099-07-31' }), 201, SeatLicenceWrittenSchema);
    expect(made.data).toMatchObject({ organisation: 'Oak School', seats: 30, seats_used: 0, valid_until: '2099-07-31T23:59:59.999Z', valid: true, teachers: [], holders: [] });
  });

  it('shows a licence to its teachers and admins only', async () => {
    const { teacher, licence } = await school(2);
    const listed = async (token: string) => conforms(await call('GET', '/api/admin/seat-licences', token), 200, SeatLicenceListResponseSchema).data.map((l: { id: string }) => l.id);
    expect(await listed(teacher.token)).toEqual([licence.id]);
    expect(await listed(admin)).toContain(licence.id);
    const stranger = await customer(t);
    expect(await listed(stranger.token)).toEqual([]);
    expectError(await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, stranger.token, { user_id: stranger.id }), 404, SEAT_LICENCE_MESSAGES.notFound);
  });

  it("gives a teacher's pupil a seat: the pupil reads the book in full until the seat is freed or the licence ends", async () => {
    const { teacher, klass, book, licence } = await school(5);
    const [ada, ben] = klass.pupils;
    expect(await readLevel(ada!.token, book.id)).toBe('preview');
    const given = conforms(await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, { user_id: ada!.id }), 200, SeatLicenceWrittenSchema);
    expect(given.message).toBe(SEAT_LICENCE_MESSAGES.assigned);
    expect(given.data.seats_used).toBe(1);
    expect(given.data.holders).toEqual([{ user: { id: ada!.id, name: 'Ada Byron' }, assigned_at: expect.any(String), assigned_by: { id: teacher.id, name: teacher.name } }]);
    expect(await readLevel(ada!.token, book.id)).toBe('full');
    expect(await readLevel(ben!.token, book.id)).toBe('preview');
    expectError(await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, { user_id: ada!.id }), 409, SEAT_LICENCE_MESSAGES.hasSeat);

    // Another class's pupil, or any account, is not the teacher's to give a seat to; an admin may.
    const other = await customer(t);
    expectError(await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, { user_id: other.id }), 403, SEAT_LICENCE_MESSAGES.notYourPupil);
    expect((await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, admin, { user_id: other.id })).statusCode).toBe(200);

    // An account the teacher names by its e-mail address (a colleague, a pupil's own account) may be given one.
    const colleague = await customer(t);
    const colleagueEmail = (await t.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, colleague.id) }))!.email!;
    expect(await readLevel(colleague.token, book.id)).toBe('preview');
    const byEmail = conforms(await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, { email: ` ${colleagueEmail.toUpperCase()} ` }), 200, SeatLicenceWrittenSchema);
    expect(byEmail.data.holders.map((h: { user: { id: string } }) => h.user.id)).toContain(colleague.id);
    expect(await readLevel(colleague.token, book.id)).toBe('full');
    const refused = async (body: object, field: string, message: string) =>
      expect(expectError(await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, body), 422).errors?.[field]).toEqual([message]);
    await refused({ email: 'nobody@nowhere.example' }, 'email', SEAT_LICENCE_MESSAGES.unknownAccount);
    await refused({ email: 'not an address' }, 'email', MESSAGES.invalidEmail);
    await refused({}, 'user_id', SEAT_LICENCE_MESSAGES.whoGetsSeat);
    await refused({ user_id: ben!.id, email: colleagueEmail }, 'user_id', SEAT_LICENCE_MESSAGES.whoGetsSeat);
    expect((await call('DELETE', `/api/admin/seat-licences/${licence.id}/seats/${colleague.id}`, teacher.token)).statusCode).toBe(200);

    // Freed: the pupil reads the preview again, and the seat may be given again.
    const freed = await call('DELETE', `/api/admin/seat-licences/${licence.id}/seats/${ada!.id}`, teacher.token);
    expect(freed.json()).toMatchObject({ message: SEAT_LICENCE_MESSAGES.released, data: { seats_used: 1 } });
    expect(await readLevel(ada!.token, book.id)).toBe('preview');
    expectError(await call('DELETE', `/api/admin/seat-licences/${licence.id}/seats/${ada!.id}`, teacher.token), 404, SEAT_LICENCE_MESSAGES.noSeat);

    // The licence ends: its seats read the preview, and no seat is given.
    expect((await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, { user_id: ben!.id })).statusCode).toBe(200);
    expect(await readLevel(ben!.token, book.id)).toBe('full');
    await t.db.update(seatLicences).set({ validUntil: new Date(Date.now() - 1000) }).where(eq(seatLicences.id, licence.id));
    expect(await readLevel(ben!.token, book.id)).toBe('preview');
    expectError(await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, { user_id: ada!.id }), 409, SEAT_LICENCE_MESSAGES.expired);
  });

  it('gives exactly the seats left to concurrent assignments', async () => {
    const { teacher, klass, licence } = await school(3, ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']);
    const answers = await Promise.all(klass.pupils.map((pupil) => call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, { user_id: pupil.id })));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().message).toBe(SEAT_LICENCE_MESSAGES.noSeatsLeft);
    const [row] = await t.db.select().from(seatLicences).where(eq(seatLicences.id, licence.id));
    expect(row!.seatsUsed).toBe(3);
  });

  it('refuses pupils every route, and documents each status', async () => {
    const { klass, licence } = await school(1, ['Cy']);
    const pupil = klass.pupils[0]!.token;
    expectError(await call('GET', '/api/admin/seat-licences', pupil), 403);
    expectError(await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, pupil, { user_id: klass.pupils[0]!.id }), 403);
    const statuses = await documentedStatuses(t);
    expect(statuses('/api/admin/seat-licences', 'post')).toEqual(expect.arrayContaining(['201', '401', '403', '422']));
    expect(statuses('/api/admin/seat-licences/{id}/seats', 'post')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409', '422']));
    expect(statuses('/api/admin/seat-licences/{id}/seats/{userId}', 'delete')).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
  });
});
