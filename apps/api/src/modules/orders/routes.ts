import type { FastifyInstance } from 'fastify';

/** Orders of the dashboard area (spec §7): list, details, status changes; scoped per role. */
export async function orderRoutes(_app: FastifyInstance) {}
