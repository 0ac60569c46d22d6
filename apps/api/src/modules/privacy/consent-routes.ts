import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConsentParamsSchema, ConsentRequestResponseSchema, MessageResponseSchema, PRIVACY_MESSAGES } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { declineConsent, findConsent, giveConsent } from './consent.ts';

/**
 * A parent's answer to a child's registration (the link of their e-mail, /consent/{token} in the web app): open to
 * anyone who holds the link, rate-limited like the sign-in so that tokens cannot be tried by the thousand.
 */
export async function consentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { loginPerIp } = app.config;
  const rateLimit = { max: loginPerIp.max, timeWindow: loginPerIp.windowMs };
  const base = { tags: ['privacy'], params: ConsentParamsSchema };

  app.get('/:token', {
    schema: { ...base, summary: "What a child asked for, as their parent's link shows it", response: { 200: ConsentRequestResponseSchema, ...errorResponses(404, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await findConsent(app.db, request.params.token) };
  });

  app.post('/:token', {
    schema: { ...base, summary: "A parent gives consent: the child's account is made (role user) and the request removed", response: { 201: MessageResponseSchema, ...errorResponses(404, 409, 429) } },
    config: { rateLimit },
  }, async (request, reply) => {
    await giveConsent(app.db, request.params.token);
    return reply.code(201).send({ message: PRIVACY_MESSAGES.consentGiven });
  });

  app.delete('/:token', {
    schema: { ...base, summary: 'A parent declines: the request is removed and no account is made', response: { 200: MessageResponseSchema, ...errorResponses(404, 429) } },
    config: { rateLimit },
  }, async (request) => {
    await declineConsent(app.db, request.params.token);
    return { message: PRIVACY_MESSAGES.consentDeclined };
  });
}
