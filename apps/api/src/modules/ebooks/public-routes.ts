import type { FastifyInstance } from 'fastify';

/** Public reads of approved, published e-books: being built. */
export async function publicEbookRoutes(_app: FastifyInstance) {}
