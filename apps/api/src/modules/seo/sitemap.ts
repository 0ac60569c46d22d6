import type { Db } from '../../db/client.ts';
import { publicBookAddresses } from '../ebooks/query.ts';
import { escapeXml } from '../exports/xhtml.ts';
import { staticPageService } from '../static-pages/service.ts';

/** The most addresses one sitemap may list (sitemaps.org); a larger catalogue lists its newest books up to it. */
const SITEMAP_MAX_URLS = 50_000;

/** The site's own pages that are always there, for visitors: the landing page and the library. */
const SITE_PAGES = ['/', '/ebooks'];

/**
 * The sitemap (sitemaps.org): the landing page, the library, every static page and every public book, each at the
 * address its page calls canonical (modules/seo/pages.ts), with its last change where it has one. The books are the
 * public list's, by its rule (publicBookAddresses): nothing a visitor cannot open is named.
 */
export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const pages = await staticPageService(db).addresses();
  const books = await publicBookAddresses(db, SITEMAP_MAX_URLS - SITE_PAGES.length - pages.length);
  const entries = [
    ...SITE_PAGES.map((path) => ({ path, updatedAt: undefined })),
    ...pages.map((page) => ({ path: `/pages/${encodeURIComponent(page.slug)}`, updatedAt: page.updatedAt })),
    ...books.map((book) => ({ path: `/books/${encodeURIComponent(book.slug)}`, updatedAt: book.updatedAt })),
  ];
  const urls = entries.map(({ path, updatedAt }) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
