import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardResponseSchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { dashboardService } from './service.ts';

/** The dashboard's figures (spec §2), for every signed-in role, scoped to the books the role may see. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = dashboardService(app.db);
  app.get('/', {
    schema: {
      tags: ['dashboard'],
      security: [{ bearer: [] }],
      summary: 'Counts of books and genres, the newest books and the newest pending books',
      response: { 200: DashboardResponseSchema, ...errorResponses(401) },
    },
    onRequest: app.authenticate,
  }, async (request) => ({ data: await service.summary(request.user) }));
}
