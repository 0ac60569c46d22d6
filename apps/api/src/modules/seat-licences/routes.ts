import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SeatAssignSchema, SeatLicenceCreateSchema, SeatLicenceListResponseSchema, SeatLicenceUpdateSchema, SeatLicenceWrittenSchema, SeatParamsSchema, IdParamsSchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { seatLicencePolicy } from './policy.ts';
import { assignSeat, createLicence, listLicences, releaseSeat, updateLicence } from './service.ts';

/** Seat licences (docs/decisions/026-seat-licences.md): admins sell them; the licence's teachers give its seats. */
export async function seatLicenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['seat licences'], security: [{ bearer: [] }] };

  app.post('/', {
    schema: { ...base, summary: "Sell an organisation a licence: N seats for a set of books, until a date or without end, and its teachers", body: SeatLicenceCreateSchema, response: { 201: SeatLicenceWrittenSchema, ...errorResponses(401, 403, 422) } },
    onRequest: [app.authenticate, seatLicencePolicy.refuseRolesThatNever('create')],
  }, async (request, reply) => reply.code(201).send(await createLicence(app.db, request.user, request.body)));

  app.patch('/:id', {
    schema: {
      ...base,
      summary: "Change a licence after its sale: the organisation's name, the seats (never below the seats given), the end, the teachers (the whole list, by e-mail)",
      description: 'Admins only. A field left out stays as it is. Refusals: 422 on seats when fewer than the seats given, on valid_until for a past date, on teacher_emails for an address without a Folio account.',
      params: IdParamsSchema,
      body: SeatLicenceUpdateSchema,
      response: { 200: SeatLicenceWrittenSchema, ...errorResponses(401, 403, 404, 422) },
    },
    onRequest: [app.authenticate, seatLicencePolicy.refuseRolesThatNever('edit')],
  }, async (request) => updateLicence(app.db, request.user, request.params.id, request.body));

  app.get('/', {
    schema: { ...base, summary: 'The licences I teach (every licence for an admin), with their seats and who holds them', response: { 200: SeatLicenceListResponseSchema, ...errorResponses(401, 403) } },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listLicences(app.db, request.user);
  });

  app.post('/:id/seats', {
    schema: { ...base, summary: "Give a seat of the licence to a pupil of my classes (user_id) or to an account by its e-mail address (email); any account, for an admin: they read its books in full while it is valid", params: IdParamsSchema, body: SeatAssignSchema, response: { 200: SeatLicenceWrittenSchema, ...errorResponses(401, 403, 404, 409, 422) } },
    onRequest: app.authenticate,
  }, async (request) => assignSeat(app.db, request.user, request.params.id, request.body));

  app.delete('/:id/seats/:userId', {
    schema: { ...base, summary: 'Free a seat: its reader stops reading the books in full, and the seat may be given again', params: SeatParamsSchema, response: { 200: SeatLicenceWrittenSchema, ...errorResponses(401, 403, 404, 422) } },
    onRequest: app.authenticate,
  }, async (request) => releaseSeat(app.db, request.user, request.params.id, request.params.userId));
}
