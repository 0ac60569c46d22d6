import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app when it exists, with an SPA fallback: any GET outside /api that is not a file
 * answers index.html, and the web router decides (including its own not-found page).
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string }) => {
  const indexFile = join(opts.dist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.dist,
      index: false,
      wildcard: true,
      setHeaders: (res, path) => {
        // Vite names built assets by content hash, so they never change; translations may.
        if (path.includes(`${join(opts.dist, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  /** The flipbook is the one page other sites may frame: its embed code is an iframe (the reader's share dialog). */
  const sendEmbeddable = (reply: FastifyReply) => {
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
    reply.removeHeader('x-frame-options');
    return sendIndex(reply);
  };
  // The static handler refuses directories, the root included: the app's entry answers there.
  if (indexHtml) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (indexHtml && request.method === 'GET' && /^\/flipbooks\/[^/]+$/.test(path)) return sendEmbeddable(reply);
    if (indexHtml && request.method === 'GET' && !/^\/(api|uploads)(\/|$)/.test(path)) return sendIndex(reply);
    return reply.code(404).send({ message: `No route for ${request.method} ${path}.` });
  });
});
