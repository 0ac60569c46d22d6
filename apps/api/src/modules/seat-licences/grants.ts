import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { seatLicenceBooks, seatLicences, seatLicenceSeats } from '../../db/schema.ts';

/** A licence still gives its seats' readers the books: no end, or an end not passed. */
export const licenceValid = () => or(isNull(seatLicences.validUntil), gt(seatLicences.validUntil, sql`now()`));

/**
 * Whether `userId` holds a seat of a valid licence that opens `ebookId` (decision 026): asked by the reading access
 * check (reading/access.ts), through seat_licence_seats_user_idx, the licence's key and its books.
 */
export async function hasSeat(db: Db, userId: string, ebookId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(seatLicenceSeats)
    .innerJoin(seatLicences, eq(seatLicences.id, seatLicenceSeats.licenceId))
    .innerJoin(seatLicenceBooks, and(eq(seatLicenceBooks.licenceId, seatLicences.id), eq(seatLicenceBooks.ebookId, ebookId)))
    .where(and(eq(seatLicenceSeats.userId, userId), licenceValid()))
    .limit(1);
  return !!row;
}
