import { and, eq, notInArray, type SQL } from 'drizzle-orm';
import { ORDER_VOID_STATUSES } from '@folio/shared';
import { orders } from '../../db/schema.ts';

/**
 * The orders that grant their buyer the books in them: paid, and not cancelled, failed or refunded since
 * (a refund takes the access back). Used by "My library" and by the reading access check alike.
 */
export const grantingOrdersOf = (userId: string): SQL =>
  and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid'), notInArray(orders.status, [...ORDER_VOID_STATUSES]))!;
