import type { FastifyInstance } from 'fastify';

/** The signed-in customer's own orders. */
export async function myOrderRoutes(_app: FastifyInstance) {}
