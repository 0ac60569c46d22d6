import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_CODE_MESSAGES } from '@folio/shared';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, NO_IP_LIMIT } from '../../../test/helpers.ts';
import { publishers } from '../../db/schema.ts';
import { customer, insertBook } from '../checkout/fixtures/shop.ts';
import { classApi } from '../classes/fixtures/classes.ts';

type Actor = 'admin' | 'publisher' | 'author' | 'user' | 'pupil' | 'visitor';
/** How the book (for making codes) or the batch (for listing and revoking) stands to the actor. */
type Relation = 'own' | "someone else's";
type Action = 'create' | 'list' | 'view batch' | 'revoke' | 'redeem';

/**
 * What the server must answer (policy.ts), per actor × relation × action. Codes are made by admins (for any book),
 * publishers and authors (for their own books only); a batch is its owner's and admins'; every signed-in account but
 * a pupil redeems. 'list' is the actor's own list, whatever the relation.
 */
const EXPECTED: Record<Actor, Record<Relation, Record<Action, number>>> = {
  admin: {
    own: { create: 201, list: 200, 'view batch': 200, revoke: 200, redeem: 200 },
    "someone else's": { create: 201, list: 200, 'view batch': 200, revoke: 200, redeem: 200 },
  },
  publisher: {
    own: { create: 201, list: 200, 'view batch': 200, revoke: 200, redeem: 200 },
    "someone else's": { create: 403, list: 200, 'view batch': 404, revoke: 404, redeem: 200 },
  },
  author: {
    own: { create: 201, list: 200, 'view batch': 200, revoke: 200, redeem: 200 },
    "someone else's": { create: 403, list: 200, 'view batch': 404, revoke: 404, redeem: 200 },
  },
  // A reader may own books (anyone writes one) but sells none through codes. A batch made for their book by an admin
  // is not theirs (404); the batch of copies they bought is (order-copies.test.ts).
  user: {
    own: { create: 403, list: 403, 'view batch': 404, revoke: 404, redeem: 200 },
    "someone else's": { create: 403, list: 403, 'view batch': 404, revoke: 404, redeem: 200 },
  },
  pupil: {
    own: { create: 403, list: 403, 'view batch': 403, revoke: 403, redeem: 403 },
    "someone else's": { create: 403, list: 403, 'view batch': 403, revoke: 403, redeem: 403 },
  },
  visitor: {
    own: { create: 401, list: 401, 'view batch': 401, revoke: 401, redeem: 401 },
    "someone else's": { create: 401, list: 401, 'view batch': 401, revoke: 401, redeem: 401 },
  },
};

const CELLS = (Object.keys(EXPECTED) as Actor[]).flatMap((actor) =>
  (Object.keys(EXPECTED[actor]) as Relation[]).flatMap((relation) =>
    (Object.keys(EXPECTED[actor][relation]) as Action[]).map((action) => ({ actor, relation, action, expected: EXPECTED[actor][relation][action] })),
  ),
);

