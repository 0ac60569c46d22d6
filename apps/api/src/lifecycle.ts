import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { DataDirInUse, lockDataDir } from './lib/data-dir-lock.ts';

/** The configuration, or the start stops here with the bad variable named (no stack trace: it is the operator's to fix). */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Folio cannot start: ${error.message}`);
    process.exit(1);
  }
}

/**
 * With the embedded database, makes this process the only one on the data folder, or stops the start here
 * naming the process that holds it: two would each keep their own copy of the database in memory and
 * overwrite each other's writes. PostgreSQL is shared by design: no lock.
 */
export function lockDataDirOrExit(config: Config) {
  if (config.databaseUrl) return;
  try {
    lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(`Folio cannot start: ${error.message}`);
    process.exit(1);
  }
}

/**
 * An error nothing caught leaves the process in an unknown state: log it and exit non-zero, so that the
 * supervisor (systemd, Kubernetes, the cluster script) starts a clean one.
 */
export function exitOnCrash(log: Pick<FastifyInstance['log'], 'fatal'>) {
  const crash = (kind: string) => (error: unknown) => {
    log.fatal({ err: error }, kind);
    process.exit(1);
  };
  process.on('uncaughtException', crash('uncaught exception'));
  process.on('unhandledRejection', crash('unhandled promise rejection'));
}

/**
 * Stops taking requests, lets the ones in progress finish for at most `timeoutMs` (then cuts them), and runs
 * `close` (the database). Fastify answers 503 to requests that arrive on open connections meanwhile, so a
 * load balancer moves them elsewhere. Answers the exit code.
 */
export async function drain(app: FastifyInstance, timeoutMs: number, close: () => Promise<void>): Promise<number> {
  const started = Date.now();
  const deadline = setTimeout(() => {
    app.log.error(`requests still in progress after ${timeoutMs} ms: closing them`);
    app.server.closeAllConnections();
  }, timeoutMs);
  deadline.unref();
  // A keep-alive connection whose request finishes during the drain would otherwise hold the close until the
  // client or the keep-alive timeout ends it: close each one as soon as it falls idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  try {
    await app.close();
    await close();
    app.log.info(`closed in ${Date.now() - started} ms`);
    return 0;
  } catch (error) {
    app.log.error({ err: error }, 'closing failed');
    return 1;
  } finally {
    clearTimeout(deadline);
    clearInterval(sweep);
  }
}

/** On SIGTERM or SIGINT, drains and exits; a second signal ends the process at once. */
export function drainOnSignal(app: FastifyInstance, timeoutMs: number, close: () => Promise<void>) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing requests in progress (at most ${timeoutMs} ms), then closing`);
    process.exit(await drain(app, timeoutMs, close));
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
