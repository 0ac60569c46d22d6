import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicStaticPageResponseSchema, StaticPageLanguageQuerySchema, StaticPageSlugParamsSchema } from '@folio/shared';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { pageFigures } from './figures.ts';
import { staticPageService } from './service.ts';

/** Public reads of static pages (the footer's about, terms, privacy… pages): no sign-in. */
export async function publicStaticPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pages = staticPageService(app.db);
  const figures = pageFigures(app.config);

  app.get('/:slug', {
    schema: {
      tags: ['static-pages'],
      summary: 'Read a static page by its slug, in a language (English when the page is not written in it), with the site\'s figures filled in ({{account_deletion_grace_days}}, {{student_retention_days}})',
      params: StaticPageSlugParamsSchema,
      querystring: StaticPageLanguageQuerySchema,
      response: { 200: PublicStaticPageResponseSchema, ...errorResponses(404, 422) },
    },
  }, async (request) => {
    const page = await pages.bySlug(request.params.slug, request.query.lang, figures);
    if (!page) throw notFound('Page not found.');
    return { data: page };
  });
}
