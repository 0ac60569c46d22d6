import type { FastifyInstance } from 'fastify';

/** Routes of this resource: being built. */
export async function staticPageRoutes(_app: FastifyInstance) {}
