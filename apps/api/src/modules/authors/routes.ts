import type { FastifyInstance } from 'fastify';
import { AuthorFormSchema, AuthorSchema } from '@folio/shared';
import { registerCrudRoutes } from '../../lib/crud.ts';
import { authorService } from './service.ts';

/** Authors: admins manage them (spec §2, §3; architecture.md §4). */
export async function authorRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    tag: 'authors',
    noun: 'Author',
    itemSchema: AuthorSchema,
    createSchema: AuthorFormSchema,
    resource: 'authors',
    ...authorService(app.db),
  });
}
