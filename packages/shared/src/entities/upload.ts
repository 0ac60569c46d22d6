/** Upload kinds, their accepted types (checked by magic bytes on the server) and size limits. */
export const UPLOAD_KINDS = {
  image: { mime: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'], maxBytes: 5 * 1024 * 1024 },
  // The file of a PDF book (issue 4): stored as sent, its pages counted by the server.
  pdf: { mime: ['application/pdf'], maxBytes: 100 * 1024 * 1024 },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The form's check before sending (spec §5 file messages); the server refuses the same with 415/413. */
export function checkFile(file: { type: string; size: number }, kind: UploadKind): string | null {
  const rule = UPLOAD_KINDS[kind];
  const typeOk = (rule.mime as readonly string[]).includes(file.type);
  const sizeOk = file.size <= rule.maxBytes;
  if (!typeOk && !sizeOk) return 'Unsupported File Format or Size';
  if (!typeOk) return 'Unsupported File Format';
  if (!sizeOk) return 'File Size is too large';
  return null;
}

export interface UploadResult {
  url: string;
  /** A small WebP of an image; null for a PDF. */
  thumbnail_url: string | null;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The number of pages of a PDF; null for an image. */
  page_count: number | null;
}
