import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminPlanListQuerySchema, AdminPlanListResponseSchema, AdminPlanParamsSchema, AdminPlanUpdateSchema, PlanPortalResponseSchema, PlanResponseSchema, PlanSubscribeResponseSchema,
  PlanSubscribeSchema, PlanWrittenSchema,
} from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { cancelPlan, listPlans, openBillingPortal, resumePlan, startTrial, subscribe, updatePlan } from './account.ts';
import { planPolicy } from './policy.ts';
import { planFor } from './presenter.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const callerOf = (request: FastifyRequest) => ({ user: request.user, origin: originOf(request), log: request.log });

/** The signed-in account's plan (docs/decisions/028-plans.md): authors and publishers; pupils are fenced out (plugins/auth.ts). */
export async function myPlanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['plans'], security: [{ bearer: [] }] };
  const { db, config } = app;
  const chooser = [app.authenticate, planPolicy.refuseRolesThatNever('choose')];

  app.get('/', {
    schema: { ...base, summary: 'My plan: what it allows and what I use (applies: false for accounts plans do not hold)', response: { 200: PlanResponseSchema, ...errorResponses(401, 403) } },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await planFor(db, config, request.user) };
  });

  app.post('/trial', {
    schema: { ...base, summary: 'Start the free trial of Professional (once an account; 409 when it was had)', response: { 200: PlanWrittenSchema, ...errorResponses(401, 403, 409) } },
    onRequest: chooser,
  }, async (request) => startTrial(db, config, request.user));

  app.post('/subscribe', {
    schema: { ...base, summary: "Choose a plan: Stripe Checkout's address when Stripe is on, else a manual invoice", body: PlanSubscribeSchema, response: { 200: PlanSubscribeResponseSchema, ...errorResponses(401, 403, 409, 422, 502) } },
    onRequest: chooser,
  }, async (request) => subscribe(db, config, callerOf(request), request.body.plan));

  app.post('/cancel', {
    schema: { ...base, summary: 'End my plan at the end of the period paid for (a trial at its end); withdraws a pending invoice', response: { 200: PlanWrittenSchema, ...errorResponses(401, 403, 409, 502) } },
    onRequest: chooser,
  }, async (request) => cancelPlan(db, config, callerOf(request)));

  app.post('/portal', {
    schema: { ...base, summary: "Stripe's customer portal for a plan paid by card: change the card, read the invoices", response: { 200: PlanPortalResponseSchema, ...errorResponses(401, 403, 409, 502) } },
    onRequest: chooser,
  }, async (request) => openBillingPortal(db, config, callerOf(request)));

  app.post('/resume', {
    schema: { ...base, summary: 'Keep a plan that was set to end', response: { 200: PlanWrittenSchema, ...errorResponses(401, 403, 409, 502) } },
    onRequest: chooser,
  }, async (request) => resumePlan(db, config, callerOf(request)));
}

/** Every account's plan, for admins: manual invoices recorded as paid, plans ended or changed. */
export async function adminPlanRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['plans'], security: [{ bearer: [] }] };
  const { db, config } = app;
  const adminOnly = planPolicy.refuseRolesThatNever('manage');

  app.get('/', {
    schema: { ...base, summary: "The accounts' plans, newest first, by status", querystring: AdminPlanListQuerySchema, response: { 200: AdminPlanListResponseSchema, ...errorResponses(401, 403, 422) } },
    onRequest: [app.authenticate, adminOnly],
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listPlans(db, request.query);
  });

  app.patch('/:userId', {
    schema: { ...base, summary: "Record a manual invoice's payment, end an account's plan now, or change it", params: AdminPlanParamsSchema, body: AdminPlanUpdateSchema, response: { 200: PlanWrittenSchema, ...errorResponses(401, 403, 404, 409, 422, 502) } },
    onRequest: [app.authenticate, adminOnly],
  }, async (request) => updatePlan(db, config, callerOf(request), request.params.userId, request.body));
}
