import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PasswordChangeSchema, PasswordSetSchema, ProfileResponseSchema, ProfileSavedResponseSchema, ProfileUpdateSchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { presentUser } from '../auth/presenter.ts';
import { storageUsage } from '../uploads/quota.ts';
import { setFirstPassword, updatePassword, updateProfile } from './service.ts';

const errors = errorResponses(401, 422);

/**
 * The signed-in user's own profile and password (architecture.md §3 `PUT /api/profile`, `PUT /api/profile/password`;
 * `POST /api/profile/password` sets the first password of an account made by a school sign-in).
 */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  app.get('/', {
    schema: { tags: ['profile'], summary: 'My profile, with the storage my uploads take (and my quota; null: no limit), and whether my account has a password (false: made by a school sign-in)', security, response: { 200: ProfileResponseSchema, ...errorResponses(401) } },
    onRequest: app.authenticate,
  }, async (request) => ({ data: { ...presentUser(request.user), storage: await storageUsage(app.db, app.config, request.user), has_password: request.user.hasPassword } }));

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

  app.post('/password', {
    schema: {
      tags: ['profile'],
      summary: 'Set a first password, for an account made by a school sign-in that has none it knows (no current password); 409 once it has one. Ends my other sessions',
      security,
      body: PasswordSetSchema,
      response: { 200: ProfileSavedResponseSchema, ...errorResponses(401, 409, 422) },
    },
    onRequest: app.authenticate,
  }, async (request) => {
    const user = await setFirstPassword(app.db, request.user, request.body);
    return { message: 'Password updated successfully!', data: presentUser(user), token: await app.issueToken(user) };
  });
}
