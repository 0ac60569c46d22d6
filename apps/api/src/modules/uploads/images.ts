import sharp from 'sharp';

const THUMBNAIL_WIDTH = 320;

export interface ProcessedImage {
  body: Buffer;
  thumbnail: Buffer;
  ext: string;
  mime: string;
  width: number | null;
  height: number | null;
}

/**
 * Re-encodes an image: applies its orientation, drops every metadata block (EXIF, GPS, XMP: sharp keeps none
 * unless asked) and anything hidden after the image data, and makes a WebP thumbnail.
 */
export async function processImage(input: Buffer, mime: string): Promise<ProcessedImage> {
  const animated = mime === 'image/gif';
  const image = sharp(input, { animated, limitInputPixels: 40_000_000 }).rotate();
  const encoded =
    mime === 'image/png' ? image.png() : mime === 'image/webp' ? image.webp({ quality: 85 }) : mime === 'image/gif' ? image.gif() : image.jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(input, { limitInputPixels: 40_000_000 }).rotate().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  const ext = { 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' }[mime] ?? 'jpg';
  return { body: data, thumbnail, ext, mime, width: info.width ?? null, height: info.pageHeight ?? info.height ?? null };
}
