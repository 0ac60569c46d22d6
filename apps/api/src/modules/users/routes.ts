import type { FastifyInstance } from 'fastify';

/** Routes of this resource: being built. */
export async function userRoutes(_app: FastifyInstance) {}
