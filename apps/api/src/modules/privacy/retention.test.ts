import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_NOTICE_DAYS, RetentionPupilsResponseSchema } from '@folio/shared';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { runMaintenance } from '../maintenance/jobs.ts';
import { insertClass, insertPupil, smtpPeer, textOf, tokenOf } from './fixtures/people.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('retention of unused pupil accounts', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpPeer>>;
  const RETENTION = 365;
  beforeAll(async () => {
    smtp = await smtpPeer();
    t = await createTestApp({ ...NO_IP_LIMIT, smtpUrl: smtp.url, studentRetentionDays: RETENTION });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const stateOf = async (ids: string[]) =>
    Object.fromEntries((await t.db.select({ id: users.id, notice: users.retentionNoticeAt }).from(users).where(inArray(users.id, ids))).map((row) => [row.id, row.notice]));
  const retention = (classId: string, token: string) => t.app.inject({ url: `/api/classes/${classId}/retention`, headers: t.bearer(token) });

  it('should tell the class owner of pupils unused for the retention period, list them, and delete them after the notice unless they sign in', async () => {
    const owner = await registerUser(t);
    const coTeacher = await registerUser(t);
    const room = await insertClass(t, owner.user.id, [coTeacher.user.id]);
    const neverSignedIn = await insertPupil(t, room.id, { name: 'Never Signed In', createdAt: ago(RETENTION + 5) });
    const longAgo = await insertPupil(t, room.id, { name: 'Long Ago', createdAt: ago(800), lastSignInAt: ago(RETENTION + 1) });
    const recent = await insertPupil(t, room.id, { name: 'Recent', createdAt: ago(800), lastSignInAt: ago(RETENTION - 1) });
    const newcomer = await insertPupil(t, room.id, { name: 'Newcomer' });
    // An unused account of another role is no pupil's: retention does not touch it.
    const adult = await registerUser(t);
    await t.db.update(users).set({ createdAt: ago(900) }).where(eq(users.id, adult.user.id));
    const all = [neverSignedIn.id, longAgo.id, recent.id, newcomer.id, adult.user.id];

    const mailsBefore = smtp.received.length;
    expect(await runMaintenance(t.app)).toBe(true);
    const noticed = await stateOf(all);
    expect(noticed[neverSignedIn.id]).toBeInstanceOf(Date);
    expect(noticed[longAgo.id]).toBeInstanceOf(Date);
    expect([noticed[recent.id], noticed[newcomer.id], noticed[adult.user.id]]).toEqual([null, null, null]);
    // One mail to the class's owner, naming both.
    const mails = smtp.received.slice(mailsBefore);
    expect(mails.map((mail) => mail.to)).toEqual([[owner.email]]);
    const text = textOf(mails[0]!);
    expect(text).toContain(`"${room.name}"`);
    expect(text).toContain('- Long Ago\n- Never Signed In'.replaceAll('\n', '\r\n'));
    const deletionDay = new Date(noticed[neverSignedIn.id]!.getTime() + RETENTION_NOTICE_DAYS * DAY).toISOString().slice(0, 10);
    expect(text).toContain(deletionDay);

    // The teachers see them with the day of their deletion.
    for (const token of [owner.token, coTeacher.token, await t.login('admin@folio.test')]) {
      const res = await retention(room.id, token);
      expect(res.statusCode).toBe(200);
      const { data } = RetentionPupilsResponseSchema.parse(res.json());
      expect(data.map((pupil) => pupil.name).sort()).toEqual(['Long Ago', 'Never Signed In']);
      expect(data.every((pupil) => pupil.deletion_at.startsWith(deletionDay))).toBe(true);
    }
    // A second run tells nobody again.
    expect(await runMaintenance(t.app)).toBe(true);
    expect(smtp.received.length).toBe(mailsBefore + 1);

    // Long Ago signs in after the notice; time passes beyond the notice for both.
    await t.db.update(users).set({ lastSignInAt: new Date(Date.now() + 1000) }).where(eq(users.id, longAgo.id));
    await t.db.update(users).set({ retentionNoticeAt: ago(RETENTION_NOTICE_DAYS + 1) }).where(inArray(users.id, [neverSignedIn.id, longAgo.id]));
    expect((await retention(room.id, owner.token)).json().data.map((pupil: { name: string }) => pupil.name)).toEqual(['Never Signed In']);
    expect(await runMaintenance(t.app)).toBe(true);

    const after = await stateOf(all);
    expect(after).not.toHaveProperty(neverSignedIn.id);
    expect(after[longAgo.id]).toBeNull();
    expect(Object.keys(after).sort()).toEqual([longAgo.id, recent.id, newcomer.id, adult.user.id].sort());
    expect((await retention(room.id, owner.token)).json()).toEqual({ data: [] });
  });

  it('should not delete a noticed pupil before the notice period ends', async () => {
    const owner = await registerUser(t);
    const room = await insertClass(t, owner.user.id);
    const pupil = await insertPupil(t, room.id, { createdAt: ago(RETENTION + 40), retentionNoticeAt: ago(RETENTION_NOTICE_DAYS - 1) });
    expect(await runMaintenance(t.app)).toBe(true);
    expect(Object.keys(await stateOf([pupil.id]))).toEqual([pupil.id]);
  });

  it("should refuse the retention list to who does not teach the class, a pupil, and an unknown class", async () => {
    const owner = await registerUser(t);
    const stranger = await registerUser(t);
    const room = await insertClass(t, owner.user.id);
    const pupil = await insertPupil(t, room.id);
    expectError(await t.app.inject({ url: `/api/classes/${room.id}/retention` }), 401);
    expectError(await retention(room.id, stranger.token), 403);
    expectError(await retention(room.id, await tokenOf(t, pupil)), 403);
    expectError(await retention(crypto.randomUUID(), owner.token), 404);
  });
});
