import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccessCodeBatchCreatedSchema,
  AccessCodeBatchCreateSchema,
  AccessCodeListQuerySchema,
  AccessCodeListResponseSchema,
  AccessCodeRevokedSchema,
  AccessCodeRevokeSchema,
  IdParamsSchema,
  RedeemedSchema,
  RedeemSchema,
} from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { accessCodePolicy } from './policy.ts';
import { redeemCode } from './redeem.ts';
import { createBatch, listBatches, revokeCodes } from './service.ts';

/** Access codes, made and managed by books' owners and admins (docs/decisions/022-access-codes.md). */
export async function accessCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['access codes'], security: [{ bearer: [] }] };

  app.post('/', {
    schema: {
      ...base,
      summary: 'Make a batch of access codes for one book or a set of books: how many, seats per code, an optional expiry',
      description: 'Admins, publishers and authors, for their own books (an admin for any published book). The answer holds every code, ready to download or print.',
      body: AccessCodeBatchCreateSchema,
      response: { 201: AccessCodeBatchCreatedSchema, ...errorResponses(401, 403, 422) },
    },
    onRequest: [app.authenticate, accessCodePolicy.refuseRolesThatNever('create')],
  }, async (request, reply) => reply.code(201).send(await createBatch(app.db, request.user, request.body)));

  app.get('/', {
    schema: {
      ...base,
      summary: 'My batches of access codes, newest first (every batch for an admin); with ?batch=, that batch and its codes with who redeemed them',
      description: 'The list is for admins, publishers and authors; one batch (?batch=) is also for the buyer of an order line of several copies, whatever their role but a pupil (404 for anyone else).',
      querystring: AccessCodeListQuerySchema,
      response: { 200: AccessCodeListResponseSchema, ...errorResponses(401, 403, 404, 422) },
    },
    onRequest: [app.authenticate, accessCodePolicy.refuseRolesThatNever('view')],
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listBatches(app.db, request.user, request.query);
  });

  app.post('/:id/revoke', {
    schema: {
      ...base,
      summary: "Revoke codes of a batch (those named, else all): their unused seats stop; readers who redeemed them keep their books",
      params: IdParamsSchema,
      body: AccessCodeRevokeSchema,
      response: { 200: AccessCodeRevokedSchema, ...errorResponses(401, 403, 404, 422) },
    },
    onRequest: [app.authenticate, accessCodePolicy.refuseRolesThatNever('revoke')],
  }, async (request) => revokeCodes(app.db, request.user, request.params.id, request.body.code_ids));
}

/** A reader redeems an access code: its books join their library. */
export async function redeemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/', {
    schema: {
      tags: ['access codes'],
      security: [{ bearer: [] }],
      summary: 'Redeem an access code: one seat of it is mine, and its books are in My library',
      description: 'Rate-limited per account and per address (REDEEM_ACCOUNT_MAX, REDEEM_IP_MAX). Refusals: 404 unknown code; 409 already redeemed by me, revoked, expired, no seats left; 429 too many tries.',
      body: RedeemSchema,
      response: { 200: RedeemedSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
    },
    onRequest: app.authenticate,
  }, async (request) =>
    redeemCode(app.db, app.counters, { userId: request.user.id, ip: request.ip }, request.body.code, { perAccount: app.config.redeemPerAccount, perIp: app.config.redeemPerIp }),
  );
}
