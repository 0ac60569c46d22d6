import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

type Table = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * Read, insert, update and delete one row of a table by id, answering presented rows: the plain part of
 * every catalogue service, so that each service only adds its own rules.
 */
export function tableRows<T extends Table, Out>(db: Db, table: T, present: (row: T['$inferSelect']) => Out) {
  const byId = (id: string) => eq(table.id, id);
  return {
    get: async (id: string): Promise<Out | undefined> => {
      const [row] = await db.select().from(table as PgTable).where(byId(id));
      return row ? present(row as T['$inferSelect']) : undefined;
    },
    create: async (values: T['$inferInsert']): Promise<Out> => {
      const [row] = await db.insert(table).values(values).returning();
      return present(row as T['$inferSelect']);
    },
    update: async (id: string, values: Partial<T['$inferInsert']>): Promise<Out | undefined> => {
      const rows = (await db.update(table).set({ ...values, updatedAt: new Date() } as never).where(byId(id)).returning()) as T['$inferSelect'][];
      return rows[0] ? present(rows[0]) : undefined;
    },
    remove: async (id: string): Promise<boolean> => (await db.delete(table).where(byId(id)).returning({ id: table.id })).length > 0,
  };
}

/**
 * A row as the API answers it: its id, the named columns as they are stored (one-word names, the same in the
 * API), and its creation time in ISO form, in that order.
 */
export function presentColumns<Row extends { id: string; createdAt: Date }, K extends keyof Row>(row: Row, columns: readonly K[]) {
  return { id: row.id, ...(Object.fromEntries(columns.map((column) => [column, row[column]])) as Pick<Row, K>), created_at: row.createdAt.toISOString() };
}
