// `npm run worker`: runs the background jobs (docs/decisions/009-background-jobs.md) in a process of their own,
// beside servers started with RUN_WORKER=false. It answers no requests; SIGTERM lets the jobs in progress finish.
import Fastify from 'fastify';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/setup.ts';
import { logSafeError } from './lib/log-safe-error.ts';
import { configOrExit, drainOnSignal, exitOnCrash } from './lifecycle.ts';
import { jobsPlugin } from './modules/jobs/plugin.ts';
import { storagePlugin } from './plugins/files.ts';

const config = configOrExit();
if (!config.databaseUrl) {
  // The embedded database belongs to the one process that opened it: its server runs the jobs (RUN_WORKER).
  console.error('Folio cannot start the worker: it needs a PostgreSQL database (DATABASE_URL). With the embedded database, the server runs the jobs itself.');
  process.exit(1);
}
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);

const app = Fastify({ logger: { level: config.logLevel, serializers: { err: (error) => logSafeError(error) } } });
app.decorate('config', config);
app.decorate('db', database.db);
app.decorate('databaseKind', database.kind);
exitOnCrash(app.log);
await app.register(storagePlugin);
await app.register(jobsPlugin, { work: true });
drainOnSignal(app, config.shutdownTimeoutMs, () => database.close());

await app.ready();
app.log.info('Folio worker is running: it takes background jobs until stopped');
