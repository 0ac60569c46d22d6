/** One hit of a counter: the count in its window and when that window ends. */
export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends and the count starts again from zero. */
  resetAt: Date;
}

/**
 * Fixed-window counters every API instance shares (sign-in limits per IP and per account, the contact form,
 * any route limited by @fastify/rate-limit): in the database (database-counters.ts), or in Redis when
 * REDIS_URL is set (redis-counters.ts). Both count the same way; the app holds one as `app.counters`.
 */
export interface Counters {
  /**
   * Counts one hit of `key` in a fixed window of `windowMs`, and answers the count with this hit, atomically:
   * a check and its count can never be split by concurrent requests, on one API process or many.
   *
   * With `holdAt`, the window restarts when the count reaches that number, so that a lock lasts a full
   * window from the hit that caused it (an account locked after its fifth failure stays locked `windowMs`).
   */
  hit(key: string, windowMs: number, holdAt?: number): Promise<CounterHit>;
  /** The current count of `key` without counting (null once its window ended). */
  peek(key: string): Promise<CounterHit | null>;
  clear(key: string): Promise<void>;
  /** Removes counters whose window ended (run by the maintenance job). */
  purge(): Promise<void>;
  /** Resolves when the counters can be reached, throws otherwise (readiness). */
  check(): Promise<void>;
}
