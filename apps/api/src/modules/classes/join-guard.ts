import { CLASS_MESSAGES } from '@folio/shared';
import type { RateLimit } from '../../config.ts';
import type { Counters } from '../../lib/counters.ts';
import { coded, HttpError, notFound } from '../../lib/http-error.ts';

/** The 429 of a limit on join codes, with the wait in Retry-After and in the answer (`params.seconds`). */
export const tooMany = (resetAt: Date) => {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return coded(429, 'tooManyAttempts', { seconds }, { 'retry-after': String(seconds) });
};

/**
 * Join codes are not found by trying them (docs/decisions/018-classrooms.md). A whole school signs in from one
 * address behind a NAT, so a code that works is never counted per address; only a code that does not work (never
 * existed, or closed) is. An address may try `perIp.max` such codes in `perIp.windowMs`, on the class page, the
 * pupils' sign-in and the start of a pupil's school sign-in together; past that, every failure from the address is
 * the same 429 until the window ends, a working code's class page included, so that an answer never tells a
 * guesser that the code they tried exists.
 */
export function joinGuard(counters: Counters, perIp: RateLimit) {
  const key = (ip: string) => `join-miss:${ip}`;
  /** The 429 for an address that has spent its tries of codes that do not work; undefined while it has some left. */
  const spent = async (ip: string): Promise<HttpError | undefined> => {
    const hit = await counters.peek(key(ip));
    return hit && hit.count >= perIp.max ? tooMany(hit.resetAt) : undefined;
  };
  return {
    spent,
    /** Counts a code that does not work, and answers what to say: the code does not work, or (past the address's tries) the 429. */
    async miss(ip: string): Promise<HttpError> {
      const hit = await counters.hit(key(ip), perIp.windowMs);
      return hit.count > perIp.max ? tooMany(hit.resetAt) : notFound(CLASS_MESSAGES.joinCodeWrong);
    },
    /**
     * Runs a step that refuses with an HttpError, for an address that may have spent its tries: then any refusal is
     * that 429, so that nothing tells a working code from another. What succeeds (a pupil's right pictures) succeeds.
     */
    async guarded<T>(ip: string, step: () => Promise<T>): Promise<T> {
      const blocked = await spent(ip);
      try {
        return await step();
      } catch (error) {
        throw blocked && error instanceof HttpError ? blocked : error;
      }
    },
  };
}
export type JoinGuard = ReturnType<typeof joinGuard>;
