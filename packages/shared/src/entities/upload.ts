import { z } from 'zod';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import type { MessageKey } from '../messages.ts';

const MB = 1024 * 1024;

/**
 * Upload kinds: `mime` is what a stored file of the kind is served as (the server reads the real type from the
 * file's first bytes), `extensions` the names the file picker offers, `maxBytes` the size limit.
 * Sound and video are limited to what Chromium plays: MP3, Ogg (Vorbis, Opus), WAV, M4A/AAC and WebM sound;
 * MP4 and WebM video (Chromium dropped Ogg Theora, and plays QuickTime and Matroska only by chance).
 */
export const UPLOAD_KINDS = {
  image: { mime: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'], extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'], maxBytes: 5 * MB },
  // The file of a PDF book: stored as sent; its pages are counted in the background (PdfProcessing).
  pdf: { mime: ['application/pdf'], extensions: ['pdf'], maxBytes: 100 * MB },
  // Sound of an audio element: streamed to storage, never held in memory whole.
  audio: { mime: ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/mp4', 'audio/aac', 'audio/webm'], extensions: ['mp3', 'ogg', 'oga', 'opus', 'wav', 'm4a', 'aac', 'weba', 'webm'], maxBytes: 20 * MB },
  // A video file of a video element (YouTube and Vimeo pages are embedded instead): streamed like sound.
  video: { mime: ['video/mp4', 'video/webm'], extensions: ['mp4', 'm4v', 'webm'], maxBytes: 200 * MB },
  // An identity document of a publisher (NID, signature, trade licence), a scan or a photo: admins upload it,
  // and only admins ever read it back (never served at its address).
  document: { mime: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'], extensions: ['jpg', 'jpeg', 'png', 'webp', 'pdf'], maxBytes: 10 * MB },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** POST /api/uploads?kind=…: what the file is for (an image when left out). */
export const UploadQuerySchema = z.object({ kind: z.enum(Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]]).default('image') });

/**
 * The kinds anyone may fetch at their address (`/uploads/<kind>/…`). A PDF book is read only through the
 * reading-access rule (GET /api/public/ebooks/{id}/pdf), a document only by admins: neither is served there.
 */
export const PUBLIC_UPLOAD_KINDS = ['image', 'audio', 'video'] as const satisfies readonly UploadKind[];

/** The kinds whose files are streamed to storage and played by the browser's own players. */
export const MEDIA_UPLOAD_KINDS = ['audio', 'video'] as const satisfies readonly UploadKind[];
export type MediaUploadKind = (typeof MEDIA_UPLOAD_KINDS)[number];

const extensionOf = (name: string | undefined) => /\.([a-z0-9]+)$/i.exec(name ?? '')?.[1]?.toLowerCase() ?? '';

/** The `accept` attribute of a file picker for a kind: its types and its file name extensions. */
export function uploadAccept(kind: UploadKind): string {
  const rule = UPLOAD_KINDS[kind];
  return [...rule.mime, ...rule.extensions.map((ext) => `.${ext}`)].join(',');
}

/**
 * The form's check before sending (spec §5 file messages); the server refuses the same with 415/413. Browsers
 * name some sound types differently (audio/x-m4a, audio/x-wav, video/webm for a .webm sound…), so a known
 * extension is enough here: the server reads the real type anyway.
 */
export function checkFile(file: { type: string; size: number; name?: string }, kind: UploadKind): string | null {
  const rule = UPLOAD_KINDS[kind];
  const typeOk = (rule.mime as readonly string[]).includes(file.type) || (rule.extensions as readonly string[]).includes(extensionOf(file.name));
  const sizeOk = file.size <= rule.maxBytes;
  if (!typeOk && !sizeOk) return 'Unsupported File Format or Size';
  if (!typeOk) return 'Unsupported File Format';
  if (!sizeOk) return 'File Size is too large';
  return null;
}

/**
 * A PDF book's processing, a background job that starts once the file is stored: its pages are counted and,
 * when its first page is a picture, a cover is made of it. `pending` waits for a worker, `processing` runs;
 * `failed` says why in `error` (a validation message, see MESSAGES).
 */
export const PDF_PROCESSING_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;
export type PdfProcessingStatus = (typeof PDF_PROCESSING_STATUSES)[number];
/** Why processing a PDF failed: the keys of its messages in MESSAGES. */
export const PDF_PROCESSING_FAILURES = ['pdfUnreadable', 'pdfNoPages', 'pdfNotProcessed'] as const satisfies readonly MessageKey[];
export type PdfProcessingFailure = (typeof PDF_PROCESSING_FAILURES)[number];

export const PdfProcessingSchema = z.object({
  status: z.enum(PDF_PROCESSING_STATUSES),
  error: z.string().nullable(),
  /** Known once the status is `done`. */
  page_count: z.number().nullable(),
});
export type PdfProcessing = z.infer<typeof PdfProcessingSchema>;

/** GET /api/uploads/pdf-processing?url=…: the processing of a PDF book's file, by the address its upload answered. */
export const PdfProcessingQuerySchema = z.object({ url: z.string().min(1).max(1100) });
export const PdfProcessingResponseSchema = dataOf(PdfProcessingSchema);
export type PdfProcessingResponse = z.infer<typeof PdfProcessingResponseSchema>;

export const UploadResultSchema = z.object({
  url: z.string(),
  /** A small WebP of an image; null for other kinds. */
  thumbnail_url: z.string().nullable(),
  mime: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** The number of pages of a PDF document; null for other kinds, and for a PDF book until it is processed. */
  page_count: z.number().nullable(),
  /** A PDF book's processing (it has just started); null for other kinds. */
  processing: PdfProcessingSchema.nullable(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;
/** POST /api/uploads: the stored file. */
export const UploadWrittenResponseSchema = writtenOf(UploadResultSchema);
export type UploadWrittenResponse = z.infer<typeof UploadWrittenResponseSchema>;

/**
 * The signed-in user's own media (GET /api/uploads): the images, sounds and videos they uploaded, newest first,
 * to use again in any book without uploading them twice. `search` matches the file's name.
 */
export const MEDIA_KINDS = ['image', 'audio', 'video'] as const satisfies readonly UploadKind[];
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MEDIA_PER_PAGE = 24;
export const MediaListQuerySchema = z.object({
  kind: z.enum(MEDIA_KINDS).default('image'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(48).default(MEDIA_PER_PAGE),
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

export const MediaItemSchema = UploadResultSchema.pick({ url: true, thumbnail_url: true, mime: true, size: true, width: true, height: true }).extend({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** The file's name as it was uploaded; null for files uploaded before names were kept. */
  name: z.string().nullable(),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;
export const MediaListResponseSchema = pageOf(MediaItemSchema);
export type MediaListResponse = z.infer<typeof MediaListResponseSchema>;
