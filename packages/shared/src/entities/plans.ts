import { z } from 'zod';
import { PLAN_MESSAGES } from '../feature-messages.ts';
import { MAX_PER_PAGE } from '../http.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { MESSAGES } from '../messages.ts';

export { PLAN_MESSAGES };

/**
 * Plans of authors and publishers (issue 55, docs/decisions/028-plans.md): the pricing page's Basic and Professional
 * enforced by the server. Every creator starts on a free trial of Professional; Enterprise stays "contact us".
 */
export const PLAN_IDS = ['basic', 'professional'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

const GB = 1024 ** 3;

/** What each plan costs a month and allows; `maxEbooks: null` is unlimited. */
export const PLANS: Record<PlanId, { usd: number; maxEbooks: number | null; storageBytes: number }> = {
  basic: { usd: 29, maxEbooks: 5, storageBytes: 5 * GB },
  professional: { usd: 99, maxEbooks: null, storageBytes: 50 * GB },
};

/** How long the free trial of Professional lasts. */
export const PLAN_TRIAL_DAYS = 14;
/** How long after a lapse the books beyond Basic's limit stay in the public library. */
export const PLAN_LAPSE_GRACE_DAYS = 60;

/**
 * trialing: the free trial; pending: a manual invoice awaits payment; active: paid; past_due: a renewal payment
 * failed and Stripe retries it; lapsed: the trial ended unpaid, or the subscription ended or was cancelled.
 */
export const PLAN_STATUSES = ['trialing', 'pending', 'active', 'past_due', 'lapsed'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_BILLINGS = ['stripe', 'manual'] as const;
export type PlanBilling = (typeof PLAN_BILLINGS)[number];

const PlanIdSchema = z.enum(PLAN_IDS, { error: MESSAGES.invalidChoice });
const instant = z.iso.datetime().nullable();

/** A manual invoice awaiting its payment. */
export const PlanInvoiceSchema = z.object({
  number: z.string(),
  amount: z.number(),
  currency: z.literal('USD'),
  due_at: z.iso.datetime(),
  /** How to pay it (the site's manual payment instructions). */
  instructions: z.string(),
});
export type PlanInvoice = z.infer<typeof PlanInvoiceSchema>;

/** GET /api/me/plan: the caller's plan, what it allows and what they use. */
export const PlanSchema = z.object({
  /** False for admins, readers, pupils, or when the site runs without plans (PLANS=off). */
  applies: z.boolean(),
  /** The plan chosen (while `pending`, the plan its invoice is for). */
  plan: PlanIdSchema.nullable(),
  status: z.enum(PLAN_STATUSES).nullable(),
  billing: z.enum(PLAN_BILLINGS),
  trial_used: z.boolean(),
  trial_ends_at: instant,
  current_period_end: instant,
  cancel_at_period_end: z.boolean(),
  lapsed_at: instant,
  /** When the published books beyond Basic's limit leave the public library, if the plan is still lapsed then. */
  withdraw_at: instant,
  invoice: PlanInvoiceSchema.nullable(),
  /** What the plan in force allows now; null is unlimited. */
  limits: z.object({ ebooks: z.number().nullable(), storage_bytes: z.number().nullable() }),
  usage: z.object({ ebooks: z.number(), storage_bytes: z.number() }),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlanResponseSchema = dataOf(PlanSchema);
export type PlanResponse = z.infer<typeof PlanResponseSchema>;
/** The answer of trial, cancel and resume: the message and the plan as it now is. */
export const PlanWrittenSchema = writtenOf(PlanSchema);
export type PlanWritten = z.infer<typeof PlanWrittenSchema>;

/** POST /api/me/plan/subscribe. */
export const PlanSubscribeSchema = z.object({ plan: PlanIdSchema });
export type PlanSubscribe = z.infer<typeof PlanSubscribeSchema>;
/** Its answer: `redirect_url` is Stripe Checkout's page when Stripe is on, null for a manual invoice. */
export const PlanSubscribeResponseSchema = writtenOf(PlanSchema).extend({ redirect_url: z.string().nullable() });
export type PlanSubscribeResponse = z.infer<typeof PlanSubscribeResponseSchema>;

/** POST /api/me/plan/portal: Stripe's page where the account changes its card or sees its invoices (a plan paid by card). */
export const PlanPortalResponseSchema = z.object({ data: z.object({ url: z.string() }) });
export type PlanPortalResponse = z.infer<typeof PlanPortalResponseSchema>;

/** GET /api/admin/plans (admins): every account's plan. */
export const AdminPlanListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
  status: z.enum(PLAN_STATUSES, { error: MESSAGES.invalidChoice }).optional(),
});
export type AdminPlanListQuery = z.infer<typeof AdminPlanListQuerySchema>;

export const AdminPlanRowSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  plan: PlanIdSchema,
  status: z.enum(PLAN_STATUSES),
  billing: z.enum(PLAN_BILLINGS),
  current_period_end: instant,
  trial_ends_at: instant,
  /** The number of an unpaid manual invoice. */
  invoice_number: z.string().nullable(),
});
export type AdminPlanRow = z.infer<typeof AdminPlanRowSchema>;
export const AdminPlanListResponseSchema = pageOf(AdminPlanRowSchema);
export type AdminPlanListResponse = z.infer<typeof AdminPlanListResponseSchema>;

/** PATCH /api/admin/plans/{userId}: record a manual invoice's payment, end the plan, or change it. */
export const AdminPlanUpdateSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('record_payment') }),
    z.object({ action: z.literal('cancel') }),
    z.object({ action: z.literal('change'), plan: PlanIdSchema }),
  ],
  { error: MESSAGES.invalidChoice },
);
export type AdminPlanUpdate = z.infer<typeof AdminPlanUpdateSchema>;
export const AdminPlanParamsSchema = z.object({ userId: z.uuid({ error: 'Not a valid id' }) });
