import type { FastifyInstance } from 'fastify';

// Being written in this session.
export async function oidcRoutes(_app: FastifyInstance) {}
