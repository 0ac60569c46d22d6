import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { randomUUID } from 'node:crypto';
import { TOKEN_TTL_SECONDS } from '@folio/shared';
import { publishers, revokedTokens, users, type UserRow } from '../db/schema.ts';
import type { Actor } from '../lib/actor.ts';
import { unauthorized } from '../lib/http-error.ts';
import { routePolicy } from '../modules/classes/policy.ts';

export type { Actor } from '../lib/actor.ts';

/** The signed-in account's row with what the policies need beside it. */
export type SignedInUser = UserRow & Actor;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: requires a valid token of an active account and sets `request.user`. It runs before
     * body validation, so that a visitor gets 401, not the form's 422.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook of public routes that answer more to a signed-in user (reading a bought book): without an
     * Authorization header `request.user` stays null; with one, the token must be valid (401 otherwise).
     */
    authenticateOptional: (request: FastifyRequest) => Promise<void>;
    issueToken: (user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>) => Promise<string>;
    /**
     * The signed-in account a token belongs to (401 as an HttpError when it is not a live session): for a channel
     * that is not a route, the live editing socket (modules/live), which takes the token in its first message.
     */
    sessionOf: (token: string) => Promise<SignedInUser>;
  }
  interface FastifyContextConfig {
    /**
     * Whether a pupil of a class (role student) may call the route. Pupils are fenced in (docs/decisions/018):
     * every route refuses them unless it says so, so that a route added later is closed to them by default.
     */
    pupils?: boolean;
  }
  interface FastifyRequest {
    user: SignedInUser;
    /** The id and expiry of the token the request came with (for a logout of this session only). */
    token: { jti: string; expiresAt: Date };
  }
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const TOKEN_INVALID = 'Your sign-in token is not valid. Please sign in again.';
/** How far ahead of this process's clock another instance's may be when it signs a token. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * Whether a token's lifetime is one Folio gives: issued (`iat`) no later than now, and expiring no later than
 * the longest session after that. A token signed with the real secret but for a century (leaked, or forged by
 * whoever holds the secret) is refused, not honoured until it runs out.
 */
const lifetimeIsOurs = ({ iat, exp }: { iat: number; exp: number }) =>
  iat <= Date.now() / 1000 + CLOCK_SKEW_SECONDS && exp - iat <= TOKEN_TTL_SECONDS;

export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string }) => {
  // fast-jwt signs and checks with node:crypto's HMAC, synchronously: a few microseconds, where WebCrypto's
  // asynchronous verify (jose) cost every signed-in request about 0.1 ms of the main thread.
  const sign = createSigner({ key: opts.secret, algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS * 1000 });
  // Every token we issue says when it was issued and expires; one without either did not come from us.
  const verify = createVerifier({ key: opts.secret, algorithms: ['HS256'], requiredClaims: ['exp', 'iat'] });

  app.decorate('issueToken', async (user: Pick<UserRow, 'id' | 'role' | 'tokenVersion'>) =>
    sign({ sub: user.id, jti: randomUUID(), tv: user.tokenVersion, role: user.role }),
  );

  // Every signed-in request runs this query: it is built once and prepared on each connection once, instead
  // of being built and planned again each time.
  const sessionLookup = app.db
    .select({ user: users, publisherId: publishers.id, revoked: revokedTokens.jti })
    .from(users)
    // Only a publisher account files books under its publisher row (publishers_user_unique: one at most).
    .leftJoin(publishers, and(eq(publishers.userId, users.id), eq(users.role, 'publisher')))
    .leftJoin(revokedTokens, eq(revokedTokens.jti, sql.placeholder('jti')))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('session_lookup');

  async function sessionOf(token: string): Promise<{ user: SignedInUser; jti: string; exp: number }> {
    let payload: { sub?: unknown; jti?: unknown; tv?: unknown; iat: number; exp: number };
    try {
      payload = verify(token);
    } catch (error) {
      if (error instanceof TokenError && error.code === TokenError.codes.expired) throw unauthorized('Your session has expired. Please sign in again.');
      throw unauthorized(TOKEN_INVALID);
    }
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.tv !== 'number' || !lifetimeIsOurs(payload)) {
      throw unauthorized(TOKEN_INVALID);
    }
    const [row] = await sessionLookup.execute({ userId: payload.sub, jti: payload.jti });
    // A deleted or deactivated account, a raised token version or a logged-out token all end the session.
    if (!row || !row.user.isActive || row.user.tokenVersion !== payload.tv || row.revoked) throw unauthorized(SESSION_ENDED);
    return { user: { ...row.user, publisherId: row.publisherId }, jti: payload.jti, exp: payload.exp };
  }

  async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized();
    const { user, jti, exp } = await sessionOf(match[1]);
    routePolicy.authorizeRole(user, request.routeOptions.config.pupils ? 'pupil_route' : 'route');
    request.user = user;
    request.token = { jti, expiresAt: new Date(exp * 1000) };
  }

  app.decorate('authenticate', authenticate);
  app.decorate('sessionOf', async (token: string) => (await sessionOf(token)).user);
  app.decorate('authenticateOptional', async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) await authenticate(request);
  });
});
