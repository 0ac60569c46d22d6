import type { FastifyInstance } from 'fastify';
import { bookGuard } from '../ebooks/guard.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamsSchema, VERSION_MESSAGES, VersionCreateSchema, VersionListQuerySchema, VersionListResponseSchema, VersionParamsSchema, VersionResponseSchema,
  VersionRestoredResponseSchema, VersionWrittenResponseSchema,
} from '@folio/shared';
import { errorResponses, staleVersion, tooLarge } from '../../lib/http-error.ts';
import { nameVersion } from './name.ts';
import { findVersion, listVersions, versionDetails, versionSummary } from './query.ts';
import { restoreVersion } from './restore.ts';
import { keepLiveInStep } from '../live/page-api.ts';

const errors = errorResponses(401, 403, 404, 422);

/**
 * A book's version history (decision 019): `/api/admin/ebooks/{id}/versions`. Everyone the book is shared with
 * reads it; its editors (and its owner, and admins) name versions and restore them. Pupils too, on their own books.
 */
export async function versionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = { tags: ['versions'], security: [{ bearer: [] }] };
  // A pupil keeps the history of the books they write in their class (the policy checks that they are theirs).
  const config = { pupils: true };

  const { guard, access } = bookGuard(app);

  app.get('/:id/versions', {
    schema: { ...base, summary: "List a book's versions, newest first (without their pages)", params: IdParamsSchema, querystring: VersionListQuerySchema, response: { 200: VersionListResponseSchema, ...errors } },
    ...guard('read_versions'),
    config,
  }, async (request) => listVersions(db, access(request).id, request.query));

  app.post('/:id/versions', {
    schema: { ...base, summary: 'Name a version of the pages as they are now', params: IdParamsSchema, body: VersionCreateSchema, response: { 201: VersionWrittenResponseSchema, ...errors } },
    ...guard('make_version'),
    config,
  }, async (request, reply) => {
    const row = await nameVersion(db, request.user, access(request), request.body.name);
    return reply.code(201).send({ message: VERSION_MESSAGES.made, data: await versionSummary(db, row) });
  });

  app.get('/:id/versions/:versionId', {
    schema: { ...base, summary: 'Read a version with all its pages, to look at', params: VersionParamsSchema, response: { 200: VersionResponseSchema, ...errors } },
    ...guard('read_versions'),
    config,
  }, async (request) => ({ data: await versionDetails(db, await findVersion(db, access(request).id, request.params.versionId)) }));

  app.post('/:id/versions/:versionId/restore', {
    schema: {
      ...base,
      summary: "Restore a version: the pages before it are kept as a version first, then the version's pages become the book's (answers the book's new version)",
      params: VersionParamsSchema,
      response: { 200: VersionRestoredResponseSchema, ...errorResponses(401, 403, 404, staleVersion, 422, tooLarge) },
    },
    ...guard('restore_version'),
    config,
  }, async (request) => {
    const book = access(request);
    const version = await findVersion(db, book.id, request.params.versionId);
    // A book edited live takes the restore as a change of its live document (decision 019).
    const restored = await keepLiveInStep(app, book.id, request.user.id, () => restoreVersion(db, request.user, book, version, app.config.bookMaxBytes));
    return { message: VERSION_MESSAGES.restored, data: { version: restored.version, before: await versionSummary(db, restored.before) } };
  });
}
