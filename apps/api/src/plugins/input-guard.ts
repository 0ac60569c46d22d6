import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '@folio/shared';
import { coded, validationFailed } from '../lib/http-error.ts';
import { JSON_MAX_DEPTH, nestedDeeperThan } from '../lib/json-depth.ts';

/** A text PostgreSQL refuses: with a NUL character, or half a surrogate pair on its own (not Unicode, and refused by its JSON). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const refused = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** A value met on the walk, with the way to it: its key and the step before (a path is spelt out only when it is named). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

const pathOf = (step: Step | null, key?: string) => {
  const keys = key === undefined ? [] : [key];
  for (let at = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Where in the parsed parts of a request (params, query, body) such a text sits, a value or a key, as
 * `field.sub.0` paths: at most ten, to name them. The walk keeps its own stack, so no depth can overflow it.
 */
export function refusedFields(roots: unknown[]): string[] {
  const found: string[] = [];
  const stack: Step[] = roots.map((value) => ({ value, key: '', parent: null })).reverse();
  while (stack.length > 0 && found.length < 10) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (refused(value)) found.push(pathOf(step) || '_root');
    } else if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
      // Pushed last first, so that fields are named in the order they were sent.
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, item] = entries[i]!;
        stack.push({ value: item, key, parent: step });
      }
      if (!Array.isArray(value)) for (const [key] of entries) if (refused(key)) found.push(pathOf(step, key));
    }
  }
  return found.slice(0, 10);
}

/** A body parser of JSON that refuses a body nested deeper than JSON_MAX_DEPTH unparsed (400), for any type that carries JSON. */
export function guardedJsonParser(app: FastifyInstance): FastifyBodyParser<string> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (nestedDeeperThan(body, JSON_MAX_DEPTH)) return done(coded(400, 'bodyTooDeep', { max: JSON_MAX_DEPTH }), undefined);
    return parseJson(request, body, done);
  };
}

/**
 * PostgreSQL refuses the NUL character in text and JSON ("invalid byte sequence"), and half a surrogate pair in
 * JSON, which would turn any field, search, slug or saved page holding one into a 500. No text of Folio's may
 * hold them, so every request is checked once here, before the route's own schema: 422 naming the fields,
 * like any other invalid field.
 *
 * Before that, a JSON body nested deeper than any of Folio's (JSON_MAX_DEPTH) is refused unparsed with 400, on
 * every route, signed in or not: `[` × 100,000 used to overflow the stack of the walk (a 500) and hold the
 * process for seconds.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, guardedJsonParser(app));

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const found = refusedFields([request.params, request.query, request.body]);
    if (found.length) throw validationFailed(Object.fromEntries(found.map((field) => [field, [MESSAGES.invalidCharacter]])));
  });
});
