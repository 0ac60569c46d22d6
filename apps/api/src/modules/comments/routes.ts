import type { FastifyInstance } from 'fastify';

/** Comment threads on a book's pages and elements (decision 019): `/api/admin/ebooks/{id}/comments`. */
export async function commentRoutes(_app: FastifyInstance) {}
