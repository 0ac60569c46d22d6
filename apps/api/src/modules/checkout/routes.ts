import type { FastifyInstance } from 'fastify';

/** Cart quote and checkout: the server computes every amount and applies coupons. */
export async function checkoutRoutes(_app: FastifyInstance) {}
