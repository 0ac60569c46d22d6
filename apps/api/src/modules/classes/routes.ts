import type { FastifyInstance } from 'fastify';

// Being written in this session.
export async function classRoutes(_app: FastifyInstance) {}
