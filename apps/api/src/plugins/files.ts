import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { sendStoredFile } from '../lib/send-stored-file.ts';
import { contentTypeOf, isPublicKey, isValidKey, type Storage } from '../lib/storage/index.ts';
import { setUpBucket } from '../lib/storage/bucket-setup.ts';
import { localStorage } from '../lib/storage/local.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The storage the configuration names: the local uploads folder, or an S3-compatible bucket. */
async function openStorage(app: FastifyInstance): Promise<Storage> {
  const { config } = app;
  if (config.storage.kind === 'local') {
    await mkdir(config.uploadsDir, { recursive: true });
    return localStorage(config.uploadsDir);
  }
  // Loaded only here: the AWS SDK takes a while to load, and most installations keep files locally.
  const { s3Storage } = await import('../lib/storage/s3.ts');
  const storage = s3Storage(config.storage.s3);
  // A bucket that does not answer does not stop the start: it is tried again in the background.
  const setUp = setUpBucket(storage, config.storage.s3.bucket, app.log);
  app.addHook('onClose', async () => {
    setUp.stop();
    storage.close();
  });
  await setUp.firstAttempt;
  return storage;
}

/** File names a browser may show in place: images, sound, video. Anything else is a download. */
const INLINE = /\.(jpe?g|png|webp|gif|mp3|ogg|opus|wav|m4a|aac|weba|mp4|webm)$/i;

/** What every public file goes out with, so that it can never run as a page: nosniff, a sandboxing CSP. */
const headersOf = (key: string) => ({
  'content-type': contentTypeOf(key),
  'x-content-type-options': 'nosniff',
  // media-src: a sound or video opened on its own plays in the browser's own player page, under this CSP.
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  'content-disposition': INLINE.test(key) ? 'inline' : 'attachment',
  // A key names one file for good (a new file gets a new key).
  'cache-control': 'public, max-age=31536000, immutable',
});

/** `app.storage`, the one storage of uploaded files (the server's, and a worker's that serves nothing). */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('storage', await openStorage(app));
});

/**
 * Multipart parsing, and serving the public ones (images, sound, video:
 * isPublicKey) under /uploads/, streamed from the storage, with byte ranges (players seek). PDF books and
 * identity documents are stored alike but never served here (404): they go out through routes that check
 * who asks (reading access, admins).
 */
export const filesPlugin = fp(async (app: FastifyInstance) => {
  await app.register(storagePlugin);
  await app.register(multipart, { limits: { fieldNameSize: 100, fields: 10, parts: 12 } });
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isValidKey(key) || !isPublicKey(key)) return reply.callNotFound();
    if (!(await sendStoredFile(request, reply, app.storage, key, headersOf(key)))) return reply.callNotFound();
    return reply;
  });
});
