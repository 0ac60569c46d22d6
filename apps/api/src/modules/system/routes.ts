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
  checks: z.object({ database: CheckResult, storage: CheckResult, redis: CheckResult, disk: z.enum(['ok', 'full']) }),
  /** What this instance serves without for now: the requests that need it are refused meanwhile (503, 507). */
  degraded: z.array(z.enum(['storage', 'redis', 'disk'])),
});

async function probe(check: ((signal: AbortSignal) => Promise<unknown>) | undefined, onError: (error: unknown) => void): Promise<z.infer<typeof CheckResult>> {
  if (!check) return 'not used';
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new AbortController();
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      giveUp.abort();
      reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`));
    }, CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(giveUp.signal), timeout]);
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
 * so a database outage does not get every instance restarted); `/ready` says whether this instance can serve:
 * its database answers (and it is not stopping: Fastify answers 503 to everything then). The file storage,
 * Redis and the disk are reported, never a reason for a 503: while one is down, reading, editing and buying
 * still work and only the requests that need it are refused, so a balancer must keep sending to the instance;
 * and since every instance shares them, it would otherwise take them all out at once.
 */
export async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', {
    schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: z.object({ status: z.literal('ok') }) } },
  }, async () => ({ status: 'ok' as const }));

  app.get('/ready', {
    schema: { tags: ['system'], summary: 'Readiness: the database answers; storage, Redis and disk reported', response: { 200: ReadyAnswer, 503: ReadyAnswer } },
  }, async (_request, reply) => {
    const failed = (what: string) => (error: unknown) => app.log.error({ err: error }, `readiness: ${what} unreachable`);
    const [database, storage, redis] = await Promise.all([
      probe(() => app.db.execute(sql`select 1`), failed('database')),
      probe((signal) => app.storage.check(signal), failed('storage')),
      probe(app.config.redisUrl ? () => app.counters.check() : undefined, failed('redis')),
    ]);
    const disk = app.diskFull.lately() ? 'full' : 'ok';
    const degraded = [
      ...(storage === 'unreachable' ? ['storage' as const] : []),
      ...(redis === 'unreachable' ? ['redis' as const] : []),
      ...(disk === 'full' ? ['disk' as const] : []),
    ];
    const ready = database === 'ok';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', database: app.databaseKind, checks: { database, storage, redis, disk }, degraded });
  });
}
