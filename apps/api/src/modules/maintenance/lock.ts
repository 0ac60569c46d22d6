import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../db/client.ts';

/** The advisory lock of Folio's maintenance jobs (any number, the same in every process: 'Folio' in ASCII). */
const MAINTENANCE_LOCK = 0x466f6c696f;

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
 * Runs `job` under the maintenance advisory lock (`pg_try_advisory_lock`), so that of several API processes
 * on one database only one runs it at a time; the others skip it (answers false) instead of waiting.
 */
export async function withMaintenanceLock(db: Db, job: () => Promise<void>): Promise<boolean> {
  const session = await openSession(db);
  try {
    const { rows } = await session.query('SELECT pg_try_advisory_lock($1) AS locked', [MAINTENANCE_LOCK]);
    if (rows[0]?.locked !== true) return false;
    try {
      await job();
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MAINTENANCE_LOCK]);
    }
    return true;
  } finally {
    session.release();
  }
}
