import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

interface EntryPage {
  html: string;
  etag: string;
}

/**
 * The built app's index.html, read again as soon as the file on disk is another one (a rebuild or a deploy
 * while the server runs, or the first build after a start without one): undefined while there is none. While
 * a build is writing the folder (index.html briefly gone), the last one read is kept. One stat per page load
 * is cheap next to serving a page that names assets which no longer exist.
 */
function entryPageOf(dist: string) {
  const file = join(dist, 'index.html');
  let cached: (EntryPage & { stamp: string }) | undefined;
  return async (): Promise<EntryPage | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return cached;
    const stamp = `${info.ino}:${info.size}:${info.mtimeMs}`;
    if (cached?.stamp !== stamp) {
      const html = await readFile(file, 'utf8').catch(() => undefined);
      if (html === undefined) return cached;
      cached = { stamp, html, etag: `"${createHash('sha256').update(html).digest('base64url')}"` };
    }
    return cached;
  };
}

/** Paths the web router never owns: the API, uploaded files, built assets, and anything named like a file. */
const NOT_AN_APP_PAGE = /^\/(api|uploads|assets)(\/|$)|\.[A-Za-z0-9]+$/;
/** The flipbook is the one page other sites may frame: its embed code is an iframe (the reader's share dialog). */
const EMBEDDABLE = /^\/flipbooks\/[^/]+$/;

/**
 * Serves the built web app, with an SPA fallback: a GET of a page path answers index.html, and the web
 * router decides (including its own not-found page). A missing file (an asset of an older build that an
 * open tab still asks for) answers 404, so that the app's error screen offers a reload instead of running
 * HTML as a script.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string }) => {
  const entryPage = entryPageOf(opts.dist);
  const assetsDir = join(opts.dist, 'assets');
  await app.register(fastifyStatic, {
    root: opts.dist,
    index: false,
    wildcard: true,
    // The folder may appear later: files are looked up per request.
    suppressWarning: true,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): sent as they are to a
    // browser that accepts them, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Vite names built assets by content hash, so they never change; translations may.
      if (path.startsWith(assetsDir)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  /**
   * index.html goes out with `no-cache` and an ETag: the browser asks every time (a 304 while it is unchanged),
   * so it never starts an older build; unlike `no-store`, the page stays eligible for the back/forward cache.
   */
  const sendEntry = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await entryPage();
    if (!page) return reply.code(404).send({ message: 'The web app is not built yet (npm run build -w @folio/web).' });
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
  const sendEmbeddable = (request: FastifyRequest, reply: FastifyReply) => {
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
    reply.removeHeader('x-frame-options');
    return sendEntry(request, reply);
  };

  // The static handler refuses directories, the root included; and index.html is never served as a plain file.
  app.get('/', { schema: { hide: true } }, sendEntry);
  app.get('/index.html', { schema: { hide: true } }, sendEntry);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_AN_APP_PAGE.test(path);
    if (!isPage) return reply.code(404).send({ message: `No route for ${request.method} ${path}.` });
    return EMBEDDABLE.test(path) ? sendEmbeddable(request, reply) : sendEntry(request, reply);
  });
});
