import type { FastifyInstance } from 'fastify';

/** Templates: being built. */
export async function templateRoutes(_app: FastifyInstance) {}
