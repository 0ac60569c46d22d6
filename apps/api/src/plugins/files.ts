import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { localStorage, UPLOADS_URL_PREFIX, type Storage } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * Multipart parsing, the storage of uploaded files, and serving them under /uploads/ with headers that keep
 * a file from ever running as a page: nosniff, a sandboxing CSP, and an attachment disposition for
 * anything that is not an image or a PDF. A PDF may open inline: the sandbox CSP keeps its scripts and
 * forms from running as this site.
 */
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
    setHeaders: (res, path) => {
      res.header('x-content-type-options', 'nosniff');
      res.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.header('content-disposition', /\.(jpe?g|png|webp|gif|pdf)$/i.test(path) ? 'inline' : 'attachment');
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
});
