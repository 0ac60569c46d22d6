import { parse, PGlite, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** This many statements are kept prepared: the app's queries come in a few hundred shapes. */
const KEPT_STATEMENTS = 1000;

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
/** A statement the database keeps prepared, under its name, and its parameters' types. */
type Statement = { name: string; types: number[] };

/** PGlite's own shape of a failed query's error: the statement and its values beside the database's message. */
const withQuery = (error: unknown, text: string, params: unknown[], options: QueryOptions | undefined) =>
  error instanceof Error ? Object.assign(error, { query: text, params, queryOptions: options }) : error;

/**
 * A kept statement the database no longer has as it was: deallocated, or its table's columns changed since
 * (a migration's `select *`). It is prepared anew.
 */
const isStale = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === '26000' || (error.code === '0A000' && error.message.includes('cached plan must not change result type')));

/**
 * The start parameters of a PGlite queried through `quickQueries`: its kept statements are planned for each
 * query's values, as PostgreSQL plans a statement the `pg` driver sends unnamed. With PostgreSQL's default, a
 * statement switches to one generic plan after five runs when that seems no dearer, and the orders search by a
 * common letter ('a') took 163–220 ms instead of 130–140 once its plan was the one made for rare names.
 */
export const PLANNED_FOR_EACH_QUERY = [...PGlite.defaultStartParams, '-c', 'plan_cache_mode=force_custom_plan'];

/** Names unique in the process: two sets of kept statements on one database never share one. */
let named = 0;

/**
 * Queries on the embedded PGlite in one call into its database each, where its own `query` makes six: parse,
 * describe the statement (for its parameters' types), bind, describe the result, execute, sync, each a call into
 * the WASM module with its own fixed cost, and the text parsed and planned each time. Here each statement is
 * prepared once, under a name, with its parameters' types, as the `pg` driver does for a named query; a query
 * then binds its values to it and runs it in one message. Measured on the orders list's three statements
 * (100,000 orders, bench/embedded.mjs's data): the session's look-up took 2.2 ms, now 0.3; the page's start 1.0,
 * now 0.6; its rows 1.0, now 0.7. Each run is still planned for its values (PLANNED_FOR_EACH_QUERY).
 *
 * The answer is PGlite's (its own parsing of the messages), and so are the locks: a query outside a transaction
 * waits for any transaction to end, one inside takes the query lock only. PGlite's syncing of its file system
 * after each query is left out: the server's file systems (a directory, or memory) have nothing to sync. A query
 * with a blob (COPY) or parameter types of its own goes to PGlite's own `query`.
 */
export function quickQueries(client: PGlite): { query: Query; inTransaction(tx: Transaction): Transaction } {
  /** The kept statements by text, the least recently used first. */
  const statements = new Map<string, Statement>();
  /** Statements to let go of, closed with the next one prepared. */
  const closing: string[] = [];
  const forget = (text: string) => {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    closing.push(statement.name);
  };

  async function statementOf(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `folio_${++named}`;
    if (statements.size >= KEPT_STATEMENTS) forget(statements.keys().next().value!);
    const parts = [...closing.splice(0).map((closed) => serialize.close({ type: 'S', name: closed })), serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()];
    const described = await client.execProtocolStream(Buffer.concat(parts), { syncToFs: false });
    const statement = { name, types: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  async function runOnce<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await statementOf(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[statement.types[i]!] ?? client.serializers[statement.types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await client.execProtocolStream(Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]), {
      syncToFs: false,
    });
    // PGlite merges a query's own parsers into a copy of its ~300 (89 µs a query, as long as the rest of the
    // parsing); the query's own, in front of PGlite's as their prototype, answer the same for 2 µs.
    const parsers = options?.parsers ? Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers) : client.parsers;
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
  }

  /** Runs one statement; the caller holds PGlite's lock. A stale statement is prepared again, and run again outside a transaction. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    try {
      try {
        return await runOnce<T>(text, params, options);
      } catch (error) {
        if (!isStale(error)) throw error;
        forget(text);
        if (client.isInTransaction()) throw error;
        return await runOnce<T>(text, params, options);
      }
    } catch (error) {
      throw withQuery(error, text, params, options);
    }
  }

  const query: Query = async (text, params = [], options) => {
    if (options?.blob || options?.paramTypes) return client.query(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(text, params, options)));
  };

  /** The transaction `tx` of `client.transaction`, its queries sent as one message each too. */
  const inTransaction = (tx: Transaction): Transaction => {
    const txQuery: Query = async (text, params = [], options) => {
      if (options?.blob || options?.paramTypes) return tx.query(text, params, options);
      if (tx.closed) throw new Error('Transaction is closed');
      return client._runExclusiveQuery(() => run(text, params, options));
    };
    return new Proxy(tx, { get: (target, key) => (key === 'query' ? txQuery : Reflect.get(target, key, target)) });
  };

  return { query, inTransaction };
}
