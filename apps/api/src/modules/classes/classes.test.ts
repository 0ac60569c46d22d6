import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CLASS_MESSAGES, JOIN_CODE_ALPHABET, PICTURES } from '@folio/shared';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { classApi, wrongSecretOf } from './fixtures/classes.ts';

describe('classes: a teacher, a class of pupils without e-mail, their sign-in', () => {
  let t: TestApp;
  let api: ReturnType<typeof classApi>;
  let teacher: string;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
    api = classApi(t);
    teacher = await t.login('user@folio.test');
  });
  afterAll(async () => { await t.close(); });

  it('should give a new class a join code of 8 characters without look-alikes, and list it for its teacher', async () => {
    const c = await api.make(teacher, { name: 'Year 3 Robins', grade: '7–8', language: 'ar' });
    expect(c.join_code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{8}$`));
    expect(c.join_code).not.toMatch(/[0O1IL2Z5S8BUV]/);
    const list = (await api.call('GET', '/classes?per_page=100', teacher)).json();
    expect(list.data.map((row: { id: string }) => row.id)).toContain(c.id);
    const row = list.data.find((r: { id: string }) => r.id === c.id);
    expect(row).toMatchObject({ name: 'Year 3 Robins', grade: '7–8', language: 'ar', join_open: true, student_count: 0, abilities: { teach: true, own: true } });
  });

  it('should add pupils by name only and answer their picture passwords once', async () => {
    const c = await api.make(teacher);
    const res = await api.call('POST', `/classes/${c.id}/students`, teacher, { names: ['Ada Byron', '  Ben Okafor '] });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(CLASS_MESSAGES.studentsAdded);
    const cards = res.json().data as { id: string; name: string; secret: string[] }[];
    expect(cards.map((card) => card.name)).toEqual(['Ada Byron', 'Ben Okafor']);
    for (const card of cards) {
      expect(card.secret).toHaveLength(4);
      for (const picture of card.secret) expect(PICTURES).toContain(picture);
      const row = (await t.db.select().from(users).where(eq(users.id, card.id)))[0]!;
      // A display name only: no address, and the picture password kept as a hash.
      expect(row).toMatchObject({ role: 'student', email: null });
      expect(row.passwordHash).not.toContain(card.secret.join('-'));
    }
    const listed = (await api.call('GET', `/classes/${c.id}/students`, teacher)).json().data;
    expect(listed.map((p: { name: string }) => p.name)).toEqual(['Ada Byron', 'Ben Okafor']);
    expect(JSON.stringify(listed)).not.toContain('secret');
  });

  it('should refuse an empty list, a name of 200 characters, duplicate names and a class past 100 pupils with clear 422s', async () => {
    const c = await api.make(teacher);
    const add = (names: unknown) => api.call('POST', `/classes/${c.id}/students`, teacher, { names });
    expect(expectError(await add([]), 422).errors).toEqual({ names: [CLASS_MESSAGES.namesRequired] });
    expect(expectError(await add(['x'.repeat(200)]), 422).errors).toEqual({ 'names.0': [CLASS_MESSAGES.studentNameTooLong] });
    expect(expectError(await add(['Mia', 'mia ']), 422).errors).toEqual({ 'names.1': [CLASS_MESSAGES.duplicateName] });
    expect(expectError(await add(Array.from({ length: 101 }, (_, i) => `Pupil ${i}`)), 422).errors).toEqual({ names: [CLASS_MESSAGES.classFull] });
    await api.addPupils(teacher, c.id, ['Mia']);
    expect(expectError(await add(['Noor', 'MIA']), 422).errors).toEqual({ 'names.1': [CLASS_MESSAGES.duplicateName] });
    await api.addPupils(teacher, c.id, Array.from({ length: 99 }, (_, i) => `Pupil ${i}`));
    expect(expectError(await add(['One too many']), 422).errors).toEqual({ names: [CLASS_MESSAGES.classFull] });
  }, 60_000);

  it("should list a class's first names publicly for the picker, and answer a wrong or closed code alike", async () => {
    const c = await api.make(teacher, { name: 'Picker class' });
    await api.addPupils(teacher, c.id, ['Zoë Lambert', 'Ali Hassan']);
    const view = (await api.call('GET', `/classes/join/${c.join_code.toLowerCase()}`, null)).json().data;
    expect(view).toMatchObject({ name: 'Picker class', language: 'en' });
    expect(view.students.map((s: { first_name: string }) => s.first_name)).toEqual(['Ali', 'Zoë']);
    expect(JSON.stringify(view)).not.toContain('Lambert');

    const unknown = expectError(await api.call('GET', '/classes/join/ACDEFGHJ', null), 404, CLASS_MESSAGES.joinCodeWrong);
    await api.call('PUT', `/classes/${c.id}`, teacher, { join_open: false });
    expect(expectError(await api.call('GET', `/classes/join/${c.join_code}`, null), 404)).toEqual(unknown);
    await api.call('PUT', `/classes/${c.id}`, teacher, { join_open: true });
    const renewed = (await api.call('POST', `/classes/${c.id}/join-code`, teacher)).json().data;
    expect(renewed.join_code).not.toBe(c.join_code);
    expectError(await api.call('GET', `/classes/join/${c.join_code}`, null), 404, CLASS_MESSAGES.joinCodeWrong);
    expect((await api.call('GET', `/classes/join/${renewed.join_code}`, null)).statusCode).toBe(200);
  });

  it('should sign a pupil in with the code, their name and their pictures, as a student without e-mail', async () => {
    const c = await api.make(teacher);
    const [card] = await api.addPupils(teacher, c.id, ['Ada Byron']);
    const res = await api.signIn(c.join_code, card!.id, card!.secret);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: CLASS_MESSAGES.signedIn, user: { id: card!.id, role: 'student', email: null, name: 'Ada Byron' } });
    const me = await api.call('GET', '/auth/me', res.json().token);
    expect(me.json().data.role).toBe('student');
    // The pictures as typed words work too (the card shows the words under the pictures).
    expect((await api.signIn(c.join_code.toLowerCase(), card!.id, card!.secret.join(' ').toUpperCase())).statusCode).toBe(200);
    expect((await findUser(t.db, 'user@folio.test'))).toBeDefined();
    const [row] = await t.db.select({ at: users.lastSignInAt }).from(users).where(eq(users.id, card!.id));
    expect(row!.at).not.toBeNull();
  });

  it('should say a wrong picture password is wrong, then lock that pupil alone for a few minutes', async () => {
    const c = await api.make(teacher);
    const [ada, ben] = await api.addPupils(teacher, c.id, ['Ada', 'Ben']);
    for (let i = 0; i < 4; i++) expectError(await api.signIn(c.join_code, ada!.id, wrongSecretOf(ada!)), 401, CLASS_MESSAGES.wrongSecret);
    const locked = expectError(await api.signIn(c.join_code, ada!.id, wrongSecretOf(ada!)), 429, CLASS_MESSAGES.pupilLocked);
    expect(locked).toBeDefined();
    const again = await api.signIn(c.join_code, ada!.id, ada!.secret);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);
    // The wait is in the answer too, for the pupil's page to say (it cannot read Retry-After).
    expect(again.json().params.seconds).toBe(Number(again.headers['retry-after']));
    // Another pupil of the class, from the same address, still gets in.
    expect((await api.signIn(c.join_code, ben!.id, ben!.secret)).statusCode).toBe(200);
  });

  it('should refuse a pupil of another class, an unknown pupil and a closed code without telling which', async () => {
    const mine = await api.make(teacher);
    const other = await api.make(teacher);
    const [ada] = await api.addPupils(teacher, mine.id, ['Ada']);
    expectError(await api.signIn(other.join_code, ada!.id, ada!.secret), 401, CLASS_MESSAGES.wrongSecret);
    expectError(await api.signIn(mine.join_code, '00000000-0000-4000-8000-000000000000', ada!.secret), 401, CLASS_MESSAGES.wrongSecret);
    await api.call('PUT', `/classes/${mine.id}`, teacher, { join_open: false });
    expectError(await api.signIn(mine.join_code, ada!.id, ada!.secret), 404, CLASS_MESSAGES.joinCodeWrong);
    expectError(await api.signIn('', ada!.id, ada!.secret), 422);
  });

  it('should let a class of 35 pupils open their class page and sign in within a minute from one school address', async () => {
    const c = await api.make(teacher);
    const cards = await api.addPupils(teacher, c.id, Array.from({ length: 35 }, (_, i) => `Pupil ${i + 1}`));
    const school = '203.0.113.7';
    const started = performance.now();
    // Each pupil's join link or QR card first loads the class's names for the picker, then signs in.
    const pickers = await Promise.all(cards.map(() => api.call('GET', `/classes/join/${c.join_code}`, null, undefined, school)));
    expect(pickers.map((res) => res.statusCode)).toEqual(cards.map(() => 200));
    expect(pickers[34]!.json().data.students).toHaveLength(35);
    const answers = await Promise.all(cards.map((card) => api.signIn(c.join_code, card.id, card.secret, school)));
    const seconds = (performance.now() - started) / 1000;
    expect(answers.map((res) => res.statusCode)).toEqual(cards.map(() => 200));
    // The class reloads its page at once: still every pupil.
    const reloads = await Promise.all(cards.map(() => api.call('GET', `/classes/join/${c.join_code}`, null, undefined, school)));
    expect(reloads.map((res) => res.statusCode)).toEqual(cards.map(() => 200));
    console.info(`35 pupils from one address loaded their class page twice and signed in in ${seconds.toFixed(1)} s`);
  }, 60_000);

  it('should stop one address trying codes that do not work, on the class page and the sign-in together, and then tell it nothing', async () => {
    const { max } = t.config.joinCodeMissPerIp;
    const guesser = '198.51.100.23';
    const c = await api.make(teacher);
    const [ada] = await api.addPupils(teacher, c.id, ['Ada']);
    const codes = Array.from({ length: max }, (_, i) => `${JOIN_CODE_ALPHABET[i % 23]}${JOIN_CODE_ALPHABET[Math.floor(i / 23)]}ACDEFG`);
    // Half the tries on the class page, half on the sign-in: one budget.
    for (const [i, code] of codes.entries()) {
      const res = i % 2 ? await api.signIn(code, ada!.id, ada!.secret, guesser) : await api.call('GET', `/classes/join/${code}`, null, undefined, guesser);
      expectError(res, 404, CLASS_MESSAGES.joinCodeWrong);
    }
    const unknown = expectError(await api.call('GET', '/classes/join/XXXXXXXX', null, undefined, guesser), 429);
    expect(unknown.code).toBe('tooManyAttempts');
    // A code that works gets the same answer from that address now: the guesser cannot tell it from the others.
    const real = await api.call('GET', `/classes/join/${c.join_code}`, null, undefined, guesser);
    expect(real.statusCode).toBe(429);
    expect(real.json()).toEqual({ ...unknown, params: real.json().params });
    expect(Number(real.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await api.signIn('XXXXXXXX', ada!.id, ada!.secret, guesser), 429);
    expect(expectError(await api.signIn(c.join_code, ada!.id, wrongSecretOf(ada!), guesser), 429).code).toBe('tooManyAttempts');
    // A pupil with the right pictures still gets in from there; every other address is untouched.
    expect((await api.signIn(c.join_code, ada!.id, ada!.secret, guesser)).statusCode).toBe(200);
    expect((await api.call('GET', `/classes/join/${c.join_code}`, null, undefined, '198.51.100.24')).statusCode).toBe(200);
    expectError(await api.call('GET', '/classes/join/XXXXXXXX', null, undefined, '198.51.100.24'), 404, CLASS_MESSAGES.joinCodeWrong);
  }, 60_000);

  it("should limit one class's page per code, from any address, generously", async () => {
    const strict = await createTestApp({ ...NO_IP_LIMIT, joinLookupPerCode: { max: 3, windowMs: 60_000 } });
    try {
      const s = classApi(strict);
      const token = await strict.login('user@folio.test');
      const [full, other] = [await s.make(token), await s.make(token)];
      for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await s.call('GET', `/classes/join/${full.join_code}`, null, undefined, address)).statusCode).toBe(200);
      expect(expectError(await s.call('GET', `/classes/join/${full.join_code}`, null, undefined, '192.0.2.4'), 429).code).toBe('tooManyAttempts');
      expect((await s.call('GET', `/classes/join/${other.join_code}`, null, undefined, '192.0.2.4')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('should stop guessing per class code: a ceiling of tries a minute for the whole class', async () => {
    const strict = await createTestApp({ ...NO_IP_LIMIT, classSignInPerCode: { max: 3, windowMs: 60_000 } });
    try {
      const s = classApi(strict);
      const token = await strict.login('user@folio.test');
      const c = await s.make(token);
      const cards = await s.addPupils(token, c.id, ['A', 'B', 'C', 'D']);
      for (const card of cards.slice(0, 3)) expect((await s.signIn(c.join_code, card.id, wrongSecretOf(card))).statusCode).toBe(401);
      expectError(await s.signIn(c.join_code, cards[3]!.id, cards[3]!.secret), 429, CLASS_MESSAGES.pupilLocked);
    } finally {
      await strict.close();
    }
  });

  it('should reset a picture password: the old one and its sessions end', async () => {
    const c = await api.classWithPupils(teacher, ['Ada']);
    const ada = c.pupils[0]!;
    const res = await api.call('POST', `/classes/${c.id}/students/${ada.id}/secret`, teacher);
    expect(res.json().message).toBe(CLASS_MESSAGES.secretReset);
    const fresh = res.json().data.secret as string[];
    expect((await api.call('GET', '/auth/me', ada.token)).statusCode).toBe(401);
    if (fresh.join() !== ada.secret.join()) expect((await api.signIn(c.join_code, ada.id, ada.secret)).statusCode).toBe(401);
    expect((await api.signIn(c.join_code, ada.id, fresh)).statusCode).toBe(200);
  });

  it('should rename a pupil, and move them to another class the teacher teaches, never to another', async () => {
    const from = await api.classWithPupils(teacher, ['Ada', 'Ben']);
    const to = await api.make(teacher);
    const ada = from.pupils[0]!;
    expect((await api.call('PUT', `/classes/${from.id}/students/${ada.id}`, teacher, { name: 'Ada B.' })).json().data.name).toBe('Ada B.');
    expectError(await api.call('PUT', `/classes/${from.id}/students/${ada.id}`, teacher, { name: 'ben' }), 422);
    const stranger = await api.make(await t.login('author@folio.test'));
    expect(expectError(await api.call('PUT', `/classes/${from.id}/students/${ada.id}`, teacher, { class_id: stranger.id }), 422).errors).toEqual({ class_id: [CLASS_MESSAGES.moveToTaughtClass] });
    expect((await api.call('PUT', `/classes/${from.id}/students/${ada.id}`, teacher, { class_id: to.id })).statusCode).toBe(200);
    expect((await api.call('GET', `/classes/${to.id}/students`, teacher)).json().data.map((p: { id: string }) => p.id)).toEqual([ada.id]);
    expect((await api.signIn(to.join_code, ada.id, ada.secret)).statusCode).toBe(200);
    expect((await api.signIn(from.join_code, ada.id, ada.secret)).statusCode).toBe(401);
  });
});
