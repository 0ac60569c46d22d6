import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from './harness.ts';

/**
 * A test factory of rows written straight to the database: each call numbers its row (unique within the factory,
 * for names and e-mails), lays the test's patch over the defaults made for that number, and answers the row as stored.
 */
export function rowFactory<T extends PgTable>(
  table: T,
  defaults: (n: number, t: TestApp, patch: Partial<T['$inferInsert']>) => T['$inferInsert'] | Promise<T['$inferInsert']>,
) {
  let counter = 0;
  return async (t: TestApp, patch: Partial<T['$inferInsert']> = {}): Promise<T['$inferSelect']> => {
    counter += 1;
    const [row] = await t.db
      .insert(table)
      .values({ ...(await defaults(counter, t, patch)), ...patch })
      .returning();
    return row!;
  };
}
