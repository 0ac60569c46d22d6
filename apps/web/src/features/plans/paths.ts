/** The Plan and billing page of an author or a publisher (features/plans/PlanPage.tsx). */
export const PLAN_PATH = '/admin/settings/plan';
/** The admins' list of every account's plan (features/plans/PlansAdminPage.tsx). */
export const ADMIN_PLANS_PATH = '/admin/plans';
