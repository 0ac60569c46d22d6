import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema, LTI_MESSAGES, LtiDeepLinkAnswerResponseSchema, LtiDeepLinkInputSchema, LtiPlatformInputSchema, LtiPlatformListResponseSchema, LtiPlatformWrittenResponseSchema,
  LtiSessionInputSchema, LtiToolResponseSchema, MessageResponseSchema,
} from '@folio/shared';
import { eq } from 'drizzle-orm';
import { ltiPlatforms } from '../../db/schema.ts';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { presentUser } from '../auth/presenter.ts';
import { refuseUnless } from '../catalogue/policy.ts';
import { answerDeepLink, takeHandoff } from './handoff.ts';
import { keySet } from './keys.ts';
import { courseRoutes } from './course-routes.ts';
import { importRoster, keepCourse } from './courses.ts';
import { accountOf, beginLogin, CLAIMS, handOff, keepFrameOrigin, keepGradeLink, keepProductFamily, linkedBook, verifyLaunch } from './launch.ts';
import { listPlatforms, platformOf, registerPlatform, removePlatform } from './platforms.ts';

const siteOf = (fastify: FastifyInstance, request: FastifyRequest) => fastify.config.publicUrl ?? `${request.protocol}://${request.host}`;
const toolAddresses = (site: string) => ({ login_url: `${site}/api/lti/login`, launch_url: `${site}/api/lti/launch`, deep_linking_url: `${site}/api/lti/launch`, jwks_url: `${site}/api/lti/jwks` });

const LoginSchema = z.object({
  iss: z.string().min(1).max(500),
  login_hint: z.string().min(1).max(2000),
  target_link_uri: z.string().min(1).max(2000),
  lti_message_hint: z.string().max(4000).optional(),
  client_id: z.string().max(200).optional(),
  lti_deployment_id: z.string().max(200).optional(),
});
const LaunchSchema = z.object({ id_token: z.string().min(1).max(100_000), state: z.string().min(1).max(200) });
const redirect = { 302: z.null().describe('To the next step: the LMS sign-in, or the book in Folio') };
const UNKNOWN_LMS = 'This LMS is not registered with Folio. Ask the site’s admin to register it.';

/**
 * Folio as an LTI 1.3 tool (docs/decisions/012): the LMS begins a login (OIDC third-party initiated login),
 * sends the launch back to the tool, and Folio signs its user in and opens the book, or lets a teacher pick one
 * (deep linking). Launches come as forms posted from the LMS's page, so these routes read form bodies.
 */
