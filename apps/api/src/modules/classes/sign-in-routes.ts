import type { FastifyInstance } from 'fastify';

// Being written in this session.
export async function classSignInRoutes(_app: FastifyInstance) {}
