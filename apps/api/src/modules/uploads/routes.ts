import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { MediaListQuerySchema, MediaListResponseSchema, UPLOAD_KINDS, UploadQuerySchema, UploadWrittenResponseSchema, type UploadResult } from '@folio/shared';
import { uploads } from '../../db/schema.ts';
import { errorResponses, HttpError } from '../../lib/http-error.ts';
import { tooLarge } from './incoming.ts';
import { fileNameOf, listMedia } from './library.ts';
import { checkMayUpload } from './policy.ts';
import { quotaOf, storageFull, usedBytes } from './quota.ts';
import { storeUpload, uploadKeys, type Stored } from './store.ts';

/**
 * What a multipart body carries beside the file (boundaries, the part's headers and file name). The checks
 * on the declared length allow this much; the stored file is held to the exact limits.
 */
const MULTIPART_ALLOWANCE = 64 * 1024;

/** The body's declared length, or null when the client did not say (a chunked body). */
function declaredLength(request: FastifyRequest): number | null {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length >= 0 ? length : null;
}

/**
 * POST /api/uploads?kind=image|pdf|audio|video|document (multipart, field `file`), for any signed-in user
 * (documents: admins). The type is read from the file's first bytes, never from its name or the browser's
 * word; SVG is refused (it can carry script). A body that the limits refuse is refused before it is read:
 * by its Content-Length when it is over the kind's limit or the account's storage quota, and by its first
 * bytes when they are not of the kind. A refusal closes the connection, so that the rest is never received.
 */
export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/', {
    schema: {
      tags: ['uploads'],
      summary: "The signed-in user's own images, sounds or videos, newest first, found by file name: the editor's media library",
      security: [{ bearer: [] }],
      querystring: MediaListQuerySchema,
      response: { 200: MediaListResponseSchema, ...errorResponses(401, 422) },
    },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return listMedia(app.db, app.storage, request.user.id, request.query);
  });

  app.post('/', {
    schema: {
      tags: ['uploads'],
      summary: 'Upload a file (multipart field `file`)',
      description: `${Object.entries(UPLOAD_KINDS).map(([kind, rule]) => `${kind}: ${rule.extensions.join(', ')}, up to ${rule.maxBytes / 1024 / 1024} MB`).join('; ')}. Each account but an admin's stores at most STORAGE_QUOTA_MB in all (413 past it). A PDF book's pages are counted in the background: GET /api/uploads/pdf-processing follows it.`,
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
      querystring: UploadQuerySchema,
      response: { 201: UploadWrittenResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 422) },
    },
    onRequest: app.authenticate,
    // Whatever of a refused body was not read yet is not read at all: the connection ends with the answer.
    onSend: async (_request, reply) => {
      if (reply.statusCode >= 400) reply.header('connection', 'close');
    },
  }, async (request, reply) => {
    const { kind } = request.query;
    const { user } = request;
    checkMayUpload(user, kind);
    if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data in the field "file".');
    const rule = UPLOAD_KINDS[kind];
    const declared = declaredLength(request);
    if (declared !== null && declared > rule.maxBytes + MULTIPART_ALLOWANCE) throw tooLarge();
    const quota = await quotaOf(app.db, app.config, user);
    if (quota !== null && declared !== null) {
      const used = await usedBytes(app.db, user.id);
      if (used + declared > quota.bytes + MULTIPART_ALLOWANCE) throw storageFull(used, quota);
    }

    const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!part) throw new HttpError(400, 'No file was sent.');
    const id = randomUUID();
    const file: Stored = await storeUpload(app.storage, kind, part, uploadKeys(kind, id));
    // A PDF book is processed in the background (modules/jobs): its job is queued with its row, or neither is.
    const processed = kind === 'pdf';
    await app.db.transaction(async (tx) => {
      await tx.insert(uploads).values({ id, ownerId: user.id, kind, key: file.key, name: fileNameOf(part.filename), thumbKey: file.thumbKey, mime: file.mime, size: file.size, width: file.width, height: file.height, processing: processed ? 'pending' : null });
      if (processed) await app.jobs.processPdf(tx, id);
    });
    if (quota !== null) {
      // Counted with the file in: concurrent uploads (or a body of unknown length) cannot pass the quota together.
      const used = await usedBytes(app.db, user.id);
      if (used > quota.bytes) {
        await app.db.delete(uploads).where(eq(uploads.id, id));
        await Promise.all([file.key, file.thumbKey].filter((key) => key !== null).map((key) => app.storage.remove(key)));
        throw storageFull(used - file.size, quota);
      }
    }

    const data: UploadResult = {
      url: app.storage.url(file.key),
      thumbnail_url: file.thumbKey && app.storage.url(file.thumbKey),
      mime: file.mime,
      size: file.size,
      width: file.width,
      height: file.height,
      page_count: file.pageCount,
      processing: processed ? { status: 'pending', error: null, page_count: null } : null,
    };
    return reply.code(201).send({ message: 'File uploaded.', data });
  });
}
