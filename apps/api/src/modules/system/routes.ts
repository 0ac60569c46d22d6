import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** A dependency that does not answer within this long counts as unreachable: a probe must never hang. */
const CHECK_TIMEOUT_MS = 2_000;

const CheckResult = z.enum(['ok', 'unreachable', 'not used']);
const ReadyAnswer = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.string(),
  checks: z.object({ database: CheckResult, storage: CheckResult, redis: CheckResult }),
});

async function probe(check: (() => Promise<unknown>) | undefined, onError: (error: unknown) => void): Promise<z.infer<typeof CheckResult>> {
  if (!check) return 'not used';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch (error) {
    onError(error);
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for load balancers and supervisors: `/health` says the process is alive (it touches nothing else,
 * so a database outage does not get every instance restarted); `/ready` says whether it can serve now, with
 * the database, the file storage and Redis (when configured) each reachable.
 */
export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', {
    schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: z.object({ status: z.literal('ok') }) } },
  }, async () => ({ status: 'ok' as const }));

  app.get('/ready', {
    schema: { tags: ['system'], summary: 'Readiness: database, storage and Redis reachable', response: { 200: ReadyAnswer, 503: ReadyAnswer } },
  }, async (_request, reply) => {
    const failed = (what: string) => (error: unknown) => app.log.error({ err: error }, `readiness: ${what} unreachable`);
    const [database, storage, redis] = await Promise.all([
      probe(() => app.db.execute(sql`select 1`), failed('database')),
      probe(() => app.storage.check(), failed('storage')),
      probe(app.config.redisUrl ? () => app.counters.check() : undefined, failed('redis')),
    ]);
    const ready = [database, storage, redis].every((result) => result !== 'unreachable');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database: app.databaseKind, checks: { database, storage, redis } });
  });
}
