// `npm run db:migrate`: brings the database schema up to date and stops, for deployments that migrate in
// a step of their own before starting new instances (a start migrates too, under the same lock).
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/setup.ts';
import { configOrExit, lockDataDirOrExit } from './lifecycle.ts';

const config = configOrExit();
lockDataDirOrExit(config);
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  console.log(`Folio database is up to date (${database.kind}).`);
} finally {
  await database.close();
}
