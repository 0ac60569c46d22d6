import type { FastifyInstance } from 'fastify';
import { MESSAGES, UserCreateSchema, UserListQuerySchema, UserSchema, UserUpdateSchema } from '@folio/shared';
import { registerCrudRoutes } from '../../lib/crud.ts';
import { userService } from './service.ts';

/**
 * Users: admins manage every account (spec §2, §3; architecture.md §4). Answers show the safe fields only
 * (UserSchema, no password hash); the list filters by role and maps the status filter to is_active.
 */
export async function userRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    tag: 'users',
    noun: 'User',
    itemSchema: UserSchema,
    createSchema: UserCreateSchema,
    updateSchema: UserUpdateSchema,
    querySchema: UserListQuerySchema,
    resource: 'users',
    unique: { users_email_unique: { field: 'email', message: MESSAGES.emailTaken } },
    ...userService(app.db),
  });
}
