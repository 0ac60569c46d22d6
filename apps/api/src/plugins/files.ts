import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { isPublicKey, localStorage, UPLOADS_URL_PREFIX, type Storage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * Multipart parsing, the storage of uploaded files, and serving the public ones (images, sound, video:
 * isPublicKey) under /uploads/ with headers that keep a file from ever running as a page: nosniff, a
 * sandboxing CSP, and an attachment disposition for anything that is not an image, a sound or a video.
 * Sound and video answer range requests (send's default), which players need to seek. PDF books and
 * identity documents are stored in the same folder but never served here (404): they go out through routes
 * that check who asks (reading access, admins).
 */
const INLINE = /\.(jpe?g|png|webp|gif|mp3|ogg|opus|wav|m4a|aac|weba|mp4|webm)$/i;

export const filesPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  mkdirSync(opts.root, { recursive: true });
  app.decorate('storage', localStorage(opts.root));
  await app.register(multipart, { limits: { fieldNameSize: 100, fields: 10, parts: 12 } });
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // The requested path is relative to the prefix, with a leading slash: `/image/2026-11/<id>.jpg`.
    allowedPath: (pathName) => isPublicKey(pathName.replace(/^\/+/, '')),
    setHeaders: (res, path) => {
      res.header('x-content-type-options', 'nosniff');
      // media-src: a sound or video opened on its own plays in the browser's own player page, under this CSP.
      res.header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.header('content-disposition', INLINE.test(path) ? 'inline' : 'attachment');
      // The mime package still says audio/x-aac; audio/aac is the registered name.
      if (/\.aac$/i.test(path)) res.header('content-type', 'audio/aac');
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
});
