import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, PasswordChangeSchema, ProfileSchema, ProfileUpdateSchema, UserSchema } from '@folio/shared';
import { presentUser } from '../auth/presenter.ts';
import { storageUsage } from '../uploads/quota.ts';
import { updatePassword, updateProfile } from './service.ts';

const errors = { 401: ErrorResponseSchema, 422: ErrorResponseSchema };
/** A password change ends every session; the one that made it gets a new token in `token`. */
const SavedSchema = z.object({ message: z.string(), data: UserSchema, token: z.string().optional() });

/** The signed-in user's own profile and password (DESIGN.md §3 `PUT /api/profile`, `PUT /api/profile/password`). */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  app.get('/', {
    schema: { tags: ['profile'], summary: 'My profile, with the storage my uploads take (and my quota; null: no limit)', security, response: { 200: z.object({ data: ProfileSchema }), ...errors } },
    onRequest: app.authenticate,
  }, async (request) => ({ data: { ...presentUser(request.user), storage: await storageUsage(app.db, app.config, request.user) } }));

  app.put('/', {
    schema: { tags: ['profile'], summary: 'Update my profile (and optionally my password)', security, body: ProfileUpdateSchema, response: { 200: SavedSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request) => {
    const { user, passwordChanged } = await updateProfile(app.db, request.user, request.body);
    return { message: 'Profile updated successfully!', data: presentUser(user), ...(passwordChanged && { token: await app.issueToken(user) }) };
  });

  app.put('/password', {
    schema: { tags: ['profile'], summary: 'Change my password (ends my other sessions)', security, body: PasswordChangeSchema, response: { 200: SavedSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request) => {
    const user = await updatePassword(app.db, request.user, request.body);
    return { message: 'Password updated successfully!', data: presentUser(user), token: await app.issueToken(user) };
  });
}
