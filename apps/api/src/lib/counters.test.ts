import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/harness.ts';
import { closedPort, redisAnswers, redisLink, TEST_REDIS_URL, testKeyPrefix } from '../../test/redis.ts';
import type { CounterHit, Counters } from './counters.ts';
import { databaseCounters } from './database-counters.ts';
import { COUNTERS_UNAVAILABLE, openRedisCounters } from './redis-counters.ts';

const quiet = { error: () => {}, info: () => {} };
const redisUp = await redisAnswers();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The windows are kept by the store's own clock (the database's now(), Redis's expiry of keys), which no fake
 * timer reaches: these tests let real time pass. A wait for a window to end polls for it, and ends as soon as
 * it has; a fixed pause is left only where time must pass between two hits for a restarted window to show.
 */

/** Long enough between two hits for a restarted window to show. */
const PAUSE_MS = 300;

/** Waits until `end`, a window's end as the counters answered it (to the millisecond), has passed. */
const pastEnd = (end: Date) => vi.waitFor(() => expect(Date.now()).toBeGreaterThan(end.getTime() + 1), { interval: 5, timeout: 10_000 });

/**
 * A hit and how long it took, from before it was sent. Redis answers the time a window has left, which
 * becomes its end on arrival: the end answered is late by at most that long (plus a millisecond of rounding).
 */
type TimedHit = CounterHit & { took: number };
const timed = async (hit: () => Promise<CounterHit | null>): Promise<TimedHit> => {
  const started = Date.now();
  const answer = await hit();
  return { ...answer!, took: Date.now() - started };
};
const expectSameWindow = (x: TimedHit, y: TimedHit) =>
  expect(Math.abs(x.resetAt.getTime() - y.resetAt.getTime())).toBeLessThanOrEqual(Math.max(x.took, y.took) + 1);

interface Backend {
  counters: Counters;
  /** Cuts the counters off their store (the database closed, the Redis connection closed). */
  cutOff(): Promise<void>;
  close(): Promise<void>;
}

const backends: { name: string; skip: boolean; open(): Promise<Backend> }[] = [
  {
    name: 'the database',
    skip: false,
    open: async () => {
      const testDb = await createTestDatabase();
      return { counters: databaseCounters(testDb.db), cutOff: testDb.disconnect, close: testDb.close };
    },
  },
  {
    name: 'Redis',
    skip: !redisUp,
    open: async () => {
      const counters = await openRedisCounters(TEST_REDIS_URL, { prefix: testKeyPrefix(), log: quiet });
      return { counters, cutOff: counters.close, close: counters.close };
    },
  },
];

