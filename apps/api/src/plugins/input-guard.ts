import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@folio/shared';
import { validationFailed } from '../lib/http-error.ts';

/** A text PostgreSQL refuses: with a NUL character, or half a surrogate pair on its own (not Unicode, and refused by its JSON). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const refused = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Where in a parsed request such a text sits (a value or a key), as `field.sub.0` paths (at most a few, to name them). */
function refusedPaths(value: unknown, path: string[], found: string[]) {
  if (found.length >= 10) return;
  if (typeof value === 'string') {
    if (refused(value)) found.push(path.join('.') || '_root');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => refusedPaths(item, [...path, String(i)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (refused(key)) found.push([...path, key].join('.'));
      refusedPaths(item, [...path, key], found);
    }
  }
}

/**
 * PostgreSQL refuses the NUL character in text and JSON ("invalid byte sequence"), and half a surrogate pair in
 * JSON, which would turn any field, search, slug or saved page holding one into a 500. No text of Folio's may
 * hold them, so every request is checked once here, before the route's own schema: 422 naming the fields,
 * like any other invalid field.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found: string[] = [];
    refusedPaths(request.params, [], found);
    refusedPaths(request.query, [], found);
    refusedPaths(request.body, [], found);
    if (found.length) throw validationFailed(Object.fromEntries(found.map((field) => [field, [MESSAGES.invalidCharacter]])));
  });
});
