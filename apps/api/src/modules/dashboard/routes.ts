import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPROVAL_STATUSES, EBOOK_STATUSES, ErrorResponseSchema } from '@folio/shared';
import { dashboardService } from './service.ts';

const EbookRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  categories: z.array(z.string()),
  status: z.enum(EBOOK_STATUSES),
  approval_status: z.enum(APPROVAL_STATUSES),
  created_at: z.string(),
});

const DashboardSchema = z.object({
  counts: z.object({ total: z.number(), published: z.number(), unpublished: z.number(), genres: z.number() }),
  recent: z.array(EbookRowSchema),
  pending: z.array(EbookRowSchema),
});

/** The dashboard's figures (spec §2), for every signed-in role, scoped to the books the role may see. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = dashboardService(app.db);
  app.get('/', {
    schema: {
      tags: ['dashboard'],
      security: [{ bearer: [] }],
      summary: 'Counts of books and genres, the newest books and the newest pending books',
      response: { 200: z.object({ data: DashboardSchema }), 401: ErrorResponseSchema },
    },
    onRequest: app.authenticate,
  }, async (request) => ({ data: await service.summary(request.user) }));
}
