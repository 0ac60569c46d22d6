import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage/index.ts';

const escape = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A demo picture made on the spot (a gradient with a label), stored like an upload, so that seeded rows
 * have real images without shipping binary files. Stored as an image (public), or as a private document.
 */
export async function demoImage(storage: Storage, label: string, hue: number, size = { width: 480, height: 480 }, kind: 'image' | 'document' = 'image'): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,42%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${size.width * 0.8}" cy="${size.height * 0.2}" r="${size.width * 0.18}" fill="white" fill-opacity="0.15"/>
    <text x="50%" y="55%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size.width / 9)}" font-weight="bold" fill="white">${escape(label)}</text>
  </svg>`;
  const body = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  const key = `${kind}/demo/${randomUUID()}.webp`;
  await storage.put(key, body, 'image/webp');
  return storage.url(key);
}
