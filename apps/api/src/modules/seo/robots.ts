/**
 * What crawlers may read: the public site (landing page, library, books, static pages, the reader, covers), not the
 * API, the admin area, the editors and create flow, nor the pages of one visitor's session (cart, checkout, sign-in,
 * LTI hand-over). Without an address to trust (origin.ts), the sitemap's line is left out.
 */
const DISALLOWED = ['/api/', '/admin', '/editor/', '/ebooks/edit/', '/templates/', '/cart', '/checkout', '/login', '/register', '/unauthorized', '/lti/'];

export function robotsTxt(origin: string | undefined): string {
  const lines = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`)];
  if (origin) lines.push('', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
