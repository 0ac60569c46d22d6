import type { FastifyInstance } from 'fastify';

/** A signed-in reader's own notes on a book's pages. */
export async function noteRoutes(_app: FastifyInstance) {}