for (const backend of backends) {
  describe.skipIf(backend.skip)(`shared counters in ${backend.name}`, () => {
    let b: Backend;
    let counters: Counters;
    // Every test counts under keys of its own.
    let key: (name: string) => string;
    beforeAll(async () => {
      b = await backend.open();
      counters = b.counters;
    });
    afterAll(async () => { await b.close(); });
    beforeEach(() => {
      const prefix = randomUUID();
      key = (name) => `${prefix}:${name}`;
    });

    it('should count hits from 1 in one window that ends windowMs after the first', async () => {
      const before = Date.now();
      const first = await timed(() => counters.hit(key('a'), 60_000));
      const after = Date.now();
      expect(first.count).toBe(1);
      expect(first.resetAt.getTime()).toBeGreaterThanOrEqual(before + 60_000 - 1);
      expect(first.resetAt.getTime()).toBeLessThanOrEqual(after + 60_000 + 1);
      await sleep(PAUSE_MS);
      const second = await timed(() => counters.hit(key('a'), 60_000));
      const third = await timed(() => counters.hit(key('a'), 60_000));
      expect([second.count, third.count]).toEqual([2, 3]);
      expectSameWindow(second, first);
      expectSameWindow(third, first);
    });

    it('should count each key apart', async () => {
      await counters.hit(key('a'), 60_000);
      await counters.hit(key('a'), 60_000);
      expect((await counters.hit(key('b'), 60_000)).count).toBe(1);
    });

    it('should start again from 1 with a new window once the window ended', async () => {
      await counters.hit(key('a'), 100);
      const last = await counters.hit(key('a'), 100);
      await pastEnd(last.resetAt);
      const fresh = await counters.hit(key('a'), 100);
      expect(fresh.count).toBe(1);
      expect(fresh.resetAt.getTime()).toBeGreaterThan(last.resetAt.getTime() + 100);
    });

    it('should restart the window on the holdAt-th hit, and only on that one', async () => {
      await counters.hit(key('a'), 60_000, 3);
      const second = await timed(() => counters.hit(key('a'), 60_000, 3));
      await sleep(PAUSE_MS);
      const third = await timed(() => counters.hit(key('a'), 60_000, 3));
      expect(third.count).toBe(3);
      expect(third.resetAt.getTime() - second.resetAt.getTime()).toBeGreaterThanOrEqual(PAUSE_MS - second.took - 1);
      await sleep(PAUSE_MS);
      const fourth = await timed(() => counters.hit(key('a'), 60_000, 3));
      expect(fourth.count).toBe(4);
      expectSameWindow(fourth, third);
    });

    it('should hold a count reached at holdAt for a full window from that hit', async () => {
      // Windows of 1.6 s, the second hit 0.8 s into the first: a busy machine may overrun the pause, or be late
      // to look once the first window ended, by up to 0.8 s without a false failure.
      const first = await counters.hit(key('lock'), 1600, 2);
      await sleep(800);
      await counters.hit(key('lock'), 1600, 2);
      // Past the first window's end, within the one the second hit started.
      await pastEnd(first.resetAt);
      expect((await counters.peek(key('lock')))?.count).toBe(2);
    });

    it('should answer the current count without counting, and null for a key never hit', async () => {
      expect(await counters.peek(key('a'))).toBeNull();
      const hit = await timed(() => counters.hit(key('a'), 60_000));
      const peeked = await timed(() => counters.peek(key('a')));
      expect(peeked.count).toBe(1);
      expectSameWindow(peeked, hit);
      expect((await counters.peek(key('a')))?.count).toBe(1);
      expect((await counters.hit(key('a'), 60_000)).count).toBe(2);
    });

    it('should answer null once the window ended', async () => {
      const hit = await counters.hit(key('a'), 50);
      await pastEnd(hit.resetAt);
      expect(await counters.peek(key('a'))).toBeNull();
    });

    it('should forget a cleared key, and clear a key never hit without complaint', async () => {
      await counters.hit(key('a'), 60_000);
      await counters.hit(key('a'), 60_000);
      await counters.clear(key('a'));
      expect(await counters.peek(key('a'))).toBeNull();
      expect((await counters.hit(key('a'), 60_000)).count).toBe(1);
      await expect(counters.clear(key('never'))).resolves.toBeUndefined();
    });

    it('should keep counting current windows through a purge, and not bring back ended ones', async () => {
      const ended = await counters.hit(key('ended'), 1);
      await counters.hit(key('current'), 60_000);
      await pastEnd(ended.resetAt);
      await counters.purge();
      expect(await counters.peek(key('ended'))).toBeNull();
      expect((await counters.hit(key('current'), 60_000)).count).toBe(2);
    });

    it('should give every one of many concurrent hits its own count', async () => {
      const hits = await Promise.all(Array.from({ length: 50 }, () => counters.hit(key('burst'), 60_000, 5)));
      expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it('should pass the check while reachable, and fail it once cut off', async () => {
      await expect(counters.check()).resolves.toBeUndefined();
      await b.cutOff();
      await expect(counters.check()).rejects.toThrow();
    });
  });
}

describe.skipIf(!redisUp)('shared counters in Redis, when Redis fails', () => {
  /** A 503 within the command deadline (1 s), with room for a busy machine: never a hang. */
  const failsFast = async (attempt: Promise<unknown>) => {
    const started = Date.now();
    await expect(attempt).rejects.toMatchObject({ statusCode: 503, message: COUNTERS_UNAVAILABLE });
    expect(Date.now() - started).toBeLessThan(2_500);
  };

  it('should open without Redis, and refuse every call at once with a 503', async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const started = Date.now();
    const counters = await openRedisCounters(url, { log: quiet });
    try {
      expect(Date.now() - started).toBeLessThan(2_500);
      await failsFast(counters.hit('a', 60_000));
      await failsFast(counters.peek('a'));
      await failsFast(counters.clear('a'));
      await failsFast(counters.check());
      // Nothing to purge in Redis, reachable or not: the maintenance job never fails on it.
      await expect(counters.purge()).resolves.toBeUndefined();
    } finally {
      await counters.close();
    }
  });

  it('should open within the connect timeout when Redis takes the connection but never answers', async () => {
    const link = await redisLink();
    await link.up();
    link.stall();
    const started = Date.now();
    const counters = await openRedisCounters(link.url, { log: quiet });
    try {
      expect(Date.now() - started).toBeLessThan(4_000);
      await failsFast(counters.hit('a', 60_000));
    } finally {
      await counters.close();
      await link.down();
    }
  });

  it('should refuse within the command timeout when Redis stops answering', async () => {
    const link = await redisLink();
    await link.up();
    const counters = await openRedisCounters(link.url, { prefix: testKeyPrefix(), log: quiet });
    try {
      expect((await counters.hit('a', 60_000)).count).toBe(1);
      link.stall();
      await failsFast(counters.hit('a', 60_000));
    } finally {
      await counters.close();
      await link.down();
    }
  });

  it('should count on where it left off once Redis is back, logging the outage once', async () => {
    const link = await redisLink();
    await link.up();
    const log = { errors: [] as string[], infos: [] as string[] };
    const counters = await openRedisCounters(link.url, {
      prefix: testKeyPrefix(),
      log: { error: (_details: unknown, message?: string) => log.errors.push(String(message)), info: (message: unknown) => log.infos.push(String(message)) },
    });
    try {
      expect((await counters.hit('a', 60_000)).count).toBe(1);
      await link.down();
      await failsFast(counters.hit('a', 60_000));
      // Several reconnection attempts fail meanwhile (ioredis's, 100, 200, 300… ms apart, on a real socket): nothing
      // tells them apart from outside, so real time passes.
      await sleep(1_000);
      await failsFast(counters.hit('a', 60_000));
      await link.up();
      await expect.poll(() => counters.hit('a', 60_000).then((hit) => hit.count, () => 0), { timeout: 5_000, interval: 100 }).toBe(2);
      expect(log.errors).toHaveLength(1);
      expect(log.infos).toEqual(['Redis is reachable again']);
    } finally {
      await counters.close();
      await link.down();
    }
  });

  it('should close its connection for good', async () => {
    const counters = await openRedisCounters(TEST_REDIS_URL, { log: quiet });
    await counters.close();
    await failsFast(counters.check());
  });
});
