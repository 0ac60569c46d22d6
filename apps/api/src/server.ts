import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { resolveJwtSecret } from './lib/secret.ts';
import { buildApp } from './app.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A bad setting is the operator's to fix: say which, without a stack trace, and do not start.
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Folio cannot start: ${error.message}`);
  process.exit(1);
}
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();

const app = await buildApp({
  config,
  database,
  jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
  logger: { level: config.logLevel },
});
await seed({ db: database.db, config, storage: app.storage, demo: config.seedDemo, log: (m) => app.log.info(m) });

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Folio is running on http://localhost:${config.port} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
