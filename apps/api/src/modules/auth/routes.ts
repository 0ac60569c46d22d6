import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppAbilitiesResponseSchema, AuthResponseSchema, LoginSchema, LogoutSchema, mayBeUnderConsentAge, MeResponseSchema, MessageResponseSchema, PRIVACY_MESSAGES, RegisterSchema } from '@folio/shared';
import { errorResponses } from '../../lib/http-error.ts';
import { createMailer } from '../../lib/mailer.ts';
import { requestConsent } from '../privacy/consent.ts';
import { publicOriginOf } from '../seo/origin.ts';
import { appAbilitiesOf } from './abilities.ts';
import { presentUser } from './presenter.ts';
import { checkCredentials, endAllSessions, register, revokeToken } from './service.ts';

const errors = errorResponses(401, 403, 422, 429);

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { loginPerIp, loginPerAccount } = app.config;
  const mailer = createMailer(app.config, app.log);

  app.post('/register', {
    schema: {
      tags: ['auth'],
      summary: 'Create an account (role user); a child who may be under 13 gets none yet: their parent is e-mailed a link to agree (202)',
      body: RegisterSchema,
      response: { 201: AuthResponseSchema, 202: MessageResponseSchema, ...errors },
    },
    config: { rateLimit: { max: loginPerIp.max, timeWindow: loginPerIp.windowMs } },
  }, async (request, reply) => {
    const { birth_year, parent_email } = request.body;
    if (mayBeUnderConsentAge(birth_year) && parent_email) {
      await requestConsent(app.db, mailer, request.log, { ...request.body, parent_email }, publicOriginOf(app.config.publicUrl, request) ?? '');
      return reply.code(202).send({ message: PRIVACY_MESSAGES.consentSent });
    }
    const user = await register(app.db, request.body);
    const token = await app.issueToken(user);
    return reply.code(201).send({ token, user: presentUser(user), message: 'Your account has been created.' });
  });

  app.post('/login', {
    schema: { tags: ['auth'], summary: 'Sign in', body: LoginSchema, response: { 200: AuthResponseSchema, ...errors } },
    config: { rateLimit: { max: loginPerIp.max, timeWindow: loginPerIp.windowMs } },
  }, async (request) => {
    const user = await checkCredentials(app.db, app.counters, request.body.email, request.body.password, loginPerAccount);
    const token = await app.issueToken(user);
    return { token, user: presentUser(user), message: 'Signed in successfully.' };
  });

  app.get('/me', {
    schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: MeResponseSchema, ...errors } },
    onRequest: app.authenticate,
    config: { pupils: true },
  }, async (request) => ({ data: presentUser(request.user) }));

  // Beside /me rather than in it: the user's shape is the same in every answer that carries it (sign-in, register, /me).
  app.get('/me/abilities', {
    schema: {
      tags: ['auth'],
      summary: 'What the signed-in user may do in the app: the screens and dashboard pages they may open, and app-wide actions',
      security: [{ bearer: [] }],
      response: { 200: AppAbilitiesResponseSchema, ...errors },
    },
    onRequest: app.authenticate,
    config: { pupils: true },
  }, async (request) => ({ data: appAbilitiesOf(request.user) }));

  app.post('/logout', {
    schema: {
      tags: ['auth'],
      summary: 'Sign out this session, or every session with `everywhere`',
      security: [{ bearer: [] }],
      // Fastify validates a missing body as null, so `optional()` alone would refuse a logout without a body.
      body: LogoutSchema.nullish(),
      response: { 200: MessageResponseSchema, ...errors },
    },
    onRequest: app.authenticate,
    config: { pupils: true },
  }, async (request) => {
    if (request.body?.everywhere) {
      await endAllSessions(app.db, request.user.id);
      return { message: 'You have been signed out on every device.' };
    }
    await revokeToken(app.db, request.token.jti, request.token.expiresAt);
    return { message: 'You have been signed out.' };
  });
}
