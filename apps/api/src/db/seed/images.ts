import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage/index.ts';

const escape = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A number from a text, to vary a picture's shapes by its label and still give the same picture every run. */
const hashOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/**
 * The label in lines that fit the picture: the largest size at which every word fits across and all the lines
 * fit in the middle half, so that a whole title shows ("Birds of Bangladesh", not "Birds of").
 */
function fitted(label: string, width: number, height: number): { lines: string[]; size: number } {
  const words = label.split(/\s+/).filter(Boolean);
  for (let size = Math.round(width / 6); size > 12; size -= 2) {
    const perLine = Math.floor((width * 0.84) / (size * 0.62));
    if (words.some((w) => w.length > perLine)) continue;
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length * size * 1.2 <= height * 0.5) return { lines, size };
  }
  return { lines: [label], size: 12 };
}

// The picture's text is drawn by the machine's fonts (DejaVu has Latin, Greek and Cyrillic); a label in
// another script is left off rather than drawn as empty boxes; the page around the picture names it anyway.
const DRAWABLE = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}\p{P}\p{S}\s]*$/u;

/**
 * The pictures drawn in this process, by label, hue and size: drawing is the slow part of a seed, and a process
 * that seeds again (the tests, a second database) draws each picture once.
 */
const drawn = new Map<string, Promise<Buffer>>();

/**
 * A demo picture made on the spot (a gradient, a few soft shapes and the label), stored like an upload, so
 * that seeded rows have real images without shipping binary files. Stored as an image (public), or as a private document.
 */
export async function demoImage(storage: Storage, label: string, hue: number, size = { width: 480, height: 480 }, kind: 'image' | 'document' = 'image'): Promise<string> {
  const id = JSON.stringify([label, hue, size.width, size.height]);
  if (!drawn.has(id)) drawn.set(id, drawPicture(label, hue, size));
  const key = `${kind}/demo/${randomUUID()}.webp`;
  await storage.put(key, await drawn.get(id)!, 'image/webp');
  return storage.url(key);
}

/** The picture's WebP bytes: the same for the same label, hue and size. */
async function drawPicture(label: string, hue: number, size: { width: number; height: number }): Promise<Buffer> {
  const { width, height } = size;
  const h = hashOf(label);
  const shapes = [0, 1, 2]
    .map((i) => {
      const x = ((h >> (i * 5)) % 100) / 100;
      const y = ((h >> (i * 7 + 3)) % 100) / 100;
      const r = (0.12 + (((h >> (i * 3)) % 10) / 100) * 1.5) * Math.min(width, height);
      return `<circle cx="${(x * width).toFixed(0)}" cy="${(y * height).toFixed(0)}" r="${r.toFixed(0)}" fill="white" fill-opacity="${0.1 + i * 0.04}"/>`;
    })
    .join('');
  const hills = `<path d="M0 ${height * 0.82} Q${width * 0.3} ${height * 0.7} ${width * 0.55} ${height * 0.8} T${width} ${height * 0.76} V${height} H0 Z" fill="black" fill-opacity="0.12"/>`;
  const { lines, size: fontSize } = DRAWABLE.test(label) ? fitted(label, width, height) : { lines: [], size: 0 };
  const top = height * 0.5 - ((lines.length - 1) * fontSize * 1.2) / 2 + fontSize * 0.35;
  const text = lines
    .map((line, i) => `<text x="50%" y="${(top + i * fontSize * 1.2).toFixed(0)}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="bold" fill="white">${escape(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,42%)"/>
    </linearGradient><filter id="s"><feDropShadow dx="0" dy="2" stdDeviation="3" flood-opacity="0.35"/></filter></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes}${hills}<g filter="url(#s)">${text}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
