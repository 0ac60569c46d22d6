import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessageOf, serverText } from '@folio/shared';
import { HttpError } from '../lib/http-error.ts';
import { httpErrorOf } from './domain-errors.ts';

/** Fastify's own client errors, answered in words a person can act on. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/** Turns a validation path such as `/items/0/name` into the field name `items.0.name`. */
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.') || '_root';

/** The code and values of a message the catalogue holds (server-messages.ts), for the browser to translate. */
const codeOf = (message: string) => {
  const found = serverMessageOf(message);
  return found ? { code: found.code, ...(Object.keys(found.params).length > 0 && { params: found.params }) } : {};
};

/**
 * The one error handler (architecture.md §3): every error becomes `{ message, errors?, code?, params? }`; domain errors get the
 * status of domain-errors.ts, client errors keep theirs; anything else is a 500 whose details stay in the log,
 * never in the answer.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    const error = httpErrorOf(thrown) ?? thrown;
    if (error instanceof HttpError) {
      // A service that failed (a 503) is the operator's to see, with what it was.
      if (error.statusCode >= 500 && !(thrown instanceof HttpError)) request.log.error({ err: thrown }, 'request failed');
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({ message: error.message, ...(error.errors && { errors: error.errors }), ...codeOf(error.message), ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) (errors[fieldOf(issue.instancePath)] ??= []).push(issue.message ?? 'Invalid value');
      const where = error.validationContext && error.validationContext !== 'body' ? error.validationContext : null;
      const message = where ? { message: serverText('invalidIn', { where }), code: 'invalidIn', params: { where } } : { message: serverText('invalid'), code: 'invalid' };
      return reply.code(422).send({ ...message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? error.message;
      return reply.code(status).send({ message, ...codeOf(message) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: serverText('serverError'), code: 'serverError' });
  });
});
