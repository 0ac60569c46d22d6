import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLASS_MESSAGES, ClassSignInResponseSchema, ClassSignInSchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { presentUser } from '../auth/presenter.ts';
import { joinGuard } from './join-guard.ts';
import { signInPupil } from './sign-in.ts';

/**
 * POST /api/auth/class-sign-in: a pupil signs in with their class's code, the name they picked and their picture
 * password, and gets a session like any sign-in. A right sign-in is never limited per address (a class signs in
 * from one school address): guessing pictures is stopped per pupil and per class code (sign-in.ts), guessing codes
 * per address, counting only the codes that do not work (join-guard.ts).
 */
export async function classSignInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const guard = joinGuard(app.counters, config.joinCodeMissPerIp);

  app.post('/class-sign-in', {
    schema: {
      tags: ['auth'],
      summary: "A pupil's sign-in: the class code, the pupil picked from the class's names, and their picture password",
      body: ClassSignInSchema,
      response: { 200: ClassSignInResponseSchema, ...errorResponses(401, 403, 404, 422, 429) },
    },
  }, async (request) => {
    const limits = { perCode: config.classSignInPerCode, perPupil: config.classSignInPerPupil };
    const user = await signInPupil(app.db, app.counters, guard, request.ip, request.body, limits);
    const token = await app.issueToken(user);
    return { token, user: presentUser(user), message: CLASS_MESSAGES.signedIn };
  });
}
