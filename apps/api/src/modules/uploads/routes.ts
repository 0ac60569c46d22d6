import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { ErrorResponseSchema, MEDIA_UPLOAD_KINDS, UPLOAD_KINDS, type MediaUploadKind, type UploadKind, type UploadResult } from '@folio/shared';
import { uploads } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage.ts';
import { processImage } from './images.ts';
import { storeMedia, tooLarge } from './media.ts';
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
const isMedia = (kind: UploadKind): kind is MediaUploadKind => (MEDIA_UPLOAD_KINDS as readonly string[]).includes(kind);

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
async function prepare(kind: Exclude<UploadKind, MediaUploadKind>, buffer: Buffer, mime: string): Promise<Prepared> {
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

/** One stored upload, as recorded and answered. */
interface Stored {
  key: string;
  mime: string;
  size: number;
  thumbKey: string | null;
  width: number | null;
  height: number | null;
  pageCount: number | null;
}

/** An image or a PDF: read whole (at most its kind's limit), checked, prepared, then stored with its thumbnail. */
async function storeWhole(storage: Storage, kind: Exclude<UploadKind, MediaUploadKind>, part: MultipartFile, keyOf: (suffix: string) => string): Promise<Stored> {
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (buffer.length === 0) throw new HttpError(422, 'The file is empty.');
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !(UPLOAD_KINDS[kind].mime as readonly string[]).includes(detected.mime)) throw unsupported();
  const prepared = await prepare(kind, buffer, detected.mime);
  const key = keyOf(prepared.ext);
  const thumbKey = prepared.thumbnail ? keyOf('thumb.webp') : null;
  await storage.put(key, prepared.body, prepared.mime);
  if (prepared.thumbnail && thumbKey) await storage.put(thumbKey, prepared.thumbnail, 'image/webp');
  return { key, mime: prepared.mime, size: prepared.body.length, thumbKey, width: prepared.width, height: prepared.height, pageCount: prepared.pageCount };
}

/**
 * POST /api/uploads?kind=image|pdf|audio|video (multipart, field `file`), for any signed-in user. The type is
 * read from the file's first bytes, never from its name or the browser's word; SVG is refused (it can carry
 * script). Images and PDFs are read whole (they are re-encoded or parsed); sound and video are streamed to
 * storage as they arrive.
 */
export async function uploadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/', {
    schema: {
      tags: ['uploads'],
      summary: 'Upload a file (multipart field `file`)',
      description: Object.entries(UPLOAD_KINDS).map(([kind, rule]) => `${kind}: ${rule.extensions.join(', ')}, up to ${rule.maxBytes / 1024 / 1024} MB`).join('; '),
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
      querystring: z.object({ kind: z.enum(kinds).default('image') }),
      response: { 201: z.object({ message: z.string(), data: UploadResultSchema }), 400: ErrorResponseSchema, 401: ErrorResponseSchema, 413: ErrorResponseSchema, 415: ErrorResponseSchema, 422: ErrorResponseSchema },
    },
    onRequest: app.authenticate,
  }, async (request, reply) => {
    const { kind } = request.query;
    const rule = UPLOAD_KINDS[kind];
    if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data in the field "file".');
    const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!part) throw new HttpError(400, 'No file was sent.');
    const id = randomUUID();
    const folder = `${kind}/${new Date().toISOString().slice(0, 7)}`;
    const keyOf = (suffix: string) => `${folder}/${id}.${suffix}`;
    const file: Stored = isMedia(kind)
      ? { ...(await storeMedia(app.storage, kind, part, keyOf)), thumbKey: null, width: null, height: null, pageCount: null }
      : await storeWhole(app.storage, kind, part, keyOf);
    await app.db.insert(uploads).values({ id, ownerId: request.user.id, kind, key: file.key, mime: file.mime, size: file.size, width: file.width, height: file.height });

    const data: UploadResult = {
      url: app.storage.url(file.key),
      thumbnail_url: file.thumbKey && app.storage.url(file.thumbKey),
      mime: file.mime,
      size: file.size,
      width: file.width,
      height: file.height,
      page_count: file.pageCount,
    };
    return reply.code(201).send({ message: 'File uploaded.', data });
  });
}
