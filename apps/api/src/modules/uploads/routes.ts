import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { ErrorResponseSchema, UPLOAD_KINDS, type UploadKind, type UploadResult } from '@folio/shared';
import { uploads } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { processImage } from './images.ts';
import { countPdfPages } from './pdf.ts';

const UploadResultSchema = z.object({
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  mime: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  page_count: z.number().nullable(),
});

const kinds = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];
const unsupported = () => new HttpError(415, 'Unsupported File Format');

/** What gets stored for one upload: the main file, and for images a thumbnail. */
interface Prepared {
  body: Buffer;
  ext: string;
  mime: string;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
  pageCount: number | null;
}

/** Images are re-encoded without their metadata; a PDF is kept as sent once pdf-lib has read its pages. */
async function prepare(kind: UploadKind, buffer: Buffer, mime: string): Promise<Prepared> {
  if (kind === 'pdf') {
    const pageCount = await countPdfPages(buffer);
    if (pageCount === undefined) throw unsupported();
    return { body: buffer, ext: 'pdf', mime, thumbnail: null, width: null, height: null, pageCount };
  }
  try {
    const image = await processImage(buffer, mime);
    return { ...image, pageCount: null };
  } catch {
    throw unsupported();
  }
}

/**
 * POST /api/uploads?kind=image|pdf (multipart, field `file`), for any signed-in user. The type is read from
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
    const { kind } = request.query;
    const rule = UPLOAD_KINDS[kind];
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
    if (!detected || !(rule.mime as readonly string[]).includes(detected.mime)) throw unsupported();

    const file = await prepare(kind, buffer, detected.mime);
    const id = randomUUID();
    const month = new Date().toISOString().slice(0, 7);
    const key = `${kind}/${month}/${id}.${file.ext}`;
    const thumbKey = file.thumbnail ? `${kind}/${month}/${id}.thumb.webp` : null;
    await app.storage.put(key, file.body, file.mime);
    if (file.thumbnail && thumbKey) await app.storage.put(thumbKey, file.thumbnail, 'image/webp');
    await app.db.insert(uploads).values({ id, ownerId: request.user.id, kind, key, mime: file.mime, size: file.body.length, width: file.width, height: file.height });

    const data: UploadResult = {
      url: app.storage.url(key),
      thumbnail_url: thumbKey && app.storage.url(thumbKey),
      mime: file.mime,
      size: file.body.length,
      width: file.width,
      height: file.height,
      page_count: file.pageCount,
    };
    return reply.code(201).send({ message: 'File uploaded.', data });
  });
}
