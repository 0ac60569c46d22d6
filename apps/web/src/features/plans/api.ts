// Plans of authors and publishers (docs/decisions/028-plans.md): one's own, and every account's for an admin.
import type { AdminPlanListQuery, AdminPlanListResponse, AdminPlanUpdate, Plan, PlanId, PlanPortalResponse, PlanResponse, PlanSubscribeResponse, PlanWritten } from '@folio/shared';
import { apiSlice, listTag, onSuccess } from '../../http/api';

/** The caller's own plan: each of its writes answers it as it now is. */
const MY_PLAN_TAG = { type: 'plans' as const, id: 'mine' };

/**
 * The writes' success and refusal are toasted by the API client, in the reader's language (the plan messages are
 * in the server-message catalogue); a write that changed the plan reads it again, and the admins' list with it.
 */
const plansApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/me/plan: whether plans apply to me, my plan, its limits and what I use of them. */
    myPlan: build.query<Plan, void>({
      query: () => '/me/plan',
      transformResponse: (answer: PlanResponse) => answer.data,
      providesTags: [MY_PLAN_TAG],
    }),
    startTrial: build.mutation<PlanWritten, void>({
      query: () => ({ url: '/me/plan/trial', method: 'post' }),
      invalidatesTags: onSuccess(() => [MY_PLAN_TAG]),
    }),
    /** Answers Stripe Checkout's address to go to when card payments are on, else the plan with its invoice. */
    subscribe: build.mutation<PlanSubscribeResponse, PlanId>({
      query: (plan) => ({ url: '/me/plan/subscribe', method: 'post', body: { plan } }),
      invalidatesTags: onSuccess(() => [MY_PLAN_TAG]),
    }),
    cancelPlan: build.mutation<PlanWritten, void>({
      query: () => ({ url: '/me/plan/cancel', method: 'post' }),
      invalidatesTags: onSuccess(() => [MY_PLAN_TAG]),
    }),
    resumePlan: build.mutation<PlanWritten, void>({
      query: () => ({ url: '/me/plan/resume', method: 'post' }),
      invalidatesTags: onSuccess(() => [MY_PLAN_TAG]),
    }),
    /** Stripe's customer portal's address, for a plan paid by card: the card changed there, the invoices read. */
    billingPortal: build.mutation<PlanPortalResponse, void>({
      query: () => ({ url: '/me/plan/portal', method: 'post' }),
    }),
    /** GET /api/admin/plans: every account's plan, a page at a time, of one status or all. */
    adminPlans: build.query<AdminPlanListResponse, Partial<AdminPlanListQuery>>({
      query: (params) => ({ url: '/admin/plans', params }),
      providesTags: [listTag('plans')],
    }),
    updateAdminPlan: build.mutation<{ message: string }, { userId: string; change: AdminPlanUpdate }>({
      query: ({ userId, change }) => ({ url: `/admin/plans/${encodeURIComponent(userId)}`, method: 'patch', body: change }),
      invalidatesTags: onSuccess(() => [listTag('plans')]),
    }),
  }),
});

export const { useMyPlanQuery, useBillingPortalMutation, useStartTrialMutation, useSubscribeMutation, useCancelPlanMutation, useResumePlanMutation, useAdminPlansQuery, useUpdateAdminPlanMutation } = plansApi;
