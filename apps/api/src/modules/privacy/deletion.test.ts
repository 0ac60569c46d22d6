import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountDeletionResponseSchema, AccountDeletionWrittenResponseSchema, CLASS_MESSAGES, DELETED_ACCOUNT_NAME, PRIVACY_MESSAGES } from '@folio/shared';
import { accountExports, classes, ebookPages, ebooks, orderItems, orders, readerNotes, templates, uploads, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { insertBook } from '../checkout/fixtures/shop.ts';
import { runMaintenance } from '../maintenance/jobs.ts';
import { insertTemplate } from '../templates/fixtures/templates.ts';
import { uploadImage } from '../uploads/fixtures/files.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { deleteAccountNow } from './delete-account.ts';
import { insertClass, insertOrder, insertPupil, tokenOf } from './fixtures/people.ts';

const DAY = 86_400_000;

describe('deleting an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(NO_IP_LIMIT);
  });
  afterAll(async () => {
    await t.close();
  });

  const remove = (token: string | undefined, payload: object) => t.app.inject({ method: 'DELETE', url: '/api/me', headers: token ? t.bearer(token) : {}, payload });
  const deletion = (token: string) => t.app.inject({ url: '/api/me/deletion', headers: t.bearer(token) });
  const cancel = (token: string) => t.app.inject({ method: 'POST', url: '/api/me/deletion/cancel', headers: t.bearer(token) });
  const onDisk = (key: string) => existsSync(join(t.config.uploadsDir, key));

  it('should schedule the deletion after the grace period, end every session, and let the owner sign in again and cancel', async () => {
    const reader = await registerUser(t);
    expect(AccountDeletionResponseSchema.parse((await deletion(reader.token)).json())).toEqual({ data: { due_at: null, grace_days: t.config.accountDeletionGraceDays, confirm_with: 'password' } });

    const before = Date.now();
    const res = await remove(reader.token, { password: reader.password });
    expect(res.statusCode).toBe(200);
    const body = AccountDeletionWrittenResponseSchema.parse(res.json());
    expect(body.message).toBe(PRIVACY_MESSAGES.deletionScheduled);
    const due = new Date(body.data.due_at!).getTime();
    expect(due).toBeGreaterThanOrEqual(before + t.config.accountDeletionGraceDays * DAY);
    expect(due).toBeLessThan(Date.now() + t.config.accountDeletionGraceDays * DAY + 1000);
    // Every session ended, this one too.
    expectError(await deletion(reader.token), 401);

    const again = await t.login(reader.email, reader.password);
    expect((await deletion(again)).json()).toEqual({ data: { due_at: body.data.due_at, grace_days: t.config.accountDeletionGraceDays, confirm_with: 'password' } });
    const cancelled = await cancel(again);
    expect(cancelled.statusCode).toBe(200);
    expect(AccountDeletionWrittenResponseSchema.parse(cancelled.json())).toEqual({ message: PRIVACY_MESSAGES.deletionCancelled, data: { due_at: null } });
    expect((await deletion(again)).json().data.due_at).toBeNull();
    const [row] = await t.db.select({ due: users.deletionDueAt }).from(users).where(eq(users.id, reader.user.id));
    expect(row!.due).toBeNull();
  });

  it('should refuse a wrong or missing password on its field, a visitor, a pupil, and an owner of classes', async () => {
    const reader = await registerUser(t);
    expect(expectError(await remove(reader.token, { password: 'not-the-password' }), 422).errors).toEqual({ password: [PRIVACY_MESSAGES.passwordWrong] });
    expect(expectError(await remove(reader.token, {}), 422).errors).toEqual({ password: [PRIVACY_MESSAGES.passwordRequired] });
    expectError(await remove(undefined, { password: 'x' }), 401);

    const teacher = await registerUser(t);
    const room = await insertClass(t, teacher.user.id);
    const pupil = await insertPupil(t, room.id);
    expectError(await remove(await tokenOf(t, pupil), { password: 'anything' }), 403, PRIVACY_MESSAGES.pupilDeletesThroughTeacher);
    expectError(await remove(teacher.token, { password: teacher.password }), 409, CLASS_MESSAGES.ownsClasses);

    const [untouched] = await t.db.select({ due: users.deletionDueAt }).from(users).where(inArray(users.id, [reader.user.id]));
    expect(untouched!.due).toBeNull();
    // The refused owner's session still works.
    expect((await deletion(teacher.token)).statusCode).toBe(200);
  });

  /** An account as a school sign-in makes it: a random password nobody knows. */
  async function schoolAccount(patch: Partial<typeof users.$inferInsert> = {}) {
    const [row] = await t.db.insert(users).values({ name: 'Edna Krabappel', email: `edna-${crypto.randomUUID().slice(0, 8)}@springfield.edu`, passwordHash: await hashPassword(crypto.randomUUID()), hasPassword: false, role: 'user', ...patch }).returning();
    return { row: row!, token: await tokenOf(t, row!) };
  }

  it('should let an account made by a school sign-in, which knows no password, confirm with its e-mail address', async () => {
    const { row, token } = await schoolAccount();
    expect(AccountDeletionResponseSchema.parse((await deletion(token)).json()).data.confirm_with).toBe('email');
    // Its password is nobody's: asking for it would stop the owner for good.
    expect(expectError(await remove(token, { password: 'anything' }), 422).errors).toEqual({ email: [PRIVACY_MESSAGES.emailRequired] });
    expect(expectError(await remove(token, { email: 'someone.else@springfield.edu' }), 422).errors).toEqual({ email: [PRIVACY_MESSAGES.emailWrong] });
    expect(expectError(await remove(token, { email: 'x'.repeat(321) }), 422).errors).toEqual({ email: [PRIVACY_MESSAGES.emailWrong] });
    const res = await remove(token, { email: ` ${row.email!.toUpperCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(AccountDeletionWrittenResponseSchema.parse(res.json()).message).toBe(PRIVACY_MESSAGES.deletionScheduled);
    const [due] = await t.db.select({ due: users.deletionDueAt }).from(users).where(eq(users.id, row.id));
    expect(due!.due).not.toBeNull();
  });

  it('should let such an account without a real e-mail address confirm with its name', async () => {
    for (const email of [null, `lti-${crypto.randomUUID().slice(0, 8)}@lti.folio.invalid`]) {
      const { row, token } = await schoolAccount({ email, name: 'Groundskeeper  Willie' });
      expect(AccountDeletionResponseSchema.parse((await deletion(token)).json()).data.confirm_with).toBe('name');
      expect(expectError(await remove(token, {}), 422).errors).toEqual({ name: [PRIVACY_MESSAGES.nameRequired] });
      expect(expectError(await remove(token, { name: 'Willie' }), 422).errors).toEqual({ name: [PRIVACY_MESSAGES.nameWrong] });
      expect((await remove(token, { name: 'groundskeeper willie' })).statusCode).toBe(200);
      const [due] = await t.db.select({ due: users.deletionDueAt }).from(users).where(eq(users.id, row.id));
      expect(due!.due).not.toBeNull();
    }
  });

  it('should ask for the password again once a school account has set one', async () => {
    const { row, token } = await schoolAccount();
    const set = await t.app.inject({ method: 'POST', url: '/api/profile/password', headers: t.bearer(token), payload: { new_password: 'chosen-by-edna', confirm_password: 'chosen-by-edna' } });
    expect(set.statusCode, set.body).toBe(200);
    const fresh = set.json().token as string;
    expect(AccountDeletionResponseSchema.parse((await deletion(fresh)).json()).data.confirm_with).toBe('password');
    expect(expectError(await remove(fresh, { email: row.email! }), 422).errors).toEqual({ password: [PRIVACY_MESSAGES.passwordRequired] });
    expect((await remove(fresh, { password: 'chosen-by-edna' })).statusCode).toBe(200);
  });

  it('should delete an account whose grace period ended: orders kept anonymised, unsold books, private templates and unused files gone', async () => {
    const author = await registerUser(t, { name: 'Leaving Author' });
    const me = author.user.id;
    const staying = await registerUser(t);
    const unsold = await insertBook(t, { createdBy: me, pages: 1 });
    const sold = await insertBook(t, { createdBy: me, pages: 1 });
    await insertOrder(t, { id: staying.user.id, name: staying.name, email: staying.email }, sold.id);
    const bought = await insertBook(t);
    const order = await insertOrder(t, { id: me, name: author.name, email: author.email }, bought.id);
    await t.db.insert(readerNotes).values({ userId: me, ebookId: bought.id, pageId: 'p1', x: 1, y: 1, text: 'gone with the account' });
    const privateTemplate = await insertTemplate(t, { ownerId: me });
    const sharedTemplate = await insertTemplate(t, { ownerId: me, shared: true });
    const unused = await uploadImage(t, author.token);
    const used = await uploadImage(t, author.token);
    // The sold book shows one of the files: its buyer keeps reading it.
    await t.db.update(ebooks).set({ coverImage: used.url }).where(eq(ebooks.id, sold.id));
    const [unusedRow] = await t.db.select().from(uploads).where(eq(uploads.key, unused.url.slice('/uploads/'.length)));
    const [usedRow] = await t.db.select().from(uploads).where(eq(uploads.key, used.url.slice('/uploads/'.length)));
    await t.app.storage.put(`account-exports/${me}/old.zip`, Buffer.from('zip'), 'application/zip');
    await t.db.insert(accountExports).values({ userId: me, requestedBy: me, status: 'done', fileKey: `account-exports/${me}/old.zip`, size: 3 });
    // Not due yet: the maintenance leaves it.
    await t.db.update(users).set({ deletionDueAt: new Date(Date.now() + DAY) }).where(eq(users.id, me));
    expect(await runMaintenance(t.app)).toBe(true);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, me))).toHaveLength(1);

    await t.db.update(users).set({ deletionDueAt: new Date(Date.now() - 1000) }).where(eq(users.id, me));
    expect(await runMaintenance(t.app)).toBe(true);

    expect(await t.db.select().from(users).where(eq(users.id, me))).toEqual([]);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: null, customerName: DELETED_ACCOUNT_NAME, customerEmail: '', idempotencyKey: null, totalAmount: 10, trackingNumber: order.trackingNumber });
    expect(await t.db.select({ title: orderItems.title }).from(orderItems).where(eq(orderItems.orderId, order.id))).toEqual([{ title: 'A bought book' }]);
    expect(await t.db.select().from(readerNotes).where(eq(readerNotes.userId, me))).toEqual([]);
    expect(await t.db.select({ id: ebooks.id }).from(ebooks).where(eq(ebooks.id, unsold.id))).toEqual([]);
    expect(await t.db.select({ id: ebookPages.id }).from(ebookPages).where(eq(ebookPages.ebookId, unsold.id))).toEqual([]);
    expect(await t.db.select({ createdBy: ebooks.createdBy }).from(ebooks).where(eq(ebooks.id, sold.id))).toEqual([{ createdBy: null }]);
    expect(await t.db.select({ id: templates.id }).from(templates).where(eq(templates.id, privateTemplate.id))).toEqual([]);
    expect(await t.db.select({ ownerId: templates.ownerId }).from(templates).where(eq(templates.id, sharedTemplate.id))).toEqual([{ ownerId: null }]);
    expect(await t.db.select().from(uploads).where(eq(uploads.id, unusedRow!.id))).toEqual([]);
    expect(onDisk(unusedRow!.key)).toBe(false);
    expect(unusedRow!.thumbKey && onDisk(unusedRow!.thumbKey)).toBe(false);
    expect(await t.db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.id, usedRow!.id))).toEqual([{ ownerId: null }]);
    expect(onDisk(usedRow!.key)).toBe(true);
    expect(onDisk(`account-exports/${me}/old.zip`)).toBe(false);
    // The other customer's order of the sold book is untouched.
    expect(await t.db.select({ name: orders.customerName }).from(orders).where(eq(orders.userId, staying.user.id))).toEqual([{ name: staying.name }]);
  });

  it('should leave an account due for deletion that owns a class until the class has another owner', async () => {
    const teacher = await registerUser(t);
    const room = await insertClass(t, teacher.user.id);
    await t.db.update(users).set({ deletionDueAt: new Date(Date.now() - 1000) }).where(eq(users.id, teacher.user.id));
    expect(await runMaintenance(t.app)).toBe(true);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, teacher.user.id))).toHaveLength(1);
    await t.db.delete(classes).where(eq(classes.id, room.id));
    expect(await runMaintenance(t.app)).toBe(true);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, teacher.user.id))).toEqual([]);
  });

  it('should delete a pupil at once for their teacher (deleteAccountNow), their class place with them', async () => {
    const teacher = await registerUser(t);
    const room = await insertClass(t, teacher.user.id);
    const pupil = await insertPupil(t, room.id);
    const token = await tokenOf(t, pupil);
    await deleteAccountNow(t.db, t.app.storage, pupil.id);
    expect(await t.db.select().from(users).where(eq(users.id, pupil.id))).toEqual([]);
    expectError(await t.app.inject({ url: '/api/auth/me', headers: t.bearer(token) }), 401);
  });
});
