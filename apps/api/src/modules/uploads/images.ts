import sharp from 'sharp';

const THUMBNAIL_WIDTH = 320;
const MAX_PIXELS = 40_000_000;

interface ProcessedImage {
  body: Buffer;
  /** A WebP preview, when asked for. */
  thumbnail: Buffer | null;
  ext: string;
  mime: string;
  width: number | null;
  height: number | null;
}

/**
 * Re-encodes an image: applies its orientation, drops every metadata block (EXIF, GPS, XMP: sharp keeps none
 * unless asked) and anything hidden after the image data, and makes a WebP thumbnail unless told not to (an
 * identity document gets none: one private file is enough).
 */
export async function processImage(input: Buffer, mime: string, { thumbnail = true } = {}): Promise<ProcessedImage> {
  const animated = mime === 'image/gif';
  const image = sharp(input, { animated, limitInputPixels: MAX_PIXELS }).rotate();
  const encoded =
    mime === 'image/png' ? image.png() : mime === 'image/webp' ? image.webp({ quality: 85 }) : mime === 'image/gif' ? image.gif() : image.jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const preview = thumbnail
    ? await sharp(input, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()
    : null;
  const ext = { 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' }[mime] ?? 'jpg';
  return { body: data, thumbnail: preview, ext, mime, width: info.width ?? null, height: info.pageHeight ?? info.height ?? null };
}
