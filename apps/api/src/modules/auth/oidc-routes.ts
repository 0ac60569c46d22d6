import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OIDC_ERROR_PARAM, OIDC_MESSAGES, OidcCallbackQuerySchema, OidcSessionInputSchema, OidcSessionResponseSchema, OidcSettingsResponseSchema, OidcStartQuerySchema, type OidcError,
} from '@folio/shared';
import { errorResponses, notFound } from '../../lib/http-error.ts';
import { joinGuard } from '../classes/join-guard.ts';
import { presentUser } from './presenter.ts';
import { authorizationUrl, newChecks, providerUnreachable, relyingParty, verifiedClaims, type OidcConfig } from './oidc-client.ts';
import { classForSchoolSignIn, handOff, keepSignIn, markSignedIn, OidcRefusal, pupilAccount, takeHandoff, takeSignIn, teacherAccount } from './oidc-accounts.ts';

/**
 * The cookie that ties a sign-in to the browser that began it: the provider's answer is taken only with it, so that
 * a link with someone else's answer (a forged sign-in, "login CSRF") signs nobody in as them. Sent back to the
 * callback only, which the provider's redirect reaches as a top-level navigation (SameSite=Lax lets it through).
 */
const STATE_COOKIE = 'folio_oidc_state';
const CALLBACK_PATH = '/api/auth/oidc/callback';
/** Where the web app trades the handoff code for the session, and where a refusal is said. */
const WEB_FINISH = '/login/school';
const WEB_LOGIN = '/login';
/** Where a pupil goes when nothing else was asked for: their class. */
const PUPIL_HOME = '/classroom';
/**
 * Where to go after signing in rides in the state, after a mark that the random part never holds: oidc_states keeps
 * the whole state as its key, so what comes back is what was kept, unchanged.
 */
const REDIRECT_MARK = '.';
const stateSuffixFor = (goTo: string | undefined) => (goTo ? `${REDIRECT_MARK}${Buffer.from(goTo).toString('base64url')}` : '');
const redirectIn = (state: string) => (state.includes(REDIRECT_MARK) ? Buffer.from(state.slice(state.indexOf(REDIRECT_MARK) + 1), 'base64url').toString() : null);

