import type { Logger } from 'drizzle-orm';

/** A query the app sent: its SQL and its parameters. */
interface SentQuery {
  sql: string;
  params: unknown[];
}

/**
 * The queries an app sends while a step runs, for a test that counts what a request reads: `logger` goes to
 * createTestApp, `during(step)` answers the step's result and the queries sent meanwhile.
 */
export function queryLog() {
  let recording: SentQuery[] | null = null;
  const logger: Logger = { logQuery: (sql, params) => void recording?.push({ sql, params }) };
  return {
    logger,
    async during<T>(step: () => Promise<T>): Promise<{ result: T; queries: SentQuery[] }> {
      const queries: SentQuery[] = [];
      recording = queries;
      try {
        return { result: await step(), queries };
      } finally {
        recording = null;
      }
    },
  };
}

/** How many of `queries` read from `table` with `value` among their parameters: the reads of one record. */
export const readsOf = (queries: SentQuery[], table: string, value: unknown) =>
  queries.filter((q) => q.sql.startsWith('select ') && new RegExp(` from "${table}"( |$)`).test(q.sql) && q.params.includes(value)).length;
