import type { FastifyInstance } from 'fastify';

/** Who a book is shared with (decision 019): `/api/admin/ebooks/{id}/collaborators`. */
export async function sharingRoutes(_app: FastifyInstance) {}