const redirect = { 302: z.null().describe('To the next step: the school’s sign-in page, or back to Folio') };
const stateCookieOf = (request: FastifyRequest) => new RegExp(`(?:^|;\\s*)${STATE_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];

/**
 * Sign-in with a school account (OpenID Connect, docs/decisions/018): the button's settings, the start that sends the
 * browser to the school's provider, the callback it comes back to, and the session the web app takes with the
 * one-time code the callback hands it. Teachers sign in through the sign-in page; pupils through their class's code.
 */
export async function oidcRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const settings = app.config.oidc;
  const provider = settings && relyingParty(settings);
  const base = { tags: ['auth'] };
  const { loginPerIp } = app.config;

  const joinCodes = joinGuard(app.counters, app.config.joinCodeMissPerIp);
  const withClassCode = (request: FastifyRequest) => {
    const code = (request.query as { class_code?: unknown }).class_code;
    return typeof code === 'string' && code.trim() !== '';
  };
  /** The class a pupil's sign-in starts through; a code that does not work counts against the address's tries. */
  const pupilsClass = async (ip: string, joinCode: string) => {
    const blocked = await joinCodes.spent(ip);
    if (blocked) throw blocked;
    const classId = await classForSchoolSignIn(db, joinCode);
    if (classId) return classId;
    const miss = await joinCodes.miss(ip);
    throw miss.statusCode === 429 ? miss : notFound(OIDC_MESSAGES.classCodeWrong);
  };

  const configured = (): { settings: OidcConfig; provider: NonNullable<typeof provider> } => {
    if (!settings || !provider) throw notFound(OIDC_MESSAGES.notConfigured);
    return { settings, provider };
  };
  // The address registered at the provider: the same one at the start and at the callback.
  const redirectUri = (request: FastifyRequest) => `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}${CALLBACK_PATH}`;
  const stateCookie = (request: FastifyRequest, value: string, maxAge: number) =>
    `${STATE_COOKIE}=${value}; Path=${CALLBACK_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${redirectUri(request).startsWith('https:') ? '; Secure' : ''}`;
  const refuse = (request: FastifyRequest, reply: FastifyReply, code: OidcError) =>
    reply.header('set-cookie', stateCookie(request, '', 0)).redirect(`${WEB_LOGIN}?${OIDC_ERROR_PARAM}=${code}`, 302);

  app.get('/', {
    schema: { ...base, summary: 'Whether sign-in with a school account is offered, and the name its button says', response: { 200: OidcSettingsResponseSchema } },
  }, async () => ({ data: { enabled: settings !== undefined, name: settings?.name ?? '' } }));

  app.get('/start', {
    schema: {
      ...base,
      summary: "Begins a sign-in with a school account: to the school's sign-in page. With `class_code`, a pupil of that class (it must allow school sign-in)",
      querystring: OidcStartQuerySchema,
      response: { ...redirect, ...errorResponses(404, 422, 429) },
    },
    // A teacher's start is limited per address; a pupil's (with a class code) is not, as a whole class starts from
    // one school address: there, class codes that do not work are counted per address instead (join-guard.ts).
    config: { rateLimit: { max: loginPerIp.max, timeWindow: loginPerIp.windowMs, allowList: (request) => withClassCode(request) } },
  }, async (request, reply) => {
    const { provider } = configured();
    const classId = request.query.class_code ? await pupilsClass(request.ip, request.query.class_code) : null;
    const checks = newChecks(stateSuffixFor(request.query.redirect));
    let address: string;
    try {
      address = await authorizationUrl(await provider(), redirectUri(request), checks, classId ? 'pupil' : 'teacher');
    } catch (error) {
      request.log.warn({ err: error }, 'School sign-in: the provider could not be discovered');
      return refuse(request, reply, 'unavailable');
    }
    await keepSignIn(db, checks, classId);
    return reply.header('set-cookie', stateCookie(request, checks.state, 600)).redirect(address, 302);
  });

  app.get('/callback', {
    schema: {
      ...base,
      summary: "The school's provider sends the browser back here (the redirect URI to register): the account is signed in and handed to the web app, or the sign-in page says why not",
      querystring: OidcCallbackQuerySchema,
      response: { ...redirect, ...errorResponses(404) },
    },
  }, async (request, reply) => {
    const { settings, provider } = configured();
    const { state, error } = request.query;
    const kept = state ? await takeSignIn(db, state) : null;
    if (!kept || stateCookieOf(request) !== state) return refuse(request, reply, 'expired');
    if (error) return refuse(request, reply, error === 'access_denied' ? 'cancelled' : 'refused');
    try {
      const answer = new URL(redirectUri(request));
      answer.search = new URL(request.url, 'http://callback.invalid').search;
      const claims = await verifiedClaims(await provider(), answer, kept, kept.classId ? 'pupil' : 'teacher');
      // A provider for everyone (Google) signs in any of its accounts: with OIDC_HOSTED_DOMAIN only the school's pass.
      if (settings.hostedDomain && String(claims.hd ?? '').toLowerCase() !== settings.hostedDomain) return refuse(request, reply, 'refused');
      const user = kept.classId ? await pupilAccount(db, claims, kept.classId) : await teacherAccount(db, claims);
      if (!user.isActive) return refuse(request, reply, 'inactive');
      await markSignedIn(db, user.id);
      const code = await handOff(db, user.id);
      const goTo = redirectIn(kept.state) ?? (kept.classId ? PUPIL_HOME : null);
      const fragment = new URLSearchParams({ code, ...(goTo && { to: goTo }) });
      request.log.info({ userId: user.id, issuer: settings.issuer, pupil: kept.classId !== null }, 'School sign-in');
      return reply.header('set-cookie', stateCookie(request, '', 0)).redirect(`${WEB_FINISH}#${fragment}`, 302);
    } catch (failure) {
      if (failure instanceof OidcRefusal) return refuse(request, reply, failure.code);
      request.log.warn({ err: failure }, 'School sign-in refused');
      return refuse(request, reply, providerUnreachable(failure) ? 'unavailable' : 'refused');
    }
  });

  app.post('/session', {
    schema: { ...base, summary: 'Opens the session of a school sign-in, once, with the code the callback handed to the browser', body: OidcSessionInputSchema, response: { 200: OidcSessionResponseSchema, ...errorResponses(410, 422) } },
  }, async (request, reply) => {
    const user = await takeHandoff(db, request.body.code);
    reply.header('cache-control', 'no-store');
    return { token: await app.issueToken(user), user: presentUser(user), message: OIDC_MESSAGES.signedIn };
  });
}
