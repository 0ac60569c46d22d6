import type { FastifyInstance } from 'fastify';

/** Dashboard figures: being built. */
export async function dashboardRoutes(_app: FastifyInstance) {}
