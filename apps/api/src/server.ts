import { openDatabase } from './db/client.ts';
import { migrateDatabase, seedDatabase } from './db/setup.ts';
import { resolveJwtSecret } from './lib/secret.ts';
import { configOrExit, drainOnSignal, exitOnCrash, lockDataDirOrExit } from './lifecycle.ts';
import { buildApp } from './app.ts';

const config = configOrExit();
lockDataDirOrExit(config);
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(database);

const app = await buildApp({
  config,
  database,
  jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  logger: { level: config.logLevel },
});
exitOnCrash(app.log);
await seedDatabase(database, { config, storage: app.storage, counters: app.counters, demo: config.seedDemo, log: (m) => app.log.info(m) });
drainOnSignal(app, config.shutdownTimeoutMs, () => database.close());

await app.listen({ port: config.port, host: config.host });
app.log.info(`Folio is running on http://localhost:${config.port} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
