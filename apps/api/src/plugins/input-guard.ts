import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@folio/shared';
import { validationFailed } from '../lib/http-error.ts';

/** Where in a parsed request a NUL character sits, as `field.sub.0` paths (at most a few, to name them). */
function nulPaths(value: unknown, path: string[], found: string[]) {
  if (found.length >= 10) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.') || '_root');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulPaths(item, [...path, String(i)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nulPaths(item, [...path, key], found);
  }
}

/**
 * PostgreSQL refuses the NUL character in text and JSON ("invalid byte sequence"), which would turn any
 * field, search or slug holding one into a 500. No text of Folio's may hold it, so every request is checked
 * once here, before the route's own schema: 422 naming the fields, like any other invalid field.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found: string[] = [];
    nulPaths(request.params, [], found);
    nulPaths(request.query, [], found);
    nulPaths(request.body, [], found);
    if (found.length) throw validationFailed(Object.fromEntries(found.map((field) => [field, [MESSAGES.invalidCharacter]])));
  });
});
