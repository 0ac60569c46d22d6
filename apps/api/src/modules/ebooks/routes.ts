import type { FastifyInstance } from 'fastify';

/** E-books of the dashboard area: being built. */
export async function ebookRoutes(_app: FastifyInstance) {}
