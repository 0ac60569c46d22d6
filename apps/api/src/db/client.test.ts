import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('the embedded database under load', () => {
  const database = openDatabase({ dataDir: null });
  afterAll(() => database.close());

  it('should let the event loop take a turn between queries, so that requests are read and answers sent', async () => {
    await database.db.execute(sql`select 1`);
    // 50 requests at once, each running 10 queries one after another, as the API's routes do; once the first
    // query is answered, the loop is asked for a turn.
    let done = 0;
    let doneWhenTheLoopTurned = Infinity;
    const request = async () => {
      for (let i = 0; i < 10; i++) {
        await database.db.execute(sql`select 1`);
        if (++done === 1) setImmediate(() => (doneWhenTheLoopTurned = done));
      }
    };
    await Promise.all(Array.from({ length: 50 }, request));
    // Without a turn between queries, all 500 ran before the loop could read a request or send an answer.
    expect(doneWhenTheLoopTurned).toBeLessThan(100);
  });
});
