import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AuthorFormSchema, ROLES, STATUSES } from '@folio/shared';
import { registerCrudRoutes } from '../../lib/crud.ts';
import { authorService } from './service.ts';

const AuthorSchema = z.object({ id: z.string(), name: z.string(), status: z.enum(STATUSES), photo: z.string(), bio: z.string(), created_at: z.string() });

/** Authors: admins manage them (spec §2, §3; DESIGN.md §4). */
export async function authorRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    tag: 'authors',
    noun: 'Author',
    itemSchema: AuthorSchema,
    createSchema: AuthorFormSchema,
    // Everyone who makes books picks their authors.
    readRoles: [...ROLES],
    ...authorService(app.db),
  });
}
