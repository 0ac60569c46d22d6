import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('the embedded database under load', () => {
  const database = openDatabase({ dataDir: null });
  afterAll(() => database.close());

  /** Counts the event loop's turns until stopped: a turn is what reads a request, accepts a connection, sends an answer. */
  const countTurns = () => {
    const counter = { turns: 0, stop: () => (running = false) };
    let running = true;
    const tick = () => {
      counter.turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    return counter;
  };

  it('should run one query per turn of the event loop, so that a busy server still reads requests and accepts connections', async () => {
    await database.db.execute(sql`select 1`);
    const loop = countTurns();
    // 50 requests at once, each running 4 queries one after another, as the API's routes do.
    const turnsAtAnswer: number[] = [];
    const request = async () => {
      for (let i = 0; i < 4; i++) {
        await database.db.execute(sql`select 1`);
        turnsAtAnswer.push(loop.turns);
      }
    };
    await Promise.all(Array.from({ length: 50 }, request));
    loop.stop();
    // Every answer came in a turn of its own: no two queries ran between the same two turns.
    expect(new Set(turnsAtAnswer).size).toBe(200);
  });

  it('should run a transaction beside queued queries, which wait for its commit', async () => {
    await database.db.execute(sql`create table turn_log (n int)`);
    const counted = async () => {
      const result = (await database.db.execute(sql`select count(*)::int as n from turn_log`)) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    const [, after] = await Promise.all([
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into turn_log values (1)`);
        await tx.execute(sql`insert into turn_log values (2)`);
      }),
      // Asked for after the transaction began: it waits for the transaction's commit, not for ever.
      new Promise((resolve) => setImmediate(resolve)).then(counted),
    ]);
    expect(after).toBe(2);
  });
});
