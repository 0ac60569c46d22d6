import { eq } from 'drizzle-orm';
import type { Lrs } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ebookLrs } from '../../db/schema.ts';
import type { Statement } from './statements.ts';

/** Where a book's statements go: its own LRS, else the site's, else nowhere. */
export async function lrsOf(db: Db, ebookId: string, site: Lrs | undefined): Promise<Lrs | undefined> {
  const [own] = await db.select({ endpoint: ebookLrs.endpoint, username: ebookLrs.username, password: ebookLrs.password }).from(ebookLrs).where(eq(ebookLrs.ebookId, ebookId));
  return own ?? site;
}

/** How long an LRS may take to answer before the try counts as failed (and the queue tries again). */
const TIMEOUT_MS = 15_000;

/**
 * Posts statements to an LRS (xAPI 1.0.3 §7.2: POST {endpoint}/statements, a JSON list). A 2xx stores them; a
 * 409 says statements with these ids are stored already (an earlier try reached it, its answer did not reach
 * us), which is done too. Anything else is thrown, for the queue to try again later.
 */
export async function postStatements(lrs: Lrs, statements: Statement[]): Promise<void> {
  const answer = await fetch(`${lrs.endpoint.replace(/\/+$/, '')}/statements`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-experience-api-version': '1.0.3',
      authorization: `Basic ${Buffer.from(`${lrs.username}:${lrs.password}`).toString('base64')}`,
    },
    body: JSON.stringify(statements),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (answer.ok || answer.status === 409) return;
  throw new Error(`The LRS answered ${answer.status} ${answer.statusText}`);
}
