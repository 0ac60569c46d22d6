import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiskFullWatch, type DiskFullWatch } from '../lib/disk-full.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a write found the disk full lately (the readiness answer reports it); background jobs tell it too. */
    diskFull: DiskFullWatch;
  }
}

/** Notes every request answered 507 (a full disk: plugins/domain-errors.ts), for readiness. */
export const diskFullPlugin = fp(async (app: FastifyInstance) => {
  const watch = createDiskFullWatch();
  app.decorate('diskFull', watch);
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode === 507) watch.seen();
  });
});
