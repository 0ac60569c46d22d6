import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_MESSAGES, AccessCodeBatchCreatedSchema, AccessCodeListResponseSchema, RedeemedSchema } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { accessCodeBatches, accessCodeRedemptions, accessCodes } from '../../db/schema.ts';
import { customer, insertBook, shopApi } from '../checkout/fixtures/shop.ts';

type Created = ReturnType<typeof AccessCodeBatchCreatedSchema.parse>;

/** Access codes: making batches, listing and revoking them, and redeeming a code (decision 022). */
describe('access codes', () => {
  let t: TestApp;
  let admin: string;
  let author: string;
  let authorId: string;
  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object, remoteAddress?: string) =>
    t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload && { payload }), ...(remoteAddress && { remoteAddress }) });
  const make = async (token: string, body: Record<string, unknown>) => {
    const res = await call('POST', '/api/admin/access-codes', token, body);
    expect(res.statusCode, res.body).toBe(201);
    return AccessCodeBatchCreatedSchema.parse(res.json()) as Created;
  };
  const redeem = (token: string, code: string, remoteAddress?: string) => call('POST', '/api/me/redeem', token, { code }, remoteAddress);
  const readLevel = async (token: string, bookId: string) => (await call('GET', `/api/public/ebooks/${bookId}/read`, token)).json().data.access as string;

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, redeemPerIp: { max: 10_000, windowMs: 600_000 }, redeemPerAccount: { max: 10_000, windowMs: 600_000 } });
    admin = await t.login('admin@folio.test');
    author = await t.login('author@folio.test');
    authorId = (await findUser(t.db, 'author@folio.test'))!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes a batch of unguessable codes with their seats, for a set of the maker’s books', async () => {
    const [a, b] = [await insertBook(t, { createdBy: authorId }), await insertBook(t, { createdBy: authorId })];
    const made = await make(author, { ebook_ids: [a.id, b.id, a.id], count: 25, seats: 3, name: 'Year 5' });
    expect(made.message).toBe(ACCESS_CODE_MESSAGES.created);
    expect(made.data).toMatchObject({ name: 'Year 5', code_count: 25, seats_per_code: 3, seats_taken: 0, revoked_count: 0, expires_at: null });
    expect(made.data.books.map((book) => book.id).sort()).toEqual([a.id, b.id].sort());
    expect(made.codes).toHaveLength(25);
    const letters = `[${ACCESS_CODE_ALPHABET}]{4}`;
    for (const code of made.codes) {
      expect(code.code).toMatch(new RegExp(`^${letters}-${letters}-${letters}-${letters}$`));
      expect(code).toMatchObject({ seats: 3, seats_left: 3, revoked_at: null, redemptions: [] });
    }
    expect(new Set(made.codes.map((c) => c.code)).size).toBe(25);
  });

  it('makes the largest batch, 10,000 codes, each unique', async () => {
    const book = await insertBook(t, { createdBy: authorId });
    const made = await make(author, { ebook_ids: [book.id], count: 10_000, seats: 1 });
    expect(made.codes).toHaveLength(10_000);
    expect(new Set(made.codes.map((c) => c.code)).size).toBe(10_000);
  });

  it('refuses a batch with a clear message on each wrong field', async () => {
    const own = await insertBook(t, { createdBy: authorId });
    const draft = await insertBook(t, { createdBy: authorId, status: 'draft' });
    const refusal = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await call('POST', '/api/admin/access-codes', author, body);
      expect(expectError(res, 422).errors?.[field]).toEqual([message]);
    };
    await refusal({ ebook_ids: [], count: 1, seats: 1 }, 'ebook_ids', ACCESS_CODE_MESSAGES.booksRequired);
    await refusal({ ebook_ids: [own.id], count: 0, seats: 1 }, 'count', ACCESS_CODE_MESSAGES.count);
    await refusal({ ebook_ids: [own.id], count: 10_001, seats: 1 }, 'count', ACCESS_CODE_MESSAGES.count);
    await refusal({ ebook_ids: [own.id], count: 1.5, seats: 1 }, 'count', ACCESS_CODE_MESSAGES.count);
    await refusal({ ebook_ids: [own.id], count: 1, seats: 0 }, 'seats', ACCESS_CODE_MESSAGES.seats);
    await refusal({ ebook_ids: [own.id], count: 1, seats: 1, expires_at: '2001-01-01' }, 'expires_at', ACCESS_CODE_MESSAGES.expiryPast);
    await refusal({ ebook_ids: [own.id], count: 1, seats: 1, expires_at: 'soon' }, 'expires_at', ACCESS_CODE_MESSAGES.expiryPast);
    await refusal({ ebook_ids: [draft.id], count: 1, seats: 1 }, 'ebook_ids', ACCESS_CODE_MESSAGES.bookUnavailable);
    await refusal({ ebook_ids: ['00000000-0000-4000-8000-000000000000'], count: 1, seats: 1 }, 'ebook_ids', 'The selected option is invalid.');
  });

  it('lists the maker’s batches, and a batch with its codes and who redeemed them', async () => {
    const book = await insertBook(t, { createdBy: authorId });
    const made = await make(author, { ebook_ids: [book.id], count: 2, seats: 2 });
    const reader = await customer(t);
    expect((await redeem(reader.token, made.codes[0]!.code)).statusCode).toBe(200);

    const list = AccessCodeListResponseSchema.parse((await call('GET', '/api/admin/access-codes?per_page=100', author)).json());
    expect(list.data.find((b) => b.id === made.data.id)).toMatchObject({ code_count: 2, seats_taken: 1 });
    expect(list.codes).toBeUndefined();

    const one = AccessCodeListResponseSchema.parse((await call('GET', `/api/admin/access-codes?batch=${made.data.id}`, author)).json());
    expect(one.data.map((b) => b.id)).toEqual([made.data.id]);
    const redeemed = one.codes!.find((c) => c.id === made.codes[0]!.id)!;
    expect(redeemed.seats_left).toBe(1);
    expect(redeemed.redemptions).toEqual([{ user: { id: reader.id, name: reader.name, email: expect.any(String) }, redeemed_at: expect.any(String) }]);
    // An admin sees every batch; another author none of this one.
    expect((await call('GET', `/api/admin/access-codes?batch=${made.data.id}`, admin)).statusCode).toBe(200);
  });

  it('redeems a code (typed in any case, with spaces): the books are in My library, owned, and read in full', async () => {
    const [a, b] = [await insertBook(t, { createdBy: authorId, price: 20 }), await insertBook(t, { createdBy: authorId, price: 5 })];
    const made = await make(author, { ebook_ids: [a.id, b.id], count: 1, seats: 1 });
    const reader = await customer(t);
    expect(await readLevel(reader.token, a.id)).toBe('preview');
    const res = await redeem(reader.token, ` ${made.codes[0]!.code.toLowerCase().replaceAll('-', ' ')} `);
    expect(res.statusCode, res.body).toBe(200);
    const answer = RedeemedSchema.parse(res.json());
    expect(answer.message).toBe(ACCESS_CODE_MESSAGES.redeemed);
    expect(answer.data.books.map((book) => book.id).sort()).toEqual([a.id, b.id].sort());

    const library = (await call('GET', '/api/me/library', reader.token)).json();
    expect(library.data.map((book: { id: string }) => book.id).sort()).toEqual([a.id, b.id].sort());
    expect(library.total).toBe(2);
    expect(await readLevel(reader.token, a.id)).toBe('full');
    expect(await readLevel(reader.token, b.id)).toBe('full');
    expect((await call('GET', `/api/me/library/${a.id}/holding`, reader.token)).json().data.holding).toBe('owned');
    // A book is bought once (decision 010): a redeemed book is not sold to its reader again.
    const quote = await shopApi(t).quote(shopApi(t).cart([a.id]), reader.token);
    expect(quote.statusCode).toBe(422);
  });

  it('lists a book both bought and redeemed once in My library', async () => {
    const book = await insertBook(t, { createdBy: authorId });
    const reader = await customer(t);
    await shopApi(t).paidOrder(reader.token, admin, [book.id]);
    const made = await make(author, { ebook_ids: [book.id], count: 1, seats: 1 });
    expect((await redeem(reader.token, made.codes[0]!.code)).statusCode).toBe(200);
    const library = (await call('GET', '/api/me/library', reader.token)).json();
    expect(library.data.map((row: { id: string }) => row.id)).toEqual([book.id]);
    expect(library.total).toBe(1);
  });

  it('says why a code does not work: unknown, already redeemed by you, no seats left, revoked, expired', async () => {
    const book = await insertBook(t, { createdBy: authorId });
    const [first, second, third] = [await customer(t), await customer(t), await customer(t)];
    expectError(await redeem(first.token, 'ACDE-FGHJ-KMNP-QRTW'), 404, ACCESS_CODE_MESSAGES.unknown);
    expectError(await redeem(first.token, '--'), 422);
    expectError(await redeem(first.token, 'x'.repeat(65)), 422);

    const single = await make(author, { ebook_ids: [book.id], count: 2, seats: 1 });
    const code = single.codes[0]!.code;
    expect((await redeem(first.token, code)).statusCode).toBe(200);
    expectError(await redeem(first.token, code), 409, ACCESS_CODE_MESSAGES.alreadyYours);
    expectError(await redeem(second.token, code), 409, ACCESS_CODE_MESSAGES.usedUp);

    // Revoking stops the unused seats only: the reader who redeemed keeps the book.
    const revoked = await call('POST', `/api/admin/access-codes/${single.data.id}/revoke`, author, {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ message: ACCESS_CODE_MESSAGES.revoked, data: { revoked_count: 2, seats_taken: 1 } });
    expectError(await redeem(second.token, single.codes[1]!.code), 409, ACCESS_CODE_MESSAGES.revokedCode);
    expectError(await redeem(first.token, code), 409, ACCESS_CODE_MESSAGES.alreadyYours);
    expect(await readLevel(first.token, book.id)).toBe('full');
    expect(await readLevel(second.token, book.id)).toBe('preview');

    // Expiry: a code cannot be redeemed after its batch's date; what was redeemed before stays readable.
    const dated = await make(author, { ebook_ids: [book.id], count: 1, seats: 5, expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(dated.data.expires_at).not.toBeNull();
    expect((await redeem(second.token, dated.codes[0]!.code)).statusCode).toBe(200);
    await t.db.update(accessCodeBatches).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessCodeBatches.id, dated.data.id));
    expectError(await redeem(third.token, dated.codes[0]!.code), 409, ACCESS_CODE_MESSAGES.expired);
    expect(await readLevel(second.token, book.id)).toBe('full');
    expect(await readLevel(third.token, book.id)).toBe('preview');
  });

  it('revokes only the codes named, and a date-only expiry lasts to the end of that day (UTC)', async () => {
    const book = await insertBook(t, { createdBy: authorId });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const made = await make(author, { ebook_ids: [book.id], count: 3, seats: 1, expires_at: tomorrow });
    expect(made.data.expires_at).toBe(`${tomorrow}T23:59:59.999Z`);
    const res = await call('POST', `/api/admin/access-codes/${made.data.id}/revoke`, author, { code_ids: [made.codes[1]!.id] });
    expect(res.json().data.revoked_count).toBe(1);
    const rows = await t.db.select().from(accessCodes).where(eq(accessCodes.batchId, made.data.id));
    expect(rows.filter((r) => r.revokedAt).map((r) => r.id)).toEqual([made.codes[1]!.id]);
    const reader = await customer(t);
    expect((await redeem(reader.token, made.codes[0]!.code)).statusCode).toBe(200);
  });

  it('gives exactly k of N concurrent redemptions of a code with k seats left', async () => {
    const book = await insertBook(t, { createdBy: authorId });
    const made = await make(author, { ebook_ids: [book.id], count: 1, seats: 5 });
    const code = made.codes[0]!.code;
    const early = await customer(t);
    expect((await redeem(early.token, code)).statusCode).toBe(200);
    // 4 seats left, 12 readers at once.
    const readers = await Promise.all(Array.from({ length: 12 }, () => customer(t)));
    const answers = await Promise.all(readers.map((reader) => redeem(reader.token, code)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().message).toBe(ACCESS_CODE_MESSAGES.usedUp);
    const [row] = await t.db.select().from(accessCodes).where(eq(accessCodes.id, made.codes[0]!.id));
    expect(row!.seatsLeft).toBe(0);
    expect(await t.db.select().from(accessCodeRedemptions).where(eq(accessCodeRedemptions.codeId, row!.id))).toHaveLength(5);
  });

  it('gives one reader one seat of a code, also when they redeem it twice at once', async () => {
    const book = await insertBook(t, { createdBy: authorId });
    const made = await make(author, { ebook_ids: [book.id], count: 1, seats: 3 });
    const reader = await customer(t);
    const answers = await Promise.all(Array.from({ length: 4 }, () => redeem(reader.token, made.codes[0]!.code)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().message).toBe(ACCESS_CODE_MESSAGES.alreadyYours);
    const [row] = await t.db.select().from(accessCodes).where(eq(accessCodes.id, made.codes[0]!.id));
    expect(row!.seatsLeft).toBe(2);
  });
});

describe('access codes: redemptions are rate-limited per account and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, redeemPerAccount: { max: 3, windowMs: 600_000 }, redeemPerIp: { max: 5, windowMs: 600_000 } });
  });
  afterAll(async () => {
    await t.close();
  });
  const redeem = (token: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/me/redeem', headers: t.bearer(token), payload: { code: 'ACDE-FGHJ-KMNP-QRTW' }, remoteAddress });

  it('stops an account after its tries, then an address after its own', async () => {
    const one = await customer(t);
    for (let i = 0; i < 3; i++) expect((await redeem(one.token, '10.0.0.1')).statusCode).toBe(404);
    const locked = await redeem(one.token, '10.0.0.2');
    expect(expectError(locked, 429).code).toBe('tooManyAttempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // Two more accounts from one address: the address's five tries run out before their own.
    const [two, three] = [await customer(t), await customer(t)];
    for (const token of [two.token, two.token, two.token, three.token, three.token]) expect((await redeem(token, '10.0.0.9')).statusCode).toBe(404);
    expect(expectError(await redeem(three.token, '10.0.0.9'), 429).code).toBe('tooManyAttempts');
    expect((await redeem((await customer(t)).token, '10.0.0.10')).statusCode).toBe(404);
  });
});
