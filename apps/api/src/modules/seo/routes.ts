import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { publicOriginOf } from './origin.ts';
import { robotsTxt } from './robots.ts';
import { sitemapXml } from './sitemap.ts';

/**
 * Crawlers read these now and then, not on every visit: an hour in any cache is fresh enough for a book published
 * meanwhile, and spares the database a sitemap read per crawler.
 */
const CRAWLER_CACHE = 'public, max-age=3600';

/** `/robots.txt` and `/sitemap.xml`, at the site's root where crawlers look for them. */
export async function seoRoutes(app: FastifyInstance) {
  // A sitemap of many books is megabytes of repetitive XML: compressed like the API's answers (app.ts).
  await app.register(compress, { threshold: 1024, globalDecompression: false });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', CRAWLER_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(publicOriginOf(app.config.publicUrl, request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOriginOf(app.config.publicUrl, request);
    // A sitemap names absolute addresses only; a Host that is no host name gives none to name.
    if (!origin) return reply.code(400).send({ message: 'The Host of this request is not a host name.' });
    return reply.header('cache-control', CRAWLER_CACHE).type('application/xml; charset=utf-8').send(await sitemapXml(app.db, origin));
  });
}
