import type { FastifyInstance } from 'fastify';

/** The public contact form: being built. */
export async function publicInquiryRoutes(_app: FastifyInstance) {}