/** Access codes walked as a grid: actor × relation to the book or batch × action. */
describe('access codes policy (actor × relation × action)', () => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string | null>;
  const ids = {} as Record<Actor, string>;
  /** A published book of each actor (a pupil's own book too), and one of a stranger. */
  const books = {} as Record<Actor | 'stranger', string>;
  /** A batch made by each maker (by the admin for the others), and the stranger's. */
  const batches = {} as Record<Actor | 'stranger', string>;
  let codes: string[] = [];

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload && { payload }) });
  const makeBatch = async (token: string, bookId: string) => {
    const res = await call('POST', '/api/admin/access-codes', token, { ebook_ids: [bookId], count: 1, seats: 1 });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as string;
  };

  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, redeemPerIp: { max: 10_000, windowMs: 600_000 } });
    for (const role of ['admin', 'publisher', 'author', 'user'] as const) {
      tokens[role] = await t.login(`${role}@folio.test`);
      ids[role] = (await findUser(t.db, `${role}@folio.test`))!.id;
    }
    const classes = classApi(t);
    const pupil = (await classes.classWithPupils(tokens.user!, ['Ada Byron'])).pupils[0]!;
    tokens.pupil = pupil.token;
    ids.pupil = pupil.id;
    tokens.visitor = null;
    for (const actor of ['admin', 'publisher', 'author', 'user', 'pupil'] as const) books[actor] = (await insertBook(t, { createdBy: ids[actor] })).id;
    books.visitor = books.user;
    // A book and a batch of someone else: another account's book, the batch made for it by an admin.
    books.stranger = (await insertBook(t, { createdBy: (await customer(t)).id })).id;
    for (const actor of ['admin', 'publisher', 'author'] as const) batches[actor] = await makeBatch(tokens[actor]!, books[actor]);
    for (const actor of ['user', 'pupil', 'visitor'] as const) batches[actor] = await makeBatch(tokens.admin!, books.user);
    batches.stranger = await makeBatch(tokens.admin!, books.stranger);
    const many = await call('POST', '/api/admin/access-codes', tokens.admin!, { ebook_ids: [books.stranger], count: 20, seats: 1 });
    codes = many.json().codes.map((c: { code: string }) => c.code);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(CELLS)('$actor, $relation, $action → $expected', async ({ actor, relation, action, expected }) => {
    const token = tokens[actor];
    const book = relation === 'own' ? books[actor] : books.stranger;
    // The admin's own batch is its own; for the admin, "someone else's" is the author's.
    const batch = relation === 'own' ? batches[actor] : actor === 'admin' ? batches.author : batches.stranger;
    const res = await {
      create: () => call('POST', '/api/admin/access-codes', token, { ebook_ids: [book], count: 1, seats: 1 }),
      list: () => call('GET', '/api/admin/access-codes', token),
      'view batch': () => call('GET', `/api/admin/access-codes?batch=${batch}`, token),
      revoke: () => call('POST', `/api/admin/access-codes/${batch}/revoke`, token, { code_ids: [] }),
      redeem: () => call('POST', '/api/me/redeem', token, { code: codes.pop()! }),
    }[action]();
    expect(res.statusCode, res.body).toBe(expected);
    if (action === 'create' && expected === 403 && actor !== 'user' && actor !== 'pupil') expect(res.json().message).toBe(ACCESS_CODE_MESSAGES.notYourBook);
    if (action === 'view batch' && expected === 404) expect(res.json().message).toBe(ACCESS_CODE_MESSAGES.batchNotFound);
  });

  it('lists only the actor’s own batches (every batch for an admin)', async () => {
    const listed = async (token: string) => ((await call('GET', '/api/admin/access-codes?per_page=100', token)).json().data as { id: string }[]).map((b) => b.id);
    expect(await listed(tokens.author!)).toEqual(expect.arrayContaining([batches.author]));
    expect(await listed(tokens.author!)).not.toContain(batches.stranger);
    expect(await listed(tokens.publisher!)).not.toContain(batches.author);
    expect(await listed(tokens.admin!)).toEqual(expect.arrayContaining([batches.author, batches.publisher, batches.stranger]));
  });

  it('lets a publisher make codes for the books filed under their publisher, by whomever they were written', async () => {
    const [publisher] = await t.db.insert(publishers).values({ userId: ids.publisher, name: 'Northwind Press', email: 'press@folio.test' }).returning();
    const filed = await insertBook(t, { createdBy: ids.author, publisherId: publisher!.id });
    expect((await call('POST', '/api/admin/access-codes', tokens.publisher!, { ebook_ids: [filed.id], count: 1, seats: 1 })).statusCode).toBe(201);
    expect((await call('POST', '/api/admin/access-codes', tokens.publisher!, { ebook_ids: [filed.id, books.stranger], count: 1, seats: 1 })).statusCode).toBe(403);
  });
});
