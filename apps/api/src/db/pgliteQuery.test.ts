import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLANNED_FOR_EACH_QUERY, quickQueries } from './pgliteQuery.ts';

describe('quick queries on the embedded database', () => {
  const client = new PGlite({ startParams: PLANNED_FOR_EACH_QUERY });
  const { query, inTransaction } = quickQueries(client);

  beforeAll(async () => {
    await client.exec(`
      create table kinds (id serial primary key, at timestamptz, day date, amount numeric(10,2), doc jsonb, tags text[], counts int[], bytes bytea, flag boolean, ref uuid, note text);
      create table ledger (n int primary key);
    `);
  });
  afterAll(() => client.close());

  const row = [new Date('2026-11-30T06:00:00.000Z'), '2026-11-30', '12.50', { a: [1, 'two'], b: null }, ['x', 'y,z', '"q"'], [1, 2, 3], new Uint8Array([0, 1, 255]), true, '6f9619ff-8b86-4d11-b42d-00c04fc964ff', null];
  const insert = `insert into kinds (at, day, amount, doc, tags, counts, bytes, flag, ref, note) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`;

  it("should answer as PGlite's own query does, values and parameters of every kind", async () => {
    const ours = await query<{ id: number }>(insert, row);
    const theirs = await client.query<{ id: number }>(insert, row);
    expect(ours.affectedRows).toBe(1);
    expect(ours.fields).toEqual(theirs.fields);
    expect({ ...ours.rows[0], id: 0 }).toEqual({ ...theirs.rows[0], id: 0 });
    expect(ours.rows[0]).toMatchObject({ at: row[0], doc: row[3], tags: row[4], counts: row[5], bytes: row[6], flag: true, note: null });

    const select = `select * from kinds where id = any($1) order by id`;
    const ids = [ours.rows[0]!.id, theirs.rows[0]!.id];
    // The options drizzle passes: rows as arrays, and time values kept as the database's text.
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    expect(await query(select, [ids], options)).toEqual(await client.query(select, [ids], options));
  });

  it('should send a query as one call into the database once its statement is known', async () => {
    const calls = vi.spyOn(client, 'execProtocolStream');
    const text = `select count(*)::int as n from kinds where flag = $1 and amount > $2`;
    expect((await query<{ n: number }>(text, [true, 1])).rows).toEqual([{ n: 2 }]);
    // The first time, its parameters' types are asked for too.
    expect(calls).toHaveBeenCalledTimes(2);
    calls.mockClear();
    expect((await query<{ n: number }>(text, [false, 1])).rows).toEqual([{ n: 0 }]);
    expect(calls).toHaveBeenCalledTimes(1);
    calls.mockRestore();
  });

  it('should plan each run of a kept statement for its values', async () => {
    const text = `select n from ledger where n = $1`;
    for (let i = 0; i < 10; i++) await query(text, [i]);
    const plans = await client.query(`select generic_plans, custom_plans from pg_prepared_statements where statement = $1`, [text]);
    expect(plans.rows).toEqual([{ generic_plans: 0, custom_plans: 10 }]);
  });

  it('should prepare again a statement the database no longer has as it was, and keep at most a thousand', async () => {
    await client.exec(`create table kept (n int); insert into kept values (1)`);
    const all = `select * from kept where n = $1`;
    expect((await query(all, [1])).rows).toEqual([{ n: 1 }]);
    await client.exec(`deallocate all`);
    expect((await query(all, [1])).rows).toEqual([{ n: 1 }]);
    // A migration adds a column under a kept `select *`.
    await client.exec(`alter table kept add column label text`);
    expect((await query(all, [1])).rows).toEqual([{ n: 1, label: null }]);

    for (let i = 0; i < 1005; i++) await query(`select $1::int + ${i} as n`, [1]);
    const kept = await client.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`);
    expect(kept.rows[0]!.n).toBe(1000);
    expect((await query<{ n: number }>(`select $1::int + 0 as n`, [1])).rows).toEqual([{ n: 1 }]);
  });

  it("should fail with the database's error and its query, and go on answering", async () => {
    await query(`insert into ledger values ($1)`, [1]);
    const failure = await query(`insert into ledger values ($1)`, [1]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', query: `insert into ledger values ($1)`, params: [1] });
    const unknownColumn = await query(`select nothing from ledger where n = $1`, [1]).catch((error: unknown) => error);
    expect(unknownColumn).toMatchObject({ code: '42703' });
    expect((await query(`select n from ledger where n = $1`, [1])).rows).toEqual([{ n: 1 }]);
  });

  it('should keep a query asked for during a transaction out of it, and run it once the transaction ends', async () => {
    let outside: Promise<unknown> | undefined;
    await client
      .transaction(async (raw) => {
        const tx = inTransaction(raw);
        await tx.query(`insert into ledger values ($1)`, [2]);
        outside = query(`insert into ledger values ($1)`, [3]);
        await tx.query(`insert into ledger values ($1)`, [4]);
        throw new Error('undo');
      })
      .catch(() => {});
    await outside;
    expect((await query<{ n: number }>(`select n from ledger order by n`)).rows.map((r) => r.n)).toEqual([1, 3]);
  });

  it('should roll back a transaction whose statement failed, and refuse queries once it has ended', async () => {
    let kept: ReturnType<typeof inTransaction> | undefined;
    const failure = await client
      .transaction(async (raw) => {
        kept = inTransaction(raw);
        await kept.query(`insert into ledger values ($1)`, [5]);
        await kept.query(`insert into ledger values ($1)`, [1]);
      })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505' });
    await expect(kept!.query(`select 1`)).rejects.toThrow('Transaction is closed');
    expect((await query<{ n: number }>(`select n from ledger order by n`)).rows.map((r) => r.n)).toEqual([1, 3]);
  });
});
