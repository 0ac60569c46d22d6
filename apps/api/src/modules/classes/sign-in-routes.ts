import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLASS_MESSAGES, ClassSignInResponseSchema, ClassSignInSchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { presentUser } from '../auth/presenter.ts';
import { checkPupil } from './sign-in.ts';

/**
 * POST /api/auth/class-sign-in: a pupil signs in with their class's code, the name they picked and their picture
 * password, and gets a session like any sign-in. No limit per address (a class signs in from one school address):
 * guessing is stopped per pupil and per class code (sign-in.ts).
 */
export async function classSignInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  app.post('/class-sign-in', {
    schema: {
      tags: ['auth'],
      summary: "A pupil's sign-in: the class code, the pupil picked from the class's names, and their picture password",
      body: ClassSignInSchema,
      response: { 200: ClassSignInResponseSchema, ...errorResponses(401, 403, 404, 422, 429) },
    },
  }, async (request) => {
    const user = await checkPupil(app.db, app.counters, request.body, { perCode: config.classSignInPerCode, perPupil: config.classSignInPerPupil });
    const token = await app.issueToken(user);
    return { token, user: presentUser(user), message: CLASS_MESSAGES.signedIn };
  });
}
