import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { InquiryCreateSchema, InquirySentResponseSchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { inquiryService } from './service.ts';

const INQUIRY_SENT = 'Thank you! Your message has been sent.';

/** The public contact form ('Send Message'): anyone may write, no sign-in (architecture.md §4). */
export async function publicInquiryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const inquiries = inquiryService(app.db);
  // Messages per IP: generous for a person (a few follow-ups), a wall for a script filling the inbox.
  const { contactPerIp } = app.config;

  app.post('/', {
    schema: {
      tags: ['inquiries'],
      summary: 'Send a message through the contact form',
      body: InquiryCreateSchema,
      response: { 201: InquirySentResponseSchema, ...errorResponses(422, 429) },
    },
    config: { rateLimit: { max: contactPerIp.max, timeWindow: contactPerIp.windowMs } },
  }, async (request, reply) => {
    const inquiry = await inquiries.create(request.body);
    return reply.code(201).send({ message: INQUIRY_SENT, data: { id: inquiry.id } });
  });
}
