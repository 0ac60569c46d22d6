import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a write failed for a full disk lately (the readiness answer reports it). */
    diskFullLately(): boolean;
  }
}

/** How long after a write failed for a full disk readiness still reports it. */
const DISK_FULL_REPORTED_MS = 60_000;

/**
 * Remembers when a request was last answered 507 (a full disk: plugins/domain-errors.ts), so that readiness
 * reports the disk while writes fail for it. Nothing is measured ahead: the disk counts as full only once a
 * write has found it so, and as fine again a minute after the last one did.
 */
export const diskFullPlugin = fp(async (app: FastifyInstance) => {
  let lastSeen = -Infinity;
  app.decorate('diskFullLately', () => Date.now() - lastSeen < DISK_FULL_REPORTED_MS);
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode === 507) lastSeen = Date.now();
  });
});
