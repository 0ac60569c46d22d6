import type { FastifyRequest } from 'fastify';
import { IdParamsSchema } from '@folio/shared';

/**
 * Route options of a route on one record (`/:id`): sign-in, then `check` (404 unknown, 403 not allowed) BEFORE
 * the body is validated, so that nobody learns from validation messages about a record that is not theirs. An
 * id that is not a UUID is left to the params schema (422).
 */
export const checkBeforeBody = (
  authenticate: (request: FastifyRequest) => Promise<void>,
  check: (request: FastifyRequest, id: string) => Promise<void>,
) => ({
  onRequest: authenticate,
  preValidation: async (request: FastifyRequest) => {
    const { id } = request.params as { id?: string };
    if (IdParamsSchema.safeParse({ id }).success) await check(request, id!);
  },
});
