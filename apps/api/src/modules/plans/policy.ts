import { PLAN_MESSAGES } from '@folio/shared';
import { definePolicy, type Policy } from '../../lib/policy.ts';

/**
 * Who may do what with plans (docs/decisions/028-plans.md), in the shape of lib/policy.ts. Every signed-in account
 * reads its plan (GET /api/me/plan: `applies: false` for those plans do not hold); authors and publishers choose,
 * end and resume theirs; admins see and manage everyone's. A plan is always the actor's own or, for an admin, any
 * account's: no relation to a record. Pupils are fenced in (plugins/auth.ts).
 */
export const planPolicy: Policy<'choose' | 'manage', unknown> = definePolicy<'choose' | 'manage', unknown>({
  choose: { roles: ['author', 'publisher'], message: PLAN_MESSAGES.notApplicable },
  manage: { roles: ['admin'] },
});
