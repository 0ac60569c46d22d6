import type { FastifyInstance } from 'fastify';

/** The books the signed-in customer has bought (paid orders). */
export async function myLibraryRoutes(_app: FastifyInstance) {}
