import type { FastifyRequest } from 'fastify';

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port: nothing else may name the site. */
const HOST = /^(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's address as search engines and link previews must see it (canonical links, sitemap, cards): PUBLIC_URL,
 * which production requires (config.ts). Without it (a developer's machine), the address the request came to, as
 * far as it is a plain host: the Host header is the client's to write, so one shaped otherwise ("evil.example/x",
 * quotes, markup) gives no address at all, and the tags that need one are left out.
 */
export function publicOriginOf(publicUrl: string | undefined, request: FastifyRequest): string | undefined {
  if (publicUrl) return publicUrl;
  return HOST.test(request.host) ? `${request.protocol}://${request.host.toLowerCase()}` : undefined;
}
