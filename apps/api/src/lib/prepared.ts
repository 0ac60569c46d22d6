import type { Db } from '../db/client.ts';

/**
 * Queries that the busiest routes run, built once per database by `build` (with `sql.placeholder` for their
 * values, and `.prepare(name)`), then prepared by PostgreSQL once per connection: Drizzle's building and the
 * server's parsing were a good part of what those routes cost on every request. Kept per database because
 * the tests run many apps, each on its own.
 */
export function preparedOnce<Queries>(build: (db: Db) => Queries): (db: Db) => Queries {
  const byDb = new WeakMap<Db, Queries>();
  return (db) => {
    let queries = byDb.get(db);
    if (!queries) {
      queries = build(db);
      byDb.set(db, queries);
    }
    return queries;
  };
}
