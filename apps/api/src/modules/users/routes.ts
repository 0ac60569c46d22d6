import type { FastifyInstance } from 'fastify';
import { ListQuerySchema, MESSAGES, UserCreateSchema, UserListQueryExtra, UserSchema, UserUpdateSchema } from '@folio/shared';
import { registerCrudRoutes } from '../../lib/crud.ts';
import { userService } from './service.ts';

/**
 * Users: admins manage every account (spec §2, §3; DESIGN.md §4). Answers show the safe fields only
 * (UserSchema, no password hash); the list filters by role and maps the status filter to is_active.
 */
export async function userRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    tag: 'users',
    noun: 'User',
    itemSchema: UserSchema,
    createSchema: UserCreateSchema,
    updateSchema: UserUpdateSchema,
    querySchema: ListQuerySchema.extend(UserListQueryExtra.shape),
    unique: { users_email_unique: { field: 'email', message: MESSAGES.emailTaken } },
    ...userService(app.db),
  });
}
