import type { FastifyInstance } from 'fastify';

/** Public reads of static pages: being built. */
export async function publicStaticPageRoutes(_app: FastifyInstance) {}
