import type { FastifyInstance } from 'fastify';

/** A book's version history (decision 019): `/api/admin/ebooks/{id}/versions`. */
export async function versionRoutes(_app: FastifyInstance) {}
