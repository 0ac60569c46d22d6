import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectError, NO_IP_LIMIT, registerUser } from '../../../test/helpers.ts';
import { uploadAs } from './fixtures/files.ts';
import { makeWav, streamedMultipart } from './fixtures/media.ts';

const MB = 1024 * 1024;
const QUOTA = 2 * MB;
/** 1.2 MB of sound, stored as sent (its size is exactly what counts). */
const sound = () => makeWav(600_000);

interface RawAnswer {
  status: number;
  body: string;
  /** Whether the server ended the connection after answering. */
  closed: boolean;
}

/**
 * Sends the headers of an upload (declaring `length` bytes) and only the first bytes of its file, then
 * waits: an answer comes only if the server decides without the rest of the body.
 */
function sendStart(port: number, path: string, token: string, length: number, fileStart: Buffer, type = 'application/octet-stream'): Promise<RawAnswer> {
  const boundary = '----folio-test-boundary';
  const partHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\nContent-Type: ${type}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer without the rest of the body (got ${JSON.stringify(received.slice(0, 80))})`));
    }, 10_000);
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body, closed: true });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n${partHead}`,
    );
    socket.write(fileStart);
  });
}

describe('upload limits: storage quota, size and type before the body is read', () => {
  let t: TestApp;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, storageQuotaBytes: QUOTA });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    admin = await t.login('admin@folio.test');
  });
  afterAll(async () => { await t.close(); });

  const rowsOf = async (userId: string) => t.db.select().from(uploads).where(eq(uploads.ownerId, userId));
  const soundFiles = () => {
    const dir = join(t.config.uploadsDir, 'audio');
    return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('.')) : [];
  };
  const FULL = 'This file does not fit in your storage: 1.1 MB of 2 MB used.';

  it('should refuse an upload past the quota with 413 and the used and allowed storage, keeping nothing, when its length is declared', async () => {
    const { token, user } = await registerUser(t);
    expect((await uploadAs(t, token, 'audio', sound(), 'one.wav', 'audio/wav')).statusCode).toBe(201);
    const files = soundFiles();
    expectError(await uploadAs(t, token, 'audio', sound(), 'two.wav', 'audio/wav'), 413, FULL);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(soundFiles()).toEqual(files);
  });

  it('should remove an upload of undeclared length once stored when it passes the quota, and answer 413', async () => {
    const { token, user } = await registerUser(t);
    expect((await uploadAs(t, token, 'audio', sound(), 'one.wav', 'audio/wav')).statusCode).toBe(201);
    const files = soundFiles();
    // A streamed body: no Content-Length, so the quota is known to be passed only once the file is in.
    const { payload, headers } = streamedMultipart(makeWav(0), 1.2 * MB, 'streamed.wav', 'audio/wav');
    expect(headers).not.toHaveProperty('content-length');
    expectError(await t.app.inject({ method: 'POST', url: '/api/uploads?kind=audio', payload, headers: { ...headers, ...t.bearer(token) } }), 413, FULL);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect(soundFiles()).toEqual(files);
  });

  it('should give admins no quota', async () => {
    for (const name of ['a.wav', 'b.wav', 'c.wav']) expect((await uploadAs(t, admin, 'audio', sound(), name, 'audio/wav')).statusCode).toBe(201);
  });

  it('should answer an upload past the quota by its Content-Length at once, without reading the body, and close the connection', async () => {
    const { token } = await registerUser(t);
    expect((await uploadAs(t, token, 'audio', sound(), 'one.wav', 'audio/wav')).statusCode).toBe(201);
    const answer = await sendStart(port, '/api/uploads?kind=audio', token, 15 * MB, makeWav(100), 'audio/wav');
    expect(answer).toMatchObject({ status: 413, closed: true });
    expect(JSON.parse(answer.body).message).toBe('This file does not fit in your storage: 1.1 MB of 2 MB used.');
  });

  it("should answer a body over the kind's limit by its Content-Length at once, without reading it", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    const answer = await sendStart(port, '/api/uploads?kind=image', admin, 200 * MB, png, 'image/png');
    expect(answer).toMatchObject({ status: 413, closed: true });
    expect(JSON.parse(answer.body).message).toBe('File Size is too large');
  });

  it('should answer a 200 MB body of the wrong type from its first bytes, without reading the rest', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer();
    // A picture sent as a video: its first few KB say so.
    const picture = await sendStart(port, '/api/uploads?kind=video', admin, 200 * MB, Buffer.concat([png, Buffer.alloc(5000)]), 'video/mp4');
    expect(picture).toMatchObject({ status: 415, closed: true });
    // Bytes of no known type: decided after 64 KB at most.
    const noise = await sendStart(port, '/api/uploads?kind=video', admin, 200 * MB, Buffer.alloc(70 * 1024, 7), 'video/mp4');
    expect(noise).toMatchObject({ status: 415, closed: true });
    expect(JSON.parse(noise.body).message).toBe('Unsupported File Format');
  });
});
