import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { ErrorResponseSchema, MessageResponseSchema } from '@folio/shared';
import type { TestApp } from './harness.ts';

/**
 * Asserts the status and that the body is exactly what `schema` describes: parsing must succeed and give
 * back the answer unchanged (no field the contract does not name, none missing). Answers the body.
 */
export function conforms(res: LightMyRequestResponse, status: number, schema: z.ZodType) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(schema.parse(body)).toEqual(body);
  return body;
}

/** Asserts an error answer: the status and the one error shape of every route. */
export const refuses = (res: LightMyRequestResponse, status: number) => conforms(res, status, ErrorResponseSchema);

/** A JSON call of the API, signed in when a token is given. */
export const caller = (t: TestApp) => (method: InjectOptions['method'], url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? t.bearer(token) : {}, ...(payload && { payload }) });

/**
 * The OpenAPI document, as the statuses it gives a route: `statuses('/api/admin/x/{id}', 'put')`. A prefix's
 * root route may be documented with or without its slash.
 */
export async function documentedStatuses(t: TestApp) {
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode, res.body).toBe(200);
  const { paths } = res.json();
  return (path: string, method: string): string[] => Object.keys((paths[path] ?? paths[`${path}/`])[method].responses);
}

/** What the contract check of a resource built by lib/crud.ts needs: its URL, its answers in @folio/shared, bodies. */
interface CrudContract {
  /** The admin URL, e.g. /api/admin/categories. */
  url: string;
  list: z.ZodType;
  read: z.ZodType;
  written: z.ZodType;
  /** A body the create route accepts, one the update route accepts, and one both refuse with 422. */
  create: object;
  update: object;
  invalid: object;
  /** List queries besides the plain list: search and filters. */
  queries?: string[];
}

/**
 * Every route of a CRUD resource, once with success and once with each main refusal (401 signed out, 403
 * not an admin, 404 unknown id, 422 bad body, query or id), each answer against its shared schema; and the
 * OpenAPI document lists each of those statuses for the route that answered it.
 */
export async function checkCrudContract(t: TestApp, tokens: { admin: string; outsider: string }, c: CrudContract) {
  const call = caller(t);
  const { admin, outsider } = tokens;
  const created = conforms(await call('POST', c.url, admin, c.create), 201, c.written);
  const item = `${c.url}/${created.data.id}`;
  for (const query of ['', ...(c.queries ?? [])]) conforms(await call('GET', `${c.url}?${query}`, admin), 200, c.list);
  conforms(await call('GET', item, admin), 200, c.read);
  conforms(await call('PUT', item, admin, c.update), 200, c.written);

  refuses(await call('GET', c.url), 401);
  refuses(await call('POST', c.url, outsider, c.create), 403);
  refuses(await call('GET', `${c.url}?per_page=0`, admin), 422);
  refuses(await call('GET', `${c.url}/not-an-id`, admin), 422);
  refuses(await call('POST', c.url, admin, c.invalid), 422);
  refuses(await call('PUT', item, admin, c.invalid), 422);

  conforms(await call('DELETE', item, admin), 200, MessageResponseSchema);
  refuses(await call('GET', item, admin), 404);
  refuses(await call('PUT', item, admin, c.update), 404);
  refuses(await call('DELETE', item, admin), 404);

  const statuses = await documentedStatuses(t);
  const itemPath = `${c.url}/{id}`;
  expect(statuses(c.url, 'get')).toEqual(expect.arrayContaining(['200', '401', '422']));
  expect(statuses(c.url, 'post')).toEqual(expect.arrayContaining(['201', '403', '422']));
  expect(statuses(itemPath, 'get')).toEqual(expect.arrayContaining(['200', '404', '422']));
  expect(statuses(itemPath, 'put')).toEqual(expect.arrayContaining(['200', '404', '422']));
  expect(statuses(itemPath, 'delete')).toEqual(expect.arrayContaining(['200', '404']));
}
