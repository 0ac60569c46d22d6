import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Counters } from '../lib/counters.ts';
import { databaseCounters } from '../lib/database-counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counters of every rate limit and account lock (lib/counters.ts). */
    counters: Counters;
  }
}

/**
 * `app.counters`: in Redis when REDIS_URL is set, otherwise in the database (which every instance shares as
 * well, and which the embedded default has without another service). Closing the app closes Redis.
 */
export const countersPlugin = fp(async (app: FastifyInstance) => {
  if (!app.config.redisUrl) {
    app.decorate('counters', databaseCounters(app.db));
    return;
  }
  // ioredis loads only here: an installation without Redis never needs it.
  const { openRedisCounters } = await import('../lib/redis-counters.ts');
  const counters = await openRedisCounters(app.config.redisUrl, { log: app.log });
  app.decorate('counters', counters);
  app.addHook('onClose', () => counters.close());
});
