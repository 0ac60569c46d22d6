import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMailer } from '../../lib/mailer.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { purgeExpiredConsents } from './consent.ts';
import { deleteDueAccounts } from './deletion.ts';
import { purgeOldExports } from './export-files.ts';
import { runRetention } from './retention.ts';

/**
 * The privacy promises kept by the clock (architecture.md §11), a step of the hourly maintenance: consent
 * requests no parent answered, old exports, accounts whose grace period ended, and pupils' unused accounts.
 */
export async function runPrivacyMaintenance({ db, storage, config, log }: { db: Db; storage: Storage; config: Config; log: FastifyBaseLogger }) {
  const consents = await purgeExpiredConsents(db);
  const exports = await purgeOldExports(db, storage);
  const accounts = await deleteDueAccounts(db, storage, log);
  const pupils = await runRetention({ db, storage, mailer: createMailer(config, log), config, log });
  if (consents || exports || accounts || pupils.deleted) log.info({ consents, exports, accounts, pupils: pupils.deleted }, 'privacy: removed expired consent requests, old exports and deleted accounts');
}