export async function ltiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const base = { tags: ['lti'] };

  app.get('/jwks', { schema: { ...base, summary: "Folio's public keys (JWKS): the LMS checks Folio's deep-linking answers and score requests with them" } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return keySet(db);
  });

  const login = async (request: FastifyRequest, params: z.infer<typeof LoginSchema>) => {
    const platform = await platformOf(db, params.iss, params.client_id);
    if (!platform) throw notFound(UNKNOWN_LMS);
    const { state, nonce } = await beginLogin(db, platform);
    const url = new URL(platform.authLoginUrl);
    const query = {
      scope: 'openid', response_type: 'id_token', response_mode: 'form_post', prompt: 'none', client_id: platform.clientId,
      redirect_uri: toolAddresses(siteOf(app, request)).launch_url, login_hint: params.login_hint, state, nonce,
      ...(params.lti_message_hint && { lti_message_hint: params.lti_message_hint }),
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  };
  const loginDoc = { ...base, summary: 'An LMS begins a launch (OIDC third-party initiated login): Folio answers with a redirect to the LMS sign-in', response: { ...redirect, ...errorResponses(404, 422) } };
  app.get('/login', { schema: { ...loginDoc, querystring: LoginSchema } }, async (request, reply) => reply.redirect(await login(request, request.query), 302));
  app.post('/login', { schema: { ...loginDoc, body: LoginSchema } }, async (request, reply) => reply.redirect(await login(request, request.body), 302));

  app.post('/launch', {
    schema: { ...base, summary: "The LMS's launch (id_token and state, posted as a form): verified, the LMS user is signed in and sent to the book, or to pick one", body: LaunchSchema, response: { ...redirect, ...errorResponses(401, 404, 422) } },
  }, async (request, reply) => {
    const launch = await verifyLaunch(db, request.body.id_token, request.body.state, async (id) => (await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id)))[0]);
    await keepProductFamily(db, launch);
    const user = await accountOf(db, launch.platform, launch.claims);
    let code: string;
    let landing = '/lti/enter';
    if (launch.claims[CLAIMS.messageType] === 'LtiDeepLinkingRequest') {
      const settings = launch.claims[CLAIMS.deepLinking] as { deep_link_return_url?: string; data?: string; accept_presentation_document_targets?: unknown } | undefined;
      if (!settings?.deep_link_return_url) throw notFound('The LMS gave no address to return the chosen book to.');
      const targets = Array.isArray(settings.accept_presentation_document_targets) ? settings.accept_presentation_document_targets.filter((t): t is string => typeof t === 'string') : [];
      await keepFrameOrigin(db, launch.platform, settings.deep_link_return_url);
      const linkId = randomUUID();
      code = await handOff(db, user.id, { deepLink: { platformId: launch.platform.id, deploymentId: String(launch.claims[CLAIMS.deploymentId]), returnUrl: settings.deep_link_return_url, targets, linkId, ...(settings.data !== undefined && { data: settings.data }) } });
      // The landing page's address names the request: its policy lets it (and the picker, shown in the same
      // document) post the answer to that request's return address (page-policy.ts).
      landing = `/lti/enter?link=${linkId}`;
    } else {
      const ebookId = await linkedBook(db, launch.claims);
      await keepGradeLink(db, user.id, ebookId, launch);
      const kept = await keepCourse(db, launch, ebookId);
      // An instructor is shown their course's results: its roster is read again at each of their launches. An LMS
      // that does not answer leaves the roster read before (and the learners who launched since).
      const courseId = kept?.role === 'instructor' ? kept.course.id : undefined;
      if (kept && courseId) await importRoster(db, launch.platform, kept.course).catch((error: unknown) => request.log.warn({ err: error }, 'the LMS roster could not be read'));
      code = await handOff(db, user.id, { ebookId, ...(courseId && { courseId }) });
    }
    // The code goes in the fragment: the browser hands it to the web app, and no server's log ever sees it.
    return reply.redirect(`${siteOf(app, request)}${landing}#code=${code}`, 302);
  });

  app.post('/session', {
    schema: { ...base, summary: "Opens the session of a verified launch, once, with the code it handed to the browser: the token, the user, and the book, the teacher's pick, or an instructor's course results", body: LtiSessionInputSchema, response: { 200: z.object({ data: z.object({ token: z.string(), user: z.any(), ebook_id: z.string().nullable(), deep_link: z.string().nullable(), course_id: z.string().nullable() }) }), ...errorResponses(410, 422) } },
  }, async (request, reply) => {
    const { user, ebookId, deepLink, courseId } = await takeHandoff(db, request.body.code);
    reply.header('cache-control', 'no-store');
    return { data: { token: await app.issueToken(user), user: presentUser(user), ebook_id: ebookId, deep_link: deepLink, course_id: courseId } };
  });

  app.post('/deep-links/:code', {
    schema: { ...base, security: [{ bearer: [] }], summary: "A teacher's pick, for their LMS's deep-linking request: the signed answer and where to post it", params: z.object({ code: z.string().min(16).max(200) }), body: LtiDeepLinkInputSchema, response: { 200: LtiDeepLinkAnswerResponseSchema, ...errorResponses(401, 410, 422) } },
    onRequest: app.authenticate,
  }, async (request) => ({ data: await answerDeepLink(db, request.params.code, request.user.id, request.body.ebook_id, toolAddresses(siteOf(app, request)).launch_url) }));

  await app.register(courseRoutes, { prefix: '/courses' });
}

/** The LMSs Folio is registered with, for admins; and what to enter in an LMS. */
export async function ltiAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['lti'], security: [{ bearer: [] }] };
  const guard = (action: 'list' | 'create' | 'delete') => ({ onRequest: [app.authenticate, refuseUnless('lti_platforms', action)] });
  const errors = errorResponses(401, 403, 404, 422);

  app.get('/tool', { schema: { ...base, summary: "Folio's addresses as an LTI 1.3 tool, to enter in an LMS", response: { 200: LtiToolResponseSchema, ...errors } }, ...guard('list') }, async (request) => ({ data: toolAddresses(siteOf(app, request)) }));
  app.get('/platforms', { schema: { ...base, summary: 'The LMSs registered with Folio', response: { 200: LtiPlatformListResponseSchema, ...errors } }, ...guard('list') }, async () => ({ data: await listPlatforms(db) }));
  app.post('/platforms', { schema: { ...base, summary: 'Register an LMS: its issuer, client ID, deployments and addresses', body: LtiPlatformInputSchema, response: { 201: LtiPlatformWrittenResponseSchema, ...errors } }, ...guard('create') }, async (request, reply) =>
    reply.code(201).send({ message: LTI_MESSAGES.platformSaved, data: await registerPlatform(db, request.body) }),
  );
  app.delete('/platforms/:id', { schema: { ...base, summary: 'Remove an LMS: its launches are refused from then on', params: IdParamsSchema, response: { 200: MessageResponseSchema, ...errors } }, ...guard('delete') }, async (request) => {
    if (!(await removePlatform(db, request.params.id))) throw notFound();
    return { message: LTI_MESSAGES.platformDeleted };
  });
}
