import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError } from '../../../test/helpers.ts';
import { uploadAs } from './fixtures/files.ts';
import { makeAac, makeIsoMedia, makeMp3, makeOpus, makeTheora, makeWav, makeWebm, streamedMultipart } from './fixtures/media.ts';

const MB = 1024 * 1024;

describe('POST /api/uploads?kind=audio|video', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('author@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const storedFiles = (kind: string) => {
    const dir = join(t.config.uploadsDir, kind);
    return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('.')) : [];
  };
  const sendStreamed = (kind: string, head: Buffer, size: number, filename: string, type: string, onChunk?: (sent: number) => void) => {
    const { payload, headers } = streamedMultipart(head, size, filename, type, onChunk);
    return t.app.inject({ method: 'POST', url: `/api/uploads?kind=${kind}`, payload, headers: { ...headers, ...t.bearer(token) } });
  };

  it.each([
    ['audio', 'song.mp3', 'audio/mpeg', makeMp3(), 'mp3', 'audio/mpeg'],
    ['audio', 'voice.opus', 'audio/ogg', makeOpus(), 'opus', 'audio/ogg'],
    ['audio', 'bell.wav', 'audio/wav', makeWav(), 'wav', 'audio/wav'],
    ['audio', 'talk.m4a', 'audio/x-m4a', makeIsoMedia('M4A '), 'm4a', 'audio/mp4'],
    ['audio', 'track.aac', 'audio/aac', makeAac(), 'aac', 'audio/aac'],
    // A WebM or a generic MP4 may carry sound only; as sound it is kept and served as such.
    ['audio', 'memo.webm', 'video/webm', makeWebm(), 'weba', 'audio/webm'],
    ['video', 'lesson.mp4', 'video/mp4', makeIsoMedia('isom'), 'mp4', 'video/mp4'],
    ['video', 'lesson.m4v', 'video/x-m4v', makeIsoMedia('M4V '), 'mp4', 'video/mp4'],
    ['video', 'lesson.webm', 'video/webm', makeWebm(), 'webm', 'video/webm'],
  ])('should store a %s file %s as sent, under uploads/<kind>/, and serve it inline with its type and nosniff', async (kind, name, type, bytes, ext, mime) => {
    const res = await uploadAs(t, token, kind as 'audio' | 'video', bytes, name, type);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({ url: expect.stringMatching(new RegExp(`^/uploads/${kind}/\\d{4}-\\d{2}/[0-9a-f-]+\\.${ext}$`)), thumbnail_url: null, mime, size: bytes.length, width: null, height: null, page_count: null, processing: null });
    expect(readFileSync(join(t.config.uploadsDir, data.url.replace('/uploads/', ''))).equals(bytes)).toBe(true);

    const [row] = await t.db.select().from(uploads).where(eq(uploads.key, data.url.replace('/uploads/', '')));
    expect(row).toMatchObject({ kind, mime, size: bytes.length, width: null, height: null });

    const served = await t.app.inject({ url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect(String(served.headers['content-security-policy'])).toMatch(/media-src 'self'.*sandbox/);
  });

  it('should answer byte ranges, so that players can seek (206, and 416 past the end)', async () => {
    const wav = makeWav(4000);
    const { url } = (await uploadAs(t, token, 'audio', wav, 'long.wav', 'audio/wav')).json().data;

    const first = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${wav.length}`);
    expect(first.rawPayload.equals(wav.subarray(0, 100))).toBe(true);
    expect(first.headers['content-type']).toBe('audio/wav');

    const tail = await t.app.inject({ url, headers: { range: 'bytes=8000-' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes 8000-${wav.length - 1}/${wav.length}`);
    expect(tail.rawPayload.equals(wav.subarray(8000))).toBe(true);

    expect((await t.app.inject({ url, headers: { range: `bytes=${wav.length + 10}-` } })).statusCode).toBe(416);
  });

  it('should write a large video to storage while it is still arriving, and keep it whole', async () => {
    const before = new Set(storedFiles('video'));
    const onDisk = () => storedFiles('video').filter((f) => !before.has(f)).map((f) => statSync(join(t.config.uploadsDir, 'video', f)).size);
    // What the server had written when 10 of the 12 MB were sent: nothing, had it read the file whole first.
    let writtenMidway = 0;
    const head = makeIsoMedia('isom');
    const res = await sendStreamed('video', head, 12 * MB + 5, 'film.mp4', 'video/mp4', (sent) => {
      if (sent >= 10 * MB && !writtenMidway) writtenMidway = Math.max(0, ...onDisk());
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(writtenMidway).toBeGreaterThan(MB);
    const { url, size } = res.json().data;
    expect(size).toBe(12 * MB + 5);
    const stored = readFileSync(join(t.config.uploadsDir, url.replace('/uploads/', '')));
    expect(stored.length).toBe(12 * MB + 5);
    expect(stored.subarray(0, head.length).equals(head)).toBe(true);
  });

  it.each([
    ['audio', 'A text file named .mp3', Buffer.from('hello, this is not a sound at all'), 'fake.mp3', 'audio/mpeg'],
    ['audio', 'An image', null, 'cover.png', 'image/png'],
    ['audio', 'An Ogg Theora video', makeTheora(), 'clip.ogv', 'video/ogg'],
    ['video', 'An Ogg Theora video (Chromium no longer plays it)', makeTheora(), 'clip.ogv', 'video/ogg'],
    ['video', 'A QuickTime movie', makeIsoMedia('qt  '), 'clip.mov', 'video/quicktime'],
  ])('should answer 415 for %s: %s', async (kind, _what, bytes, name, type) => {
    const content = bytes ?? (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer());
    expectError(await uploadAs(t, token, kind as 'audio' | 'video', content, name, type), 415, 'Unsupported File Format');
  });

  it('should answer 422 with what to do when a sound is sent as a video or a video as a sound', async () => {
    expectError(await uploadAs(t, token, 'video', makeMp3(), 'song.mp3', 'audio/mpeg'), 422, 'This is a sound file: add it to an audio element.');
    expectError(await uploadAs(t, token, 'video', makeWav(), 'bell.wav', 'audio/wav'), 422, 'This is a sound file: add it to an audio element.');
    expectError(await uploadAs(t, token, 'audio', makeIsoMedia('M4V '), 'clip.m4v', 'video/x-m4v'), 422, 'This is a video file: add it to a video element.');
  });

  it('should answer 422 for an empty file, whatever its kind', async () => {
    expectError(await uploadAs(t, token, 'audio', Buffer.alloc(0), 'empty.mp3', 'audio/mpeg'), 422, 'The file is empty.');
    expectError(await uploadAs(t, token, 'image', Buffer.alloc(0), 'empty.png', 'image/png'), 422, 'The file is empty.');
  });

  it('should answer 413 for a sound over 20 MB and keep nothing of it', async () => {
    const before = storedFiles('audio');
    const big = Buffer.concat([makeMp3(), Buffer.alloc(20 * MB)]);
    expectError(await uploadAs(t, token, 'audio', big, 'long.mp3', 'audio/mpeg'), 413, 'File Size is too large');
    expect(storedFiles('audio')).toEqual(before);
  });

  it('should answer 413 for a video over 200 MB and keep nothing of it', async () => {
    const before = storedFiles('video');
    expectError(await sendStreamed('video', makeWebm(), 200 * MB + 1, 'long.webm', 'video/webm'), 413, 'File Size is too large');
    expect(storedFiles('video')).toEqual(before);
  });

  it('should answer 401 without a token', async () => {
    const { payload, headers } = streamedMultipart(makeMp3(), 2000, 'a.mp3', 'audio/mpeg');
    expectError(await t.app.inject({ method: 'POST', url: '/api/uploads?kind=audio', payload, headers }), 401);
  });
});
