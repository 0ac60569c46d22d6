import type { FastifyInstance } from 'fastify';

/** A signed-in reader's own drawings on a book's pages, merged by shape id. */
export async function drawingRoutes(_app: FastifyInstance) {}
