import sharp from 'sharp';
import type { DemoVideo } from './spec.ts';

/**
 * Demo videos made by the seed itself: each frame is drawn as SVG and encoded by sharp as a lossy WebP, whose
 * payload is a VP8 key frame; the frames are then put in a WebM (Matroska) file as one cluster of key
 * frames. No encoder binary, no download: a few seconds of simple animation that any browser plays.
 */
const WIDTH = 480;
const HEIGHT = 270;
const FPS = 12;
const SECONDS = 4;

type Frame = (t: number) => string;

const svg = (body: string, background = '#0b1026') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="${background}"/>${body}</svg>`;
// Stars scattered by the golden angle, so that they fall evenly and never in rows.
const stars = Array.from({ length: 40 }, (_, i) => {
  const x = ((i * 0.618_034) % 1) * WIDTH;
  const y = ((i * 0.381_966 + (i % 7) * 0.137) % 1) * HEIGHT;
  return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 3 === 0 ? 1.6 : 1}" fill="#fff" fill-opacity="0.7"/>`;
}).join('');

/** Each animation as a frame at time `t` (0 to 1 over the whole video). */
const ANIMATIONS: Record<DemoVideo, Frame> = {
  // A planet going round its star, with a moon going round the planet.
  orbit: (t) => {
    const a = t * Math.PI * 2;
    const px = WIDTH / 2 + 170 * Math.cos(a);
    const py = HEIGHT / 2 + 95 * Math.sin(a);
    const m = a * 4;
    return svg(
      `${stars}<ellipse cx="${WIDTH / 2}" cy="${HEIGHT / 2}" rx="170" ry="95" fill="none" stroke="#6b7280" stroke-dasharray="4 6"/>` +
        `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="34" fill="#fbbf24"/><circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="44" fill="#fbbf24" fill-opacity="0.25"/>` +
        `<circle cx="${px}" cy="${py}" r="15" fill="#3b82f6"/><circle cx="${px + 28 * Math.cos(m)}" cy="${py + 20 * Math.sin(m)}" r="5" fill="#e5e7eb"/>`,
    );
  },
  // A ball dropping and bouncing lower each time, with its shadow.
  bounce: (t) => {
    const bounces = 4;
    const phase = (t * bounces) % 1;
    const height = 170 * 0.72 ** Math.floor(t * bounces);
    const y = 225 - height * 4 * phase * (1 - phase) - 22;
    const x = 60 + t * (WIDTH - 120);
    const squash = y > 195 ? 0.8 : 1;
    return svg(
      `<rect y="225" width="${WIDTH}" height="45" fill="#d1fae5"/><ellipse cx="${x}" cy="228" rx="${26 - (225 - y) / 12}" ry="5" fill="#064e3b" fill-opacity="0.3"/>` +
        `<ellipse cx="${x}" cy="${y}" rx="${22 / squash}" ry="${22 * squash}" fill="#ef4444"/>`,
      '#e0f2fe',
    );
  },
  // A turtle walking a square and drawing it as it goes.
  'turtle-square': (t) => {
    const side = 150;
    const [ox, oy] = [WIDTH / 2 - side / 2, HEIGHT / 2 + side / 2];
    const corners = [[ox, oy], [ox + side, oy], [ox + side, oy - side], [ox, oy - side], [ox, oy]] as const;
    const walked = Math.min(t * 1.1, 1) * 4;
    const leg = Math.min(Math.floor(walked), 3);
    const part = walked - leg;
    const [x0, y0] = corners[leg]!;
    const [x1, y1] = corners[leg + 1]!;
    const x = x0 + (x1 - x0) * part;
    const y = y0 + (y1 - y0) * part;
    const path = [...corners.slice(0, leg + 1), [x, y]].map(([cx, cy]) => `${cx},${cy}`).join(' ');
    const heading = Math.atan2(y1 - y0, x1 - x0) * (180 / Math.PI);
    return svg(
      `<polyline points="${path}" fill="none" stroke="#2563eb" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
        `<g transform="translate(${x} ${y}) rotate(${heading})"><ellipse rx="16" ry="12" fill="#16a34a"/><circle cx="18" r="6" fill="#15803d"/>` +
        `<circle cx="-6" cy="-12" r="4" fill="#15803d"/><circle cx="-6" cy="12" r="4" fill="#15803d"/><circle cx="8" cy="-12" r="4" fill="#15803d"/><circle cx="8" cy="12" r="4" fill="#15803d"/></g>`,
      '#f8fafc',
    );
  },
  // The sun coming up over hills while the sky turns from night to morning.
  sunrise: (t) => {
    const sky = (from: number[], to: number[]) => `rgb(${from.map((c, i) => Math.round(c + (to[i]! - c) * t)).join(',')})`;
    const y = 250 - 170 * t;
    return svg(
      `<circle cx="${WIDTH / 2}" cy="${y}" r="40" fill="#fcd34d"/><circle cx="${WIDTH / 2}" cy="${y}" r="58" fill="#fde68a" fill-opacity="${0.2 + 0.3 * t}"/>` +
        `<path d="M0 210 Q120 160 240 205 T480 195 V270 H0 Z" fill="${sky([20, 40, 30], [34, 139, 84])}"/>`,
      sky([15, 23, 42], [125, 200, 245]),
    );
  },
  // Three rows of waves rolling past.
  waves: (t) => {
    const row = (base: number, amplitude: number, length: number, speed: number, colour: string) => {
      const points: string[] = [];
      for (let x = 0; x <= WIDTH; x += 8) points.push(`${x},${base + amplitude * Math.sin(((x / length) + t * speed) * Math.PI * 2)}`);
      return `<polygon points="0,${HEIGHT} ${points.join(' ')} ${WIDTH},${HEIGHT}" fill="${colour}"/>`;
    };
    return svg(row(140, 12, 220, 1, '#60a5fa') + row(175, 10, 160, -2, '#3b82f6') + row(210, 8, 120, 3, '#1d4ed8'), '#bfdbfe');
  },
};

/** The VP8 key frame inside a lossy WebP file (its 'VP8 ' chunk). */
function vp8Of(webp: Buffer): Buffer {
  for (let at = 12; at + 8 <= webp.length; ) {
    const fourcc = webp.toString('ascii', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (fourcc === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('The WebP frame holds no VP8 data');
}

// EBML (the binary form of Matroska/WebM): an element is its id, its size as a variable-length integer, its data.
const size = (n: number) => {
  const out = Buffer.alloc(8);
  out.writeUInt8(0x01, 0); // an 8-byte size: one form for every element, simple to write
  out.writeUIntBE(Math.floor(n / 2 ** 24), 1, 3);
  out.writeUIntBE(n % 2 ** 24, 4, 4);
  return out;
};
const element = (id: number, ...data: Buffer[]) => {
  const body = Buffer.concat(data);
  const idBytes = Buffer.from(id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'), 'hex');
  return Buffer.concat([idBytes, size(body.length), body]);
};
const uint = (id: number, n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return element(id, bytes);
};
const float = (id: number, n: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(n);
  return element(id, bytes);
};
const string = (id: number, s: string) => element(id, Buffer.from(s, 'ascii'));

/**
 * A WebM file of VP8 key frames shown `1000 / FPS` ms apart: one cluster a second, and a cue for each, which
 * is what a browser needs to seek (without cues, a seek shows the first frame).
 */
function webm(frames: Buffer[]): Buffer {
  const frameMs = 1000 / FPS;
  const header = element(0x1a45dfa3, uint(0x4286, 1), uint(0x42f7, 1), uint(0x42f2, 4), uint(0x42f3, 8), string(0x4282, 'webm'), uint(0x4287, 2), uint(0x4285, 2));
  const info = element(0x1549a966, uint(0x2ad7b1, 1_000_000), string(0x4d80, 'Folio'), string(0x5741, 'Folio'), float(0x4489, frames.length * frameMs));
  const video = element(0xe0, uint(0xb0, WIDTH), uint(0xba, HEIGHT));
  const tracks = element(0x1654ae6b, element(0xae, uint(0xd7, 1), uint(0x73c5, 1), uint(0x9c, 0), string(0x86, 'V_VP8'), uint(0x83, 1), video));
  const clusters: { at: number; bytes: Buffer }[] = [];
  for (let first = 0; first < frames.length; first += FPS) {
    const at = Math.round(first * frameMs);
    const blocks = frames.slice(first, first + FPS).map((frame, i) => {
      const head = Buffer.alloc(4);
      head.writeUInt8(0x81, 0); // track 1
      head.writeInt16BE(Math.round((first + i) * frameMs) - at, 1); // time from the cluster's start
      head.writeUInt8(0x80, 3); // a key frame
      return element(0xa3, head, frame);
    });
    clusters.push({ at, bytes: element(0x1f43b675, uint(0xe7, at), ...blocks) });
  }
  // Cue positions count from the start of the segment's data; every number is written in a fixed width, so
  // the cues' own length does not depend on the positions they hold.
  const cues = (start: number) => {
    let position = start;
    const points = clusters.map(({ at, bytes }) => {
      const point = element(0xbb, uint(0xb3, at), element(0xb7, uint(0xf7, 1), uint(0xf1, position)));
      position += bytes.length;
      return point;
    });
    return element(0x1c53bb6b, ...points);
  };
  const before = info.length + tracks.length;
  const index = cues(before + cues(0).length);
  return Buffer.concat([header, element(0x18538067, info, tracks, index, ...clusters.map((c) => c.bytes))]);
}

// Each animation is encoded once a process (its frames are the slow part of a seed), however often it is seeded.
const encoded = new Map<DemoVideo, Promise<Buffer>>();

/** An animation as a WebM video (VP8, 480×270, 12 frames a second, 4 seconds). */
export function demoVideoWebm(video: DemoVideo): Promise<Buffer> {
  if (!encoded.has(video)) encoded.set(video, encodeVideo(video));
  return encoded.get(video)!;
}

async function encodeVideo(video: DemoVideo): Promise<Buffer> {
  const draw = ANIMATIONS[video];
  const count = FPS * SECONDS;
  const frames: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    const webp = await sharp(Buffer.from(draw(i / (count - 1)))).flatten().webp({ quality: 70 }).toBuffer();
    frames.push(vp8Of(webp));
  }
  return webm(frames);
}
