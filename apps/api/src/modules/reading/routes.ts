import type { FastifyInstance } from 'fastify';

/** What a reader may open of a book: all of it, or the preview of a paid book (DESIGN.md §4). */
export async function readingRoutes(_app: FastifyInstance) {}
