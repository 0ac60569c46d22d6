import { eq } from 'drizzle-orm';
import { CLASS_MESSAGES } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { classes } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';

/**
 * 409 while `userId` owns a class: an account is deleted (by an admin, or by its owner) only once its classes have
 * another owner or are gone, so that no class is left without a teacher (classes.owner_id restricts the delete).
 */
export async function assertOwnsNoClasses(db: Db, userId: string) {
  const [owned] = await db.select({ id: classes.id }).from(classes).where(eq(classes.ownerId, userId)).limit(1);
  if (owned) throw conflict(CLASS_MESSAGES.ownsClasses);
}
