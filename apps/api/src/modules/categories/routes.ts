import type { FastifyInstance } from 'fastify';
import { CategoryFormSchema, CategorySchema } from '@folio/shared';
import { registerCrudRoutes } from '../../lib/crud.ts';
import { categoryService } from './service.ts';

/** Categories (genres): admins manage them (spec §2, architecture.md §4). */
export async function categoryRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    tag: 'categories',
    noun: 'Category',
    itemSchema: CategorySchema,
    createSchema: CategoryFormSchema,
    resource: 'categories',
    ...categoryService(app.db),
  });
}
