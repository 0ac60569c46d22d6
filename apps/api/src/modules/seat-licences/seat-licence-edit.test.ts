import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEAT_LICENCE_MESSAGES, SeatLicenceListResponseSchema, SeatLicenceWrittenSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { conforms, documentedStatuses } from '../../../test/contract.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { seatLicences, seatLicenceSeats, users } from '../../db/schema.ts';
import { customer, insertBook } from '../checkout/fixtures/shop.ts';
import { classApi } from '../classes/fixtures/classes.ts';

/** A licence changed after its sale (decision 026): seats, end, organisation, teachers; admins only. */
describe('changing a seat licence', () => {
  let t: TestApp;
  let admin: string;
  let classes: ReturnType<typeof classApi>;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload && { payload }) });
  const edit = (id: string, token: string | null, body: object) => call('PATCH', `/api/admin/seat-licences/${id}`, token, body);
  const emailOf = async (id: string) => (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email!;
  const listed = async (token: string) => conforms(await call('GET', '/api/admin/seat-licences', token), 200, SeatLicenceListResponseSchema).data;

  /** A licence of `seats` seats taught by a new teacher with a class of `pupils`, `given` of whom hold a seat. */
  async function school(seats: number, pupils: string[], given = 0) {
    const teacher = await customer(t);
    const klass = await classes.classWithPupils(teacher.token, pupils);
    const book = await insertBook(t);
    const made = await call('POST', '/api/admin/seat-licences', admin, { organisation: 'Oak School', ebook_ids: [book.id], seats, teacher_emails: [await emailOf(teacher.id)] });
    expect(made.statusCode, made.body).toBe(201);
    const licence = SeatLicenceWrittenSchema.parse(made.json()).data;
    for (const pupil of klass.pupils.slice(0, given)) expect((await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, { user_id: pupil.id })).statusCode).toBe(200);
    return { teacher, klass, licence };
  }

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
    classes = classApi(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets an admin change the seats, the end, the name and the teachers; who is no longer a teacher loses the licence', async () => {
    const { teacher, klass, licence } = await school(5, ['Ada', 'Ben'], 2);
    const colleague = await customer(t);
    const changed = conforms(
      await edit(licence.id, admin, { organisation: 'Oak Academy', seats: 2, valid_until: '2099-06-30', teacher_emails: [(await emailOf(colleague.id)).toUpperCase()] }),
      200,
      SeatLicenceWrittenSchema,
    );
    expect(changed.message).toBe(SEAT_LICENCE_MESSAGES.updated);
    expect(changed.data).toMatchObject({ organisation: 'Oak Academy', seats: 2, seats_used: 2, valid_until: '2099-06-30T23:59:59.999Z', valid: true });
    // The admin, who edits the list by address, is told the teachers' addresses.
    expect(changed.data.teachers).toEqual([{ id: colleague.id, name: colleague.name, email: await emailOf(colleague.id) }]);
    expect(changed.data.holders).toHaveLength(2);

    expect((await listed(teacher.token)).map((l: { id: string }) => l.id)).toEqual([]);
    expectError(await call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, { user_id: klass.pupils[0]!.id }), 404, SEAT_LICENCE_MESSAGES.notFound);
    // A teacher sees their colleagues' names, not their addresses.
    expect((await listed(colleague.token))[0]!.teachers).toEqual([{ id: colleague.id, name: colleague.name, email: null }]);

    // A field left out stays; null ends nothing: the licence has no end any more.
    expect(conforms(await edit(licence.id, admin, { valid_until: null }), 200, SeatLicenceWrittenSchema).data).toMatchObject({ organisation: 'Oak Academy', seats: 2, valid_until: null });
    expect(conforms(await edit(licence.id, admin, {}), 200, SeatLicenceWrittenSchema).data.seats).toBe(2);
  });

  it('refuses fewer seats than are given, a past end and an unknown teacher, with their messages, changing nothing', async () => {
    const { teacher, licence } = await school(5, ['Ada', 'Ben', 'Cy'], 3);
    const refusal = async (body: object, field: string, message: string) => expect(expectError(await edit(licence.id, admin, body), 422).errors?.[field]).toEqual([message]);
    await refusal({ seats: 2, organisation: 'Elm School', teacher_emails: [] }, 'seats', SEAT_LICENCE_MESSAGES.seatsBelowUsed);
    await refusal({ valid_until: '2001-01-01' }, 'valid_until', SEAT_LICENCE_MESSAGES.validUntilPast);
    await refusal({ teacher_emails: ['nobody@nowhere.example'] }, 'teacher_emails', SEAT_LICENCE_MESSAGES.unknownTeacher);
    await refusal({ seats: 0 }, 'seats', SEAT_LICENCE_MESSAGES.seats);
    await refusal({ organisation: ' ' }, 'organisation', SEAT_LICENCE_MESSAGES.organisationRequired);
    const [row] = await t.db.select().from(seatLicences).where(eq(seatLicences.id, licence.id));
    expect(row).toMatchObject({ organisation: 'Oak School', seats: 5, seatsUsed: 3 });
    expect((await listed(teacher.token)).map((l: { id: string }) => l.id)).toEqual([licence.id]);
    // As many seats as are given is allowed: the licence is then full.
    expect(conforms(await edit(licence.id, admin, { seats: 3 }), 200, SeatLicenceWrittenSchema).data).toMatchObject({ seats: 3, seats_used: 3 });
  });

  it('is an admin’s only: the licence’s own teacher and every other role get 403, a pupil 403, a visitor 401, a missing licence 404', async () => {
    const { teacher, klass, licence } = await school(2, ['Ada']);
    expectError(await edit(licence.id, teacher.token, { seats: 9 }), 403);
    for (const role of ['publisher', 'author', 'user'] as const) expectError(await edit(licence.id, await t.login(`${role}@folio.test`), { seats: 9 }), 403);
    expectError(await edit(licence.id, klass.pupils[0]!.token, { seats: 9 }), 403);
    expectError(await edit(licence.id, null, { seats: 9 }), 401);
    expectError(await edit('5f0c0000-0000-4000-8000-00000000dead', admin, { seats: 9 }), 404, SEAT_LICENCE_MESSAGES.notFound);
    expect((await t.db.select().from(seatLicences).where(eq(seatLicences.id, licence.id)))[0]!.seats).toBe(2);
    expect((await documentedStatuses(t))('/api/admin/seat-licences/{id}', 'patch')).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
  });

  it('never leaves more seats given than sold when seats are cut while they are being given', async () => {
    const { teacher, klass, licence } = await school(8, ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8'], 2);
    const [cut, ...gives] = await Promise.all([
      edit(licence.id, admin, { seats: 4 }),
      ...klass.pupils.slice(2).map((pupil) => call('POST', `/api/admin/seat-licences/${licence.id}/seats`, teacher.token, { user_id: pupil.id })),
    ]);
    const given = gives.filter((res) => res.statusCode === 200).length;
    for (const res of gives.filter((r) => r.statusCode !== 200)) expectError(res, 409, SEAT_LICENCE_MESSAGES.noSeatsLeft);
    const [row] = await t.db.select().from(seatLicences).where(eq(seatLicences.id, licence.id));
    const holders = await t.db.select().from(seatLicenceSeats).where(eq(seatLicenceSeats.licenceId, licence.id));
    expect(row!.seatsUsed).toBe(holders.length);
    expect(row!.seatsUsed).toBe(2 + given);
    expect(row!.seatsUsed).toBeLessThanOrEqual(row!.seats);
    if (cut!.statusCode === 200) expect(row!.seats).toBe(4);
    else {
      // Refused only because more than four were given by then.
      expectError(cut!, 422);
      expect(row!.seats).toBe(8);
      expect(row!.seatsUsed).toBeGreaterThan(4);
    }
  });
});
