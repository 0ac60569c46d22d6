import type { FastifyInstance } from 'fastify';

/** Payment provider callbacks (the Stripe webhook). */
export async function paymentRoutes(_app: FastifyInstance) {}
