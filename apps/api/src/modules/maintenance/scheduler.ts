import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { prepareStorage, runMaintenance } from './jobs.ts';

const MINUTE = 60_000;
/** The first run waits a little after the start, so that a start (or a restart loop) is not slowed by it. */
const FIRST_RUN_MS = 5 * MINUTE;
const EVERY_MS = 60 * MINUTE;

/**
 * Runs the maintenance jobs in the background: the start-up work when the app is ready, then the periodic
 * work every hour. Its timers never keep the process alive (`unref`), runs never overlap, and closing the app
 * stops the timer and waits for a run in progress. A failed run is logged and tried again next time.
 */
export const maintenancePlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closing = false;

  const attempt = async (job: typeof runMaintenance, what: string) => {
    try {
      await job(app);
    } catch (error) {
      app.log.error({ err: error }, `${what} failed`);
    }
  };
  const schedule = (delay: number) => {
    if (closing) return;
    timer = setTimeout(() => {
      running = attempt(runMaintenance, 'maintenance').finally(() => schedule(EVERY_MS));
    }, delay);
    timer.unref();
  };

  app.addHook('onReady', async () => {
    await attempt(prepareStorage, 'storage preparation');
    schedule(FIRST_RUN_MS);
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
});
