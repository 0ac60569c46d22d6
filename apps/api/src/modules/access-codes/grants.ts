import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessCodeBooks, accessCodeRedemptions, accessCodes } from '../../db/schema.ts';

/**
 * What a redeemed code gives its reader (decision 022): the books of its batch, to read in full as if bought, for
 * good: revoking the code later, or its expiry, stops only its unused seats. Asked by "My library"
 * (library/service.ts), the book's holding (library/purchases.ts) and the reading access check (reading/access.ts).
 * Read through access_code_redemptions_user_idx, then the code's key and the batch's books.
 */
export const redeemedBooksOf = (db: Db, userId: string, ebookIds?: string[]) =>
  db
    .select({ ebookId: sql<string>`${accessCodeBooks.ebookId}`.as('ebook_id'), at: sql<Date>`${accessCodeRedemptions.redeemedAt}`.as('at') })
    .from(accessCodeRedemptions)
    .innerJoin(accessCodes, eq(accessCodes.id, accessCodeRedemptions.codeId))
    .innerJoin(accessCodeBooks, eq(accessCodeBooks.batchId, accessCodes.batchId))
    .where(and(eq(accessCodeRedemptions.userId, userId), ebookIds ? inArray(accessCodeBooks.ebookId, ebookIds) : undefined));

/** Whether `userId` redeemed a code that opens `ebookId`. */
export async function hasRedeemed(db: Db, userId: string, ebookId: string): Promise<boolean> {
  const [row] = await redeemedBooksOf(db, userId, [ebookId]).limit(1);
  return !!row;
}
