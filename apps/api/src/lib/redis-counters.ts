import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CounterHit, Counters } from './counters.ts';
import { HttpError } from './http-error.ts';

/** How long a start waits for Redis, and a command for its answer: a request never hangs on Redis. */
const CONNECT_TIMEOUT_MS = 2_000;
const COMMAND_TIMEOUT_MS = 1_000;
/** Reconnecting every second at most: a connection is cheap, and counters come back soon after Redis does. */
const RECONNECT_MAX_DELAY_MS = 1_000;

export const COUNTERS_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * INCR and PEXPIRE as one script, so that a hit is atomic like the database's single statement. The first hit
 * of a window (the key expired, or never was) and the `holdAt`-th hit (ARGV[2], 0 for none) start a window of
 * ARGV[1] ms; the others keep the key's. Answers the count and the milliseconds left.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or count == tonumber(ARGV[2]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return { count, tonumber(ARGV[1]) }
end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** The count and the milliseconds left, read together; nil when the key is gone (its window ended). */
const PEEK = `
local left = redis.call('PTTL', KEYS[1])
if left < 0 then return nil end
return { tonumber(redis.call('GET', KEYS[1])), left }
`;

/**
 * The answer of `command`, or an error after COMMAND_TIMEOUT_MS without one. The deadline is looked at once
 * more after pending I/O (setImmediate): when the process was busy past it (a long synchronous task, a
 * starved CPU), an answer that arrived meanwhile still counts, instead of a false "no answer" (ioredis's own
 * commandTimeout fires before it reads such an answer).
 */
function withinDeadline<T>(command: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => setImmediate(() => reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`))), COMMAND_TIMEOUT_MS);
    command.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const counterHit = ([count, left]: [number, number]): CounterHit => ({ count, resetAt: new Date(Date.now() + left) });

/**
 * The counters in Redis, shared by every API instance that uses it. Keys expire with their window, so there is
 * nothing to purge. When Redis cannot be reached, every call fails with a 503, at once or after
 * COMMAND_TIMEOUT_MS (the offline queue is off); the connection comes back by itself when Redis does.
 *
 * A start waits for the first connection (CONNECT_TIMEOUT_MS at most) but does not need it: an API whose Redis
 * is down at start serves everything that needs no counter, and the rest once Redis answers.
 */
export async function openRedisCounters(
  url: string,
  { prefix = 'folio:counter:', log }: { prefix?: string; log: Pick<FastifyBaseLogger, 'error' | 'info'> },
): Promise<Counters & { close(): Promise<void> }> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    // A command caught by a lost connection fails then, instead of waiting to be sent again after a reconnect.
    maxRetriesPerRequest: 0,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempts) => Math.min(attempts * 100, RECONNECT_MAX_DELAY_MS),
  });
  // One line when Redis goes away and one when it is back, rather than one per reconnection attempt.
  let reachable = true;
  const lost = (error: unknown) => {
    if (reachable) log.error({ err: error }, 'Redis is unreachable: requests that need a shared counter are refused (503)');
    reachable = false;
  };
  redis.on('error', lost);
  redis.on('ready', () => {
    if (!reachable) log.info('Redis is reachable again');
    reachable = true;
  });
  // A failed first connection is logged above and retried in the background; a Redis that accepts the
  // connection but does not answer holds the start no longer than CONNECT_TIMEOUT_MS either.
  await Promise.race([redis.connect().catch(() => {}), sleep(CONNECT_TIMEOUT_MS, undefined, { ref: false })]);
  if (redis.status !== 'ready') lost(new Error(`Redis did not answer within ${CONNECT_TIMEOUT_MS} ms`));

  const call = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await withinDeadline(command());
    } catch (error) {
      // An outage is logged once above; a failure on a live connection (a timeout) is logged here.
      if (redis.status === 'ready') log.error({ err: error }, 'a Redis counter command failed');
      throw new HttpError(503, COUNTERS_UNAVAILABLE);
    }
  };
  const keyOf = (key: string) => prefix + key;

  return {
    hit: (key, windowMs, holdAt) =>
      call(async () => counterHit((await redis.eval(HIT, 1, keyOf(key), windowMs, holdAt ?? 0)) as [number, number])),

    peek: (key) =>
      call(async () => {
        const found = (await redis.eval(PEEK, 1, keyOf(key))) as [number, number] | null;
        return found && counterHit(found);
      }),

    clear: (key) => call(async () => void (await redis.del(keyOf(key)))),

    // Keys expire with their window.
    purge: async () => {},

    check: () => call(async () => void (await redis.ping())),

    close: async () => redis.disconnect(),
  };
}
