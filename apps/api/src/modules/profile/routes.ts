import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PasswordChangeSchema, ProfileResponseSchema, ProfileSavedResponseSchema, ProfileUpdateSchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { presentUser } from '../auth/presenter.ts';
import { storageUsage } from '../uploads/quota.ts';
import { updatePassword, updateProfile } from './service.ts';

const errors = errorResponses(401, 422);

/** The signed-in user's own profile and password (architecture.md §3 `PUT /api/profile`, `PUT /api/profile/password`). */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  app.get('/', {
    schema: { tags: ['profile'], summary: 'My profile, with the storage my uploads take (and my quota; null: no limit)', security, response: { 200: ProfileResponseSchema, ...errorResponses(401) } },
    onRequest: app.authenticate,
  }, async (request) => ({ data: { ...presentUser(request.user), storage: await storageUsage(app.db, app.config, request.user) } }));

  app.put('/', {
    schema: { tags: ['profile'], summary: 'Update my profile (and optionally my password)', security, body: ProfileUpdateSchema, response: { 200: ProfileSavedResponseSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request) => {
    const { user, passwordChanged } = await updateProfile(app.db, request.user, request.body);
    return { message: 'Profile updated successfully!', data: presentUser(user), ...(passwordChanged && { token: await app.issueToken(user) }) };
  });

  app.put('/password', {
    schema: { tags: ['profile'], summary: 'Change my password (ends my other sessions)', security, body: PasswordChangeSchema, response: { 200: ProfileSavedResponseSchema, ...errors } },
    onRequest: app.authenticate,
  }, async (request) => {
    const user = await updatePassword(app.db, request.user, request.body);
    return { message: 'Password updated successfully!', data: presentUser(user), token: await app.issueToken(user) };
  });
}
