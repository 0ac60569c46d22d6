import type { FastifyInstance } from 'fastify';
import { MESSAGES, StaticPageFormSchema, StaticPageSchema } from '@folio/shared';
import { registerCrudRoutes } from '../../lib/crud.ts';
import { staticPageService } from './service.ts';

/** Static pages (title, slug, content): admins manage them (spec §2, architecture.md §4); visitors read them by slug. */
export async function staticPageRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    tag: 'static-pages',
    noun: 'Page',
    itemSchema: StaticPageSchema,
    createSchema: StaticPageFormSchema,
    resource: 'static_pages',
    unique: { static_pages_slug_unique: { field: 'slug', message: MESSAGES.slugTaken } },
    ...staticPageService(app.db),
  });
}
