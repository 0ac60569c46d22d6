import { LANGUAGES, type Language } from '@folio/shared';
import { escapeAttribute } from '../../plugins/pageShells.ts';

/** The site's name, as the app writes it in its titles. */
export const SITE_NAME = 'Folio';

/** What a public page says of itself to search engines and link previews. */
export interface PageMeta {
  /** The browser tab's title, as the app sets it once started (e.g. "Book library · Folio"). */
  documentTitle: string;
  /** The page's subject by itself (a book's title), for cards that show the site's name beside it. */
  title: string;
  description?: string;
  /** The page's address without query: its canonical address, and with `?lng=` its other languages'. */
  path: string;
  /** A site address (`/uploads/…`) or an absolute one. */
  image?: { src: string; alt: string };
  /** Open Graph's kind of page. */
  type: 'website' | 'book';
  /** schema.org data about the page's subject, given the site's address, the page's and its picture's. */
  jsonLd?: (page: { origin: string; url: string; image?: string }) => object;
}

/** Open Graph names a language with its usual territory. */
const OG_LOCALES: Record<Language, string> = { en: 'en_US', bn: 'bn_BD', ar: 'ar_AR', ko: 'ko_KR', ja: 'ja_JP' };

/**
 * JSON in a `<script>` element: `<`, `>` and `&` as `\u` escapes, so that no text in it (a title with `</script>`
 * or `<!--`) ends or changes the element; the JSON means the same. U+2028/U+2029 too, for parsers that read it as script.
 */
const scriptJson = (data: object) => JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** An absolute http(s) address of `src` on the site at `origin`; none for any other scheme. */
function absolute(src: string, origin: string): string | undefined {
  const url = new URL(src, `${origin}/`);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
  value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;

/**
 * The tags of a page's head: title, description, canonical address and the same page in each interface language
 * (`hreflang`, with the address's language chosen by `?lng=` as the app reads it; without it, the page the visitor's
 * languages choose: x-default), Open Graph and Twitter cards, and schema.org JSON-LD. Every value is the page's
 * or an author's words, escaped for where it goes. Without `origin` (no address to trust, origin.ts), the tags that
 * need an absolute address are left out.
 */
export function headTags(page: PageMeta, { origin, language, addressLanguage }: { origin?: string; language: Language; addressLanguage?: Language }): string {
  const inLanguage = (lng: Language | undefined) => (origin ? `${origin}${page.path}${lng ? `?lng=${lng}` : ''}` : undefined);
  const url = inLanguage(addressLanguage);
  const image = origin && page.image ? absolute(page.image.src, origin) : undefined;
  const tags = [
    `<title>${escapeAttribute(page.documentTitle)}</title>`,
    meta('name', 'description', page.description),
    url ? `<link rel="canonical" href="${escapeAttribute(url)}">` : '',
    ...(origin
      ? [...LANGUAGES.map((lng) => [lng, inLanguage(lng)!]), ['x-default', inLanguage(undefined)!]].map(
          ([lng, href]) => `<link rel="alternate" hreflang="${lng}" href="${escapeAttribute(href!)}">`,
        )
      : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((lng) => lng !== language).map((lng) => meta('property', 'og:locale:alternate', OG_LOCALES[lng])),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', image && page.image?.alt),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', image && page.image?.alt),
    // A data block, never run: the CSP's script-src (plugins/security.ts) governs scripts, not JSON-LD.
    origin && url && page.jsonLd ? `<script type="application/ld+json">${scriptJson(page.jsonLd({ origin, url, image }))}</script>` : '',
  ];
  return tags.join('');
}

/** A page address that shows nothing public (a book that is not, a page that does not exist): kept out of indexes, titled by the site alone. */
export const NOT_INDEXED = `<title>${SITE_NAME}</title><meta name="robots" content="noindex">`;
