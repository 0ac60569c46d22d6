import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAT_LICENCE_MESSAGES } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { seatLicenceTeachers, users } from '../../db/schema.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { insertClass, insertPupil, tokenOf } from '../privacy/fixtures/people.ts';

type Role = 'admin' | 'publisher' | 'author' | 'user' | 'student' | 'visitor';
/** How the actor stands to the licence acted on: one of its teachers, a teacher of another licence only, or neither. */
type Relation = 'teacher of this licence' | 'teacher of another licence' | 'none';
type Action = 'view' | 'assign a seat' | 'free a seat' | 'create' | 'edit' | 'delete';

/**
 * What the server must answer (policy.ts), per role × relation × action ('view': 200 when the licence is in the
 * actor's list, 0 when the list leaves it out). An admin sells and changes licences and manages every one; a licence's
 * teachers (whatever their role) see it and give and free its seats; anyone else is told it does not exist (404);
 * a pupil is fenced out of every route, even named a licence's teacher. No route deletes a licence (404 to all).
 */
const TEACHER = { view: 200, 'assign a seat': 200, 'free a seat': 200, create: 403, edit: 403, delete: 404 };
const OUTSIDER = { view: 0, 'assign a seat': 404, 'free a seat': 404, create: 403, edit: 403, delete: 404 };
const ADMIN = { view: 200, 'assign a seat': 200, 'free a seat': 200, create: 201, edit: 200, delete: 404 };
const PUPIL = { view: 403, 'assign a seat': 403, 'free a seat': 403, create: 403, edit: 403, delete: 404 };
const VISITOR = { view: 401, 'assign a seat': 401, 'free a seat': 401, create: 401, edit: 401, delete: 404 };
const EXPECTED: Record<Role, Record<Relation, Record<Action, number>>> = {
  admin: { 'teacher of this licence': ADMIN, 'teacher of another licence': ADMIN, none: ADMIN },
  publisher: { 'teacher of this licence': TEACHER, 'teacher of another licence': OUTSIDER, none: OUTSIDER },
  author: { 'teacher of this licence': TEACHER, 'teacher of another licence': OUTSIDER, none: OUTSIDER },
  user: { 'teacher of this licence': TEACHER, 'teacher of another licence': OUTSIDER, none: OUTSIDER },
  student: { 'teacher of this licence': PUPIL, 'teacher of another licence': PUPIL, none: PUPIL },
  visitor: { 'teacher of this licence': VISITOR, 'teacher of another licence': VISITOR, none: VISITOR },
};

const CELLS = (Object.keys(EXPECTED) as Role[]).flatMap((role) => (Object.keys(EXPECTED[role]) as Relation[]).map((relation) => ({ role, relation })));

/** Seat licences walked as a grid: role × relation to the licence × action. */
describe('seat licences policy (role × relation × action)', () => {
  let t: TestApp;
  let admin: string;
  let bookId: string;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/seat-licences${url}`, headers: token ? t.bearer(token) : {}, ...(payload && { payload }) });
  /** A licence sold by the admin, taught by nobody yet. */
  const licence = async () => {
    const res = await call('POST', '', admin, { organisation: 'Oak School', ebook_ids: [bookId], seats: 50 });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };
  const teach = (licenceId: string, userId: string) => t.db.insert(seatLicenceTeachers).values({ licenceId, userId });
  /** An account of the role made directly (no e-mail sent, no password hashed), signed in. */
  const account = async (role: Exclude<Role, 'student' | 'visitor'>) => {
    const [row] = await t.db.insert(users).values({ name: `A ${role}`, email: `${role}-${randomUUID()}@example.com`, passwordHash: 'unused', role }).returning();
    return { id: row!.id, token: await tokenOf(t, row!) };
  };

  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    admin = await t.login('admin@folio.test');
    bookId = (await insertBook(t, { price: 12 })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * The actor, the licence acted on, related to the actor as the cell says, and two pupils: one to give a seat to, one
   * who holds a seat already (given by the admin) to free. A teacher's pupils are of their own class, so that only
   * the licence decides; a pupil acts on pupils of someone else's class.
   */
  async function scene(role: Role, relation: Relation) {
    const subject = await licence();
    let actor: { id: string; token: string | null } = { id: '', token: null };
    if (role === 'student') {
      const pupil = await insertPupil(t, (await insertClass(t, (await account('user')).id)).id);
      actor = { id: pupil.id, token: await tokenOf(t, pupil) };
    } else if (role !== 'visitor') actor = await account(role);
    if (actor.id && relation === 'teacher of this licence') await teach(subject, actor.id);
    if (actor.id && relation === 'teacher of another licence') await teach(await licence(), actor.id);
    const room = await insertClass(t, role === 'student' || role === 'visitor' ? (await account('user')).id : actor.id);
    const [toSeat, seated] = [await insertPupil(t, room.id), await insertPupil(t, room.id)];
    expect((await call('POST', `/${subject}/seats`, admin, { user_id: seated.id })).statusCode).toBe(200);
    return { token: actor.token, subject, toSeat: toSeat.id, seated: seated.id };
  }

  it.each(CELLS)('$role, $relation', async ({ role, relation }) => {
    const { token, subject, toSeat, seated } = await scene(role, relation);
    const act: Record<Action, () => Promise<number>> = {
      view: async () => {
        const res = await call('GET', '', token);
        return res.statusCode !== 200 ? res.statusCode : (res.json().data as { id: string }[]).some((l) => l.id === subject) ? 200 : 0;
      },
      'assign a seat': async () => (await call('POST', `/${subject}/seats`, token, { user_id: toSeat })).statusCode,
      'free a seat': async () => (await call('DELETE', `/${subject}/seats/${seated}`, token)).statusCode,
      create: async () => (await call('POST', '', token, { organisation: 'Elm School', ebook_ids: [bookId], seats: 5 })).statusCode,
      edit: async () => (await call('PATCH', `/${subject}`, token, { organisation: 'Oak Primary School' })).statusCode,
      delete: async () => (await call('DELETE', `/${subject}`, token)).statusCode,
    };
    const answered: Partial<Record<Action, number>> = {};
    for (const action of Object.keys(act) as Action[]) answered[action] = await act[action]();
    expect(answered).toEqual(EXPECTED[role][relation]);
  });

  it('should tell a non-teacher who frees a seat or deletes the licence that it does not exist, and leave its seats as they were', async () => {
    const { subject, seated } = await scene('user', 'none');
    const outsider = await account('author');
    expectError(await call('DELETE', `/${subject}/seats/${seated}`, outsider.token), 404, SEAT_LICENCE_MESSAGES.notFound);
    expect((await call('DELETE', `/${subject}`, outsider.token)).statusCode).toBe(404);
    const listed = (await call('GET', '', admin)).json().data.find((l: { id: string }) => l.id === subject);
    expect(listed.holders.map((h: { user: { id: string } }) => h.user.id)).toEqual([seated]);
    expect(listed.seats_used).toBe(1);
  });
});
