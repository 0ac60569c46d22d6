import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { ErrorResponseSchema, UPLOAD_KINDS, type UploadKind, type UploadResult } from '@folio/shared';
import { uploads } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { processImage } from './images.ts';

const UploadResultSchema = z.object({
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  mime: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

const kinds = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];

/**
 * POST /api/uploads?kind=image (multipart, field `file`), for any signed-in user. The type is read from
 * the file's first bytes, never from its name or the browser's word; SVG is refused (it can carry script).
 */
export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/', {
    schema: {
      tags: ['uploads'],
      summary: 'Upload a file (multipart field `file`)',
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
      querystring: z.object({ kind: z.enum(kinds).default('image') }),
      response: { 201: z.object({ message: z.string(), data: UploadResultSchema }), 400: ErrorResponseSchema, 401: ErrorResponseSchema, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
    },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    const rule = UPLOAD_KINDS[request.query.kind];
    if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data in the field "file".');
    const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!part) throw new HttpError(400, 'No file was sent.');
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'File Size is too large');
      throw error;
    }
    const detected = await fileTypeFromBuffer(buffer);
    if (!detected || !(rule.mime as readonly string[]).includes(detected.mime)) throw new HttpError(415, 'Unsupported File Format');

    let image;
    try {
      image = await processImage(buffer, detected.mime);
    } catch {
      throw new HttpError(415, 'Unsupported File Format');
    }
    const id = randomUUID();
    const month = new Date().toISOString().slice(0, 7);
    const key = `${request.query.kind}/${month}/${id}.${image.ext}`;
    const thumbKey = `${request.query.kind}/${month}/${id}.thumb.webp`;
    await app.storage.put(key, image.body, image.mime);
    await app.storage.put(thumbKey, image.thumbnail, 'image/webp');
    await app.db.insert(uploads).values({ id, ownerId: request.user.id, kind: request.query.kind, key, mime: image.mime, size: image.body.length, width: image.width, height: image.height });

    const data: UploadResult = {
      url: app.storage.url(key),
      thumbnail_url: app.storage.url(thumbKey),
      mime: image.mime,
      size: image.body.length,
      width: image.width,
      height: image.height,
    };
    return reply.code(201).send({ message: 'File uploaded.', data });
  });
}
