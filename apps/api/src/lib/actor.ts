import type { Role } from '@folio/shared';

/**
 * Who acts in a request, as every policy reads it (architecture.md §4): the account, its role, and the publisher
 * row its books are filed under (null unless a publisher account has one). `authenticate` (plugins/auth.ts)
 * resolves it once; a module of its own, so that the rules (lib/policy.ts) and the sign-in check read it alike.
 */
export interface Actor {
  id: string;
  role: Role;
  publisherId: string | null;
}
