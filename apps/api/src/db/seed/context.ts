// What every seeder is given, apart from the seed's entry (index.ts), which loads the seeders.
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import type { Storage } from '../../lib/storage/index.ts';
import type { Counters } from '../../lib/counters.ts';

export interface SeedContext {
  db: Db;
  /** `bookMaxBytes`: the most a seeded book's or template's pages may take (none when not given). */
  config: Pick<Config, 'demoPassword' | 'adminEmail' | 'adminPassword'> & Partial<Pick<Config, 'bookMaxBytes'>>;
  /** Where seeded images are stored (the uploads storage). */
  storage: Storage;
  /** The app's shared counters (`app.counters`), where a configured admin's sign-in lock is lifted; the database's when not given. */
  counters?: Counters;
  log: (message: string) => void;
}
