import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../db/client.ts';

interface Session {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(): void;
}

/**
 * One database session to hold a session-level lock in: a lock taken on one pooled connection must be
 * released on that same connection. PGlite has a single session for the whole process.
 */
async function openSession(db: Db): Promise<Session> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    return { query: (text, params) => connection.query(text, params), release: () => connection.release() };
  }
  return { query: (text, params) => client.query(text, params), release: () => {} };
}

/**
 * Runs `job` under a PostgreSQL advisory lock, so that of several processes on one database only one runs it
 * at a time. With `wait`, the others wait their turn (`pg_advisory_lock`) and then run it too; without, they
 * skip it (`pg_try_advisory_lock`) and the answer is false.
 */
export async function withAdvisoryLock(db: Db, lock: number, job: () => Promise<void>, opts: { wait: boolean }): Promise<boolean> {
  const session = await openSession(db);
  try {
    if (opts.wait) {
      await session.query('SELECT pg_advisory_lock($1)', [lock]);
    } else {
      const { rows } = await session.query('SELECT pg_try_advisory_lock($1) AS locked', [lock]);
      if (rows[0]?.locked !== true) return false;
    }
    try {
      await job();
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [lock]);
    }
    return true;
  } finally {
    session.release();
  }
}
