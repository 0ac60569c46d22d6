import { lte, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ebookChangeAuthors } from '../../db/schema.ts';
import { makeVersion } from './make.ts';

/** How long a book goes without a change before its changes become an automatic version. */
export const AUTO_VERSION_PAUSE_MS = 5 * 60_000;
/** How often the job looks for books whose editing paused (modules/jobs/queue.ts). */
export const AUTO_VERSION_EVERY_SECONDS = 60;

/**
 * Makes an automatic version of every book changed since its last version whose last change is at least
 * AUTO_VERSION_PAUSE_MS old, so that a session of work becomes one version rather than one per save. The changes
 * noted (versions/change-authors.ts) say which books changed: nothing else is read. Answers how many were made.
 */
export async function makeAutoVersions(db: Db, now = new Date()): Promise<number> {
  const pausedSince = new Date(now.getTime() - AUTO_VERSION_PAUSE_MS);
  const due = await db
    .select({ ebookId: ebookChangeAuthors.ebookId })
    .from(ebookChangeAuthors)
    .groupBy(ebookChangeAuthors.ebookId)
    .having(lte(max(ebookChangeAuthors.changedAt), pausedSince));
  let made = 0;
  // Each book checks again under its lock that it is still due: a save since this list came keeps it waiting.
  for (const { ebookId } of due) if (await makeVersion(db, ebookId, { kind: 'auto', pausedSince })) made += 1;
  return made;
}
