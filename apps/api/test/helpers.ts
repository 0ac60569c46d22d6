import type { Storage } from '../src/lib/storage/index.ts';
import { servedRange } from '../src/lib/storage/range.ts';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { serverText, type MessageParams, type ServerMessageCode } from '@folio/shared';
import type { Config } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { users, type UserRow } from '../src/db/schema.ts';
import { TEST_JWT_SECRET, type TestApp } from './harness.ts';

/**
 * For suites that are not about throttling: many sign-ins and cart quotes from the one inject IP must not hit the
 * per-IP limits.
 */
export const NO_IP_LIMIT: Partial<Config> = { loginPerIp: { max: 10_000, windowMs: 60_000 }, quotePerIp: { max: 10_000, windowMs: 60_000 } };

/**
 * Asserts an error answer of the API: the status, a JSON `{ message, errors? }` body with a string message and
 * no stack, and (when given) the exact message. Answers the body for further checks.
 */
export function expectError(res: LightMyRequestResponse, status: number, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body).not.toHaveProperty('stack');
  expect(Object.keys(body).every((key) => ['message', 'errors', 'code', 'params'].includes(key))).toBe(true);
  // A coded message says, in English, exactly what its code says with its values.
  if (body.code !== undefined) expect(body.message).toBe(serverText(body.code, body.params));
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body as { message: string; errors?: Record<string, string[]>; code?: ServerMessageCode; params?: MessageParams };
}

let counter = 0;
/** Registers a new account (role user) through the API and answers its token, user and credentials. */
export async function registerUser(t: TestApp, fields: { name?: string; email?: string; password?: string } = {}) {
  counter += 1;
  const input = {
    name: fields.name ?? `Test Reader ${counter}`,
    email: fields.email ?? `reader-${counter}-${randomUUID().slice(0, 8)}@example.com`,
    password: fields.password ?? 'reader-password',
  };
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...input, accept_terms: true, birth_year: 1990 } });
  if (res.statusCode !== 201) throw new Error(`register ${input.email} failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { ...input, token: body.token as string, user: body.user as { id: string; email: string; role: string } };
}

/** Changes a user row directly in the database (as an administrator or another process would). */
export async function updateUser(db: Db, email: string, patch: Partial<UserRow>) {
  await db.update(users).set(patch).where(eq(users.email, email));
}

export async function findUser(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Signs a token like the API does, with every claim under the test's control. */
export async function signToken(claims: {
  sub: string;
  tv?: number;
  jti?: string;
  /** Expiry in seconds since the epoch; null signs a token that never expires. */
  exp: number | null;
  /** Issue time in seconds since the epoch (by default now, or a minute before `exp` when that has passed); null signs none. */
  iat?: number | null;
  secret?: string;
  alg?: 'HS256' | 'HS512';
}) {
  const jwt = new SignJWT(claims.tv === undefined ? {} : { tv: claims.tv })
    .setProtectedHeader({ alg: claims.alg ?? 'HS256' })
    .setSubject(claims.sub)
    .setJti(claims.jti ?? randomUUID());
  if (claims.iat !== null) jwt.setIssuedAt(claims.iat ?? Math.min((claims.exp ?? Infinity) - 60, Math.floor(Date.now() / 1000)));
  if (claims.exp !== null) jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(claims.secret ?? TEST_JWT_SECRET));
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Storage that keeps files in memory (seed tests that need no served files). */
export function memoryStorage(): Storage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: async (key, body) => void files.set(key, body),
    putStream: async (key, body) => files.set(key, Buffer.concat(await body.toArray())).get(key)!.length,
    open: async (key, range) => {
      const body = files.get(key);
      if (!body) return null;
      if (!range) return { stream: Readable.from([body]), size: body.length };
      const served = servedRange(range, body.length);
      return { stream: Readable.from([body.subarray(served.start, served.end + 1)]), size: body.length, range: served };
    },
    stat: async (key) => (files.has(key) ? { size: files.get(key)!.length } : null),
    move: async (from, to) => {
      const body = files.get(from);
      if (!body) return false;
      files.set(to, body).delete(from);
      return true;
    },
    remove: async (key) => void files.delete(key),
    url: (key) => `/uploads/${key}`,
    check: async () => {},
  };
}
