import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { NO_IP_LIMIT, registerUser, updateUser } from '../../../test/helpers.ts';
import { insertClass, insertPupil, tokenOf } from './fixtures/people.ts';

type Role = 'admin' | 'publisher' | 'author' | 'user' | 'student';
/** How the actor stands to the class: its owner, one of its co-teachers, or neither. */
type Relation = 'owner' | 'co-teacher' | 'none';
type Action = 'read export' | 'start export' | 'download' | 'retention';

/** What a pupil's data answers when allowed (the download: no export made yet). */
const ALLOWED: Record<Action, number> = { 'read export': 200, 'start export': 202, download: 422, retention: 200 };
const REFUSED: Record<Action, number> = { 'read export': 403, 'start export': 403, download: 403, retention: 403 };

/**
 * Who may reach a pupil's data (policy.ts `pupilData`): the class's owner and co-teachers, and admins whatever
 * their relation; anyone else is refused, and a pupil never reaches these routes.
 */
const EXPECTED: Record<Role, Record<Relation, Record<Action, number>>> = {
  admin: { owner: ALLOWED, 'co-teacher': ALLOWED, none: ALLOWED },
  publisher: { owner: ALLOWED, 'co-teacher': ALLOWED, none: REFUSED },
  author: { owner: ALLOWED, 'co-teacher': ALLOWED, none: REFUSED },
  user: { owner: ALLOWED, 'co-teacher': ALLOWED, none: REFUSED },
  student: { owner: REFUSED, 'co-teacher': REFUSED, none: REFUSED },
};

describe("the privacy rules: a pupil's data, role × relation × action", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An account of the role, and a class it stands to as `relation`, with one pupil. */
  async function scene(role: Role, relation: Relation) {
    const someone = await registerUser(t);
    const other = await registerUser(t);
    let token = someone.token;
    let actorId = someone.user.id;
    if (role === 'student') {
      const own = await insertClass(t, other.user.id);
      const pupil = await insertPupil(t, own.id);
      token = await tokenOf(t, pupil);
      actorId = pupil.id;
    } else if (role !== 'user') {
      await updateUser(t.db, someone.email, { role });
      token = await t.login(someone.email, someone.password);
    }
    const room = relation === 'owner' && role !== 'student' ? await insertClass(t, actorId) : await insertClass(t, other.user.id, relation === 'co-teacher' && role !== 'student' ? [actorId] : []);
    const pupil = await insertPupil(t, room.id);
    return { token, room, pupil };
  }

  for (const role of Object.keys(EXPECTED) as Role[]) {
    for (const relation of Object.keys(EXPECTED[role]) as Relation[]) {
      it(`${role}, ${relation}`, async () => {
        const { token, room, pupil } = await scene(role, relation);
        const base = `/api/classes/${room.id}/students/${pupil.id}/export`;
        const calls: Record<Action, () => Promise<LightMyRequestResponse>> = {
          'read export': () => t.app.inject({ url: base, headers: t.bearer(token) }),
          'start export': () => t.app.inject({ method: 'POST', url: base, headers: t.bearer(token) }),
          download: () => t.app.inject({ url: `${base}/download`, headers: t.bearer(token) }),
          retention: () => t.app.inject({ url: `/api/classes/${room.id}/retention`, headers: t.bearer(token) }),
        };
        // The download comes before the export is started, so that an allowed one answers "not ready" (422).
        const order: Action[] = ['read export', 'download', 'retention', 'start export'];
        const answered: Partial<Record<Action, number>> = {};
        for (const action of order) answered[action] = (await calls[action]()).statusCode;
        expect(answered).toEqual(EXPECTED[role][relation]);
      });
    }
  }
});
