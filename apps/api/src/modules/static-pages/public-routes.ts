import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, PublicStaticPageSchema } from '@folio/shared';
import { notFound } from '../../lib/http-error.ts';
import { staticPageService } from './service.ts';

// Any text is a fine question: a slug that no page has is simply not found (404), not a validation error.
const SlugParamsSchema = z.object({ slug: z.string().max(200) });

/** Public reads of static pages (the footer's about, terms, privacy… pages): no sign-in. */
export async function publicStaticPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pages = staticPageService(app.db);

  app.get('/:slug', {
    schema: {
      tags: ['static-pages'],
      summary: 'Read a static page by its slug',
      params: SlugParamsSchema,
      response: { 200: z.object({ data: PublicStaticPageSchema }), 404: ErrorResponseSchema },
    },
  }, async (request) => {
    const page = await pages.bySlug(request.params.slug);
    if (!page) throw notFound('Page not found.');
    return { data: page };
  });
}
