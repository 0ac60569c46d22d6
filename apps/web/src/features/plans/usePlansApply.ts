import { useAppSelector } from '../../app/hooks';
import { useMyPlanQuery } from './api';

/**
 * Whether the signed-in account has a plan to look after (GET /api/me/plan's `applies`: authors and publishers,
 * when the site runs with plans). Only whoever may create books is asked: nobody else ever needs a plan.
 */
export function usePlansApply(): boolean {
  const creates = useAppSelector((s) => s.auth.user?.abilities.ebooks.create ?? false);
  const { data } = useMyPlanQuery(undefined, { skip: !creates });
  return creates && (data?.applies ?? false);
}
