import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The rows of a raw query, the same from PostgreSQL and the embedded database. */
export async function rowsOf<Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A list as one PostgreSQL array parameter (`${arrayParam(ids)}::uuid[]`): drizzle would spread a JS array into a list. */
export const arrayParam = (values: readonly string[]) => `{${values.join(',')}}`;
